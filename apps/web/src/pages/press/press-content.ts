import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The figures for quoting, by their ids in the market's content file (content/proof/). */
export const PRESS_FIGURE_IDS = ['job-seekers', 'jobs', 'companies', 'monthly-active-users'];

/**
 * What Opstap does, for a journalist's fact sheet: the product as the specification describes it
 * (docs/requirements/site.md#audiences-and-claims), one line each.
 */
export const PRESS_FACTS: {
  readonly jobSeekers: readonly MessageDescriptor[];
  readonly employers: readonly MessageDescriptor[];
} = {
  jobSeekers: [
    msg`One profile to find jobs, internships, traineeships, graduate schemes and events`,
    msg`Matched on their profile and preferences`,
    msg`Approached by recruiters, and able to chat with companies`,
    msg`An AI career coach, free like everything for job seekers`,
  ],
  employers: [
    msg`Post jobs for free; promote them with office photos`,
    msg`Approach candidates and build a branded talent community`,
    msg`A company page with photos and video; links with ATS and CRM systems`,
    msg`One flat annual fee that scales with company size, live within a day`,
  ],
};

/** The brand colours a journalist may need (docs/brand.md). */
export const PRESS_COLOURS = [
  { name: 'Opstap blue', hex: '#2449D8' },
  { name: 'Ink', hex: '#0E1A3A' },
  { name: 'Sun', hex: '#FFB020' },
  { name: 'Mist', hex: '#EEF2FE' },
] as const;

/** The press kit's files, under public/. */
export const PRESS_LOGOS = [
  { file: 'opstap-logo', label: msg`Logo, for light backgrounds` },
  { file: 'opstap-logo-white', label: msg`Logo, for dark backgrounds` },
  { file: 'opstap-mark', label: msg`Mark only` },
] as const;
