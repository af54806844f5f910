import { CONNECTION_TYPES, rate, type VitalReport, type WarnLog } from '@opstap/contracts';
import { resolve, SCREEN_NAMES } from '@opstap/routes';
import { storedValue } from '../store/stored-value.ts';
import type { VitalRow, WarnRow } from '../store/types.ts';
import { InvalidEvent } from './invalid-event.ts';
import { cleanBlock, cleanLine, cleanPath, pathFromReferer, STORED_LIMITS } from './sanitise.ts';
import { toStoredAttribution } from './attribution.ts';
import { boundedCache } from './bounded-cache.ts';
import { messageClass } from './message-class.ts';
import { browserName, osName, OTHER, outsideNames, parseUserAgent, truncateVersion } from './user-agent.ts';
import type { RawValueSink } from './raw-values.ts';

/** What the service knows about the request besides the body. Never the IP address: it is not passed in. */
export interface RequestFacts {
  receivedAt: Date;
  userAgent: string | undefined;
  referer: string | undefined;
}

const short = (text: string) => cleanLine(text, 32);
const UNKNOWN_AGENT = parseUserAgent(undefined);

/**
 * A required text that is nothing but characters the sanitiser strips (NULs, zero-width spaces) is as
 * empty as "", which the contract refuses: a 400 naming the field, not an empty value stored.
 */
function required(text: string, field: string): string {
  if (text.trim() === '') throw new InvalidEvent(`body/${field}`, 'is blank');
  return text;
}

/** An optional hint that is blank once cleaned counts as not sent: the User-Agent fills it in. */
function hint(text: string | undefined): string | undefined {
  return text === undefined ? undefined : short(text).trim() || undefined;
}

const KNOWN_SCREENS: ReadonlySet<string> = new Set(SCREEN_NAMES);
const KNOWN_CONNECTIONS: ReadonlySet<string> = new Set(CONNECTION_TYPES);

/** Notes nothing: normalising without a tally (tests, the import's own). */
const NO_SINK: RawValueSink = { note: () => undefined };

/**
 * A dimension's value from what a client sent: `stored` when it is in the dimension's vocabulary, else
 * OTHER with the value as sent noted apart (docs/requirements/telemetry-service.md#ingest).
 */
function closed(dimension: string, sent: string, stored: string | undefined, raw: RawValueSink): string {
  if (stored !== undefined && stored !== OTHER) return stored;
  raw.note(dimension, sent);
  return OTHER;
}

/** A connection type in the vocabulary, else `other` (`<i>4g</i>` is no dimension value). */
function connectionOf(sent: string, raw: RawValueSink): string {
  const text = required(short(sent), 'connectionType').trim();
  const name = text.toLowerCase();
  return closed('connectionType', text, KNOWN_CONNECTIONS.has(name) ? name : undefined, raw);
}

/** A version is dot-separated digits ("17.4"), truncated (user-agent.ts): none of a client's free text. */
const VERSION = /^\d{1,9}(\.\d{1,9}){0,3}$/;
function versionOf(dimension: string, sent: string, parts: number, raw: RawValueSink): string {
  return closed(dimension, sent, VERSION.test(sent) ? truncateVersion(sent, parts) : undefined, raw);
}

/** A release or app name: letters, digits and `. _ + -`, as builds write them ("1.7.0-rc.1", "home-page"). */
const IDENTIFIER = /^[0-9A-Za-z][0-9A-Za-z._+-]*$/;
const identifierOf = (dimension: string, sent: string, raw: RawValueSink): string =>
  closed(dimension, sent, IDENTIFIER.test(sent) ? sent : undefined, raw);

// Reading a path through the route table builds a URL; a site has a few hundred paths (bounded-cache.ts).
const screenOfPath = boundedCache(1000, (path) => resolve(path).screen);

/**
 * The page family: the client's screen when it is one of the route table's, else the route table's
 * reading of the path (older clients send none): docs/requirements/telemetry-service.md#ingest.
 */
export function screenOf(sent: string | undefined, path: string): string {
  return sent !== undefined && KNOWN_SCREENS.has(sent) ? sent : screenOfPath(path);
}

/**
 * A validated report as it is stored: the value to the stores' precision (store/stored-value.ts), the
 * rating recomputed from it and the thresholds (a client cannot claim "good"), device/OS/browser from
 * the User-Agent where the client sent none, the path bare.
 */
export function toVitalRow(report: VitalReport, facts: RequestFacts, raw: RawValueSink = NO_SINK): VitalRow {
  const sent = {
    os: hint(report.os),
    osVersion: hint(report.osVersion),
    browser: hint(report.browser),
    browserVersion: hint(report.browserVersion),
  };
  // A name that is blank once cleaned counts as not sent; "unknown" too, so the User-Agent may say more.
  const named = (dimension: 'os' | 'browser', name: (text: string) => string) => {
    const text = sent[dimension];
    if (text === undefined || text.toLowerCase() === 'unknown') return undefined;
    return closed(dimension, text, name(text), raw);
  };
  const version = (dimension: 'osVersion' | 'browserVersion', parts: number) => {
    const text = sent[dimension];
    if (text === undefined || text.toLowerCase() === 'unknown') return undefined;
    return versionOf(dimension, text, parts, raw);
  };
  const hints = {
    os: named('os', osName),
    osVersion: version('osVersion', 2),
    browser: named('browser', browserName),
    browserVersion: version('browserVersion', 1),
  };
  // Parsing is cached per User-Agent; a client that sent all five hints skips it.
  const complete = report.device && hints.os && hints.osVersion && hints.browser && hints.browserVersion;
  const agent = complete ? UNKNOWN_AGENT : parseUserAgent(facts.userAgent);
  if (!complete && (!hints.browser || !hints.os)) {
    const outside = outsideNames(facts.userAgent);
    if (!hints.browser && outside.browser !== undefined) raw.note('browser', outside.browser);
    if (!hints.os && outside.os !== undefined) raw.note('os', outside.os);
  }
  const path = cleanPath(report.path);
  const value = storedValue(report.name, report.value);
  return {
    receivedAt: facts.receivedAt,
    name: report.name,
    value,
    id: required(cleanLine(report.id, 128), 'id'),
    rating: rate(report.name, value),
    connectionType: connectionOf(report.connectionType, raw),
    device: report.device ?? agent.device,
    os: hints.os ?? short(agent.os),
    osVersion: hints.osVersion ?? short(agent.osVersion),
    browser: hints.browser ?? short(agent.browser),
    browserVersion: hints.browserVersion ?? short(agent.browserVersion),
    country: report.country,
    language: report.language,
    appVersion: identifierOf('appVersion', required(short(report.appVersion), 'appVersion').trim(), raw),
    appType: identifierOf('appType', required(short(report.appType), 'appType').trim(), raw),
    path,
    screen: screenOf(report.screen, path),
    navigationType: report.navigationType ?? '',
    pageViewId: report.pageViewId ?? '',
    softNavigations: report.softNavigations === undefined ? '' : report.softNavigations ? 'yes' : 'no',
    userType: report.userType,
    windowOrientation: report.windowOrientation,
    height: report.height,
    width: report.width,
    devicePixelRatio: report.devicePixelRatio,
    attribution: toStoredAttribution(report.attribution),
  };
}

export function toWarnRow(
  log: WarnLog,
  facts: RequestFacts,
  id: string,
  raw: RawValueSink = NO_SINK,
): WarnRow {
  const message = required(cleanLine(log.message, STORED_LIMITS.message), 'message');
  const userAgent = cleanLine(log.userAgent || facts.userAgent || '', STORED_LIMITS.userAgent);
  const path = log.path ? cleanPath(log.path) : pathFromReferer(facts.referer);
  const agent = parseUserAgent(userAgent || undefined);
  const outside = outsideNames(userAgent || undefined).browser;
  if (outside !== undefined) raw.note('browser', outside);
  const appVersion = log.appVersion === undefined ? '' : short(log.appVersion).trim();
  return {
    id,
    receivedAt: facts.receivedAt,
    message,
    messageClass: messageClass(message),
    stacktrace: cleanBlock(log.stacktrace, STORED_LIMITS.stacktrace),
    userAgent,
    path,
    screen: screenOf(log.screen, path),
    browser: agent.browser,
    appVersion: appVersion === '' ? '' : identifierOf('appVersion', appVersion, raw),
  };
}
