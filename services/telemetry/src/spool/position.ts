/** Where a record starts or ends: a segment's number and a byte offset in it. */
export interface Position {
  segment: number;
  offset: number;
}

export const comparePositions = (a: Position, b: Position): number =>
  a.segment - b.segment || a.offset - b.offset;
