import { rate, type VitalReport, type WarnLog } from '@opstap/contracts';
import { BadRequest } from '../plugins/errors.ts';
import type { VitalRow, WarnRow } from '../store/types.ts';
import { cleanBlock, cleanLine, cleanPath, pathFromReferer, STORED_LIMITS } from './sanitise.ts';
import { parseUserAgent } from './user-agent.ts';

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
  if (text.trim() === '') throw new BadRequest(`body/${field}`, 'is blank');
  return text;
}

/** An optional hint that is blank once cleaned counts as not sent: the User-Agent fills it in. */
function hint(text: string | undefined): string | undefined {
  return text === undefined ? undefined : short(text).trim() || undefined;
}

/**
 * A validated report as it is stored: the rating recomputed from the thresholds (a client cannot
 * claim "good"), device/OS/browser from the User-Agent where the client sent none, the path bare.
 */
export function toVitalRow(report: VitalReport, facts: RequestFacts): VitalRow {
  const hints = {
    os: hint(report.os),
    osVersion: hint(report.osVersion),
    browser: hint(report.browser),
    browserVersion: hint(report.browserVersion),
  };
  // Parsing the User-Agent costs regexes per beacon; the web app normally sends all five hints.
  const complete = report.device && hints.os && hints.osVersion && hints.browser && hints.browserVersion;
  const agent = complete ? UNKNOWN_AGENT : parseUserAgent(facts.userAgent);
  return {
    receivedAt: facts.receivedAt,
    name: report.name,
    value: report.value,
    id: required(cleanLine(report.id, 128), 'id'),
    rating: rate(report.name, report.value),
    connectionType: required(short(report.connectionType), 'connectionType'),
    device: report.device ?? agent.device,
    os: hints.os ?? short(agent.os),
    osVersion: hints.osVersion ?? short(agent.osVersion),
    browser: hints.browser ?? short(agent.browser),
    browserVersion: hints.browserVersion ?? short(agent.browserVersion),
    country: report.country,
    language: report.language,
    appVersion: required(short(report.appVersion), 'appVersion'),
    appType: required(short(report.appType), 'appType'),
    path: cleanPath(report.path),
    userType: report.userType,
    windowOrientation: report.windowOrientation,
    height: report.height,
    width: report.width,
    devicePixelRatio: report.devicePixelRatio,
  };
}

export function toWarnRow(log: WarnLog, facts: RequestFacts): WarnRow {
  return {
    receivedAt: facts.receivedAt,
    message: required(cleanLine(log.message, STORED_LIMITS.message), 'message'),
    stacktrace: cleanBlock(log.stacktrace, STORED_LIMITS.stacktrace),
    userAgent: cleanLine(log.userAgent || facts.userAgent || '', STORED_LIMITS.userAgent),
    path: log.path ? cleanPath(log.path) : pathFromReferer(facts.referer),
  };
}
