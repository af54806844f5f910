/**
 * An event the ingest steps refuse after the schema passed (a required text blank once cleaned), naming
 * the field as `body/<field>`. Ingest knows no HTTP: the beacon routes answer it as a 400
 * (routes/ingest/accept.ts), the import route counts it as a refused line.
 */
export class InvalidEvent extends Error {
  override name = 'InvalidEvent';
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field} ${reason}`);
  }
}
