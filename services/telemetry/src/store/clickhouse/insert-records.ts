import type { VitalRow, WarnRow } from '../types.ts';
import { ATTRIBUTION_NUMBERS, ATTRIBUTION_TEXTS, attributionColumn } from '../stored-attribution.ts';

/**
 * A stored row as the JSONEachRow record ClickHouse inserts: its columns (migrations.ts) by name, a time as
 * epoch milliseconds.
 */

export function vitalRecord(row: VitalRow) {
  return {
    received_at_ms: row.receivedAt.getTime(),
    app_type: row.appType,
    name: row.name,
    id: row.id,
    value: row.value,
    rating: row.rating,
    path: row.path,
    device: row.device,
    country: row.country,
    language: row.language,
    browser: row.browser,
    browser_version: row.browserVersion,
    os: row.os,
    os_version: row.osVersion,
    connection_type: row.connectionType,
    app_version: row.appVersion,
    user_type: row.userType,
    window_orientation: row.windowOrientation,
    height: row.height,
    width: row.width,
    device_pixel_ratio: row.devicePixelRatio,
    screen: row.screen,
    navigation_type: row.navigationType,
    page_view_id: row.pageViewId,
    soft_navigations: row.softNavigations,
    ...Object.fromEntries(
      [...ATTRIBUTION_TEXTS, ...ATTRIBUTION_NUMBERS].map((key) => [
        attributionColumn(key),
        row.attribution[key],
      ]),
    ),
  };
}

/**
 * The row id comes with the row (its spool position), so a retry after an ambiguous failure (the insert
 * landed but the answer was lost) and a replay after a crash re-send the same ids, counted once.
 */
export function warningRecord(row: WarnRow) {
  return {
    received_at_ms: row.receivedAt.getTime(),
    row_id: row.id,
    path: row.path,
    message: row.message,
    stacktrace: row.stacktrace,
    user_agent: row.userAgent,
    message_class: row.messageClass,
    screen: row.screen,
    browser: row.browser,
    app_version: row.appVersion,
  };
}
