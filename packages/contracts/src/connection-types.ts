/**
 * The connection types a vital is stored with: `navigator.connection.effectiveType`'s values, `unknown`
 * where the browser does not say, and `other` for anything else a client sends, so free text never becomes
 * a dimension value (docs/requirements/telemetry-service.md#ingest).
 */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown', 'other'] as const;
