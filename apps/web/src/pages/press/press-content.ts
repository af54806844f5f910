import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The figures for quoting, by their ids in the market's content file (content/proof/). */
export const PRESS_FIGURE_IDS = ['job-seekers', 'jobs', 'companies', 'monthly-active-users'];

/** Recent news, newest first (dates ISO 8601). */
export const PRESS_NEWS: readonly { date: string; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    date: '2026-11-03',
    title: msg`Opstap launches its AI career coach for every student`,
    text: msg`The coach helps students choose a direction, improve their CV and prepare for interviews, free and at any hour.`,
  },
  {
    date: '2026-09-15',
    title: msg`400,000 students and young professionals now on Opstap`,
    text: msg`The network passed 400,000 members and 5,000 employers in the Netherlands and the United Kingdom.`,
  },
  {
    date: '2026-06-02',
    title: msg`Employers live within a day with the new ATS and CRM links`,
    text: msg`Jobs and applications now flow between Opstap and the systems employers already use.`,
  },
];

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
