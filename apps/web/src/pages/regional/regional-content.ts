import { msg } from '@lingui/core/macro';
import type { Feature } from '../../components/content/feature-grid.tsx';

/**
 * What a visitor finds on the platform's events pages (docs/requirements/site.md#audiences-and-claims): the
 * product itself, shown while no edition of the career event is announced.
 */
export const EVENT_KINDS: readonly Feature[] = [
  {
    title: msg`Career events`,
    icon: 'calendar',
    text: msg`Meet many employers in one afternoon: talks, speed dates and questions you can ask face to face.`,
  },
  {
    title: msg`In-house days`,
    icon: 'building-2',
    text: msg`Spend a day at one company: see where you would work and meet the people you would work with.`,
  },
  {
    title: msg`Business courses`,
    icon: 'graduation-cap',
    text: msg`Work on a real business case with a company's team, and show what you can do.`,
  },
];

/** How a visitor takes part in an event through the platform. */
export const EVENT_STEPS = [
  msg`Create your free Opstap profile, with your studies and what you are looking for.`,
  msg`Follow the companies you like: you hear first when they announce an event.`,
  msg`Register on the event's page on Opstap. Free for students and graduates.`,
] as const;
