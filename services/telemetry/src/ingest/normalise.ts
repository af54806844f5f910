import { rate, type VitalReport, type WarnLog } from '@opstap/contracts';
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
 * A validated report as it is stored: the rating recomputed from the thresholds (a client cannot
 * claim "good"), device/OS/browser from the User-Agent where the client sent none, the path bare.
 */
export function toVitalRow(report: VitalReport, facts: RequestFacts): VitalRow {
  // Parsing the User-Agent costs regexes per beacon; the web app normally sends all five hints.
  const complete = report.device && report.os && report.osVersion && report.browser && report.browserVersion;
  const agent = complete ? UNKNOWN_AGENT : parseUserAgent(facts.userAgent);
  return {
    receivedAt: facts.receivedAt,
    name: report.name,
    value: report.value,
    id: cleanLine(report.id, 128),
    rating: rate(report.name, report.value),
    connectionType: short(report.connectionType),
    device: report.device ?? agent.device,
    os: short(report.os ?? agent.os),
    osVersion: short(report.osVersion ?? agent.osVersion),
    browser: short(report.browser ?? agent.browser),
    browserVersion: short(report.browserVersion ?? agent.browserVersion),
    country: report.country,
    language: report.language,
    appVersion: short(report.appVersion),
    appType: short(report.appType),
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
    message: cleanLine(log.message, STORED_LIMITS.message),
    stacktrace: cleanBlock(log.stacktrace, STORED_LIMITS.stacktrace),
    userAgent: cleanLine(log.userAgent || facts.userAgent || '', STORED_LIMITS.userAgent),
    path: log.path ? cleanPath(log.path) : pathFromReferer(facts.referer),
  };
}
