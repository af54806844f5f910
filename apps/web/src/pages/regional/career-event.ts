import type { CareerEventContent } from '../../content/content-types.ts';

/** Whether the event is over at `now` (milliseconds). */
export function isPast(event: Pick<CareerEventContent, 'endsAt'>, now: number): boolean {
  return now >= Date.parse(event.endsAt);
}
