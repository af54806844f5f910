import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The career event of `/brabant` and `/beta-career-event`, all in one place
 * (docs/requirements/site.md#routes): change this file for the next edition. Times are Europe/Amsterdam.
 */
export interface CareerEvent {
  readonly name: string;
  /** The day, ISO 8601. */
  readonly date: string;
  readonly start: string;
  readonly end: string;
  /** The end as an instant, to tell a past event from an upcoming one. */
  readonly endsAt: string;
  readonly venue: { readonly name: string; readonly address: string; readonly city: string };
  readonly programme: readonly { readonly time: string; readonly title: MessageDescriptor }[];
  /** The event's page on the platform (the `events` path word + this slug), where visitors register. */
  readonly platformSlug: string;
}

export const CAREER_EVENT: CareerEvent = {
  name: 'Bèta Career Event Brabant 2027',
  date: '2027-03-18',
  start: '13:00',
  end: '18:00',
  endsAt: '2027-03-18T18:00:00+01:00',
  venue: { name: 'Evoluon', address: 'Noord Brabantlaan 1A', city: 'Eindhoven' },
  programme: [
    { time: '13:00', title: msg`Doors open, coffee and the company market` },
    { time: '13:30', title: msg`Keynote: from campus to chip, careers in the Brainport region` },
    { time: '14:15', title: msg`Speed dates with recruiters and engineers` },
    { time: '15:30', title: msg`Workshops: your CV, your LinkedIn, your first interview` },
    { time: '16:30', title: msg`Lab tours and company talks` },
    { time: '17:15', title: msg`Drinks and networking` },
  ],
  platformSlug: 'beta-career-event-brabant-2027',
};

/** Whether the event is over at `now` (milliseconds). */
export function isPast(event: CareerEvent, now: number): boolean {
  return now >= Date.parse(event.endsAt);
}
