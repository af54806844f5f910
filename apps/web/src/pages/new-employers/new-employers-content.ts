import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from '../../components/content/icon-names.ts';

/** Live within a day (docs/requirements/site.md#audiences-and-claims): the day, step by step. */
export const ONBOARDING_DAY: readonly { time: string; title: MessageDescriptor; text: MessageDescriptor }[] =
  [
    {
      time: '09:00',
      title: msg`A call with your adviser`,
      text: msg`Thirty minutes: who you hire, where, and which systems you use.`,
    },
    {
      time: '11:00',
      title: msg`Your company page is built`,
      text: msg`We fill it with your photos, video and story; you approve it.`,
    },
    {
      time: '14:00',
      title: msg`Your ATS or CRM is connected`,
      text: msg`Jobs come in and applications go out automatically.`,
    },
    {
      time: '17:00',
      title: msg`You are live and matched`,
      text: msg`Your jobs reach matching candidates and you can approach them yourself.`,
    },
  ];

/** What every company gets, whatever its size. The fee scales with company size (docs/requirements/site.md#audiences-and-claims);
 * the specification names no size bands, so the page names none. */
export const INCLUDED: readonly MessageDescriptor[] = [
  msg`Unlimited job posts, internships and traineeships`,
  msg`Your company page with photos and video`,
  msg`AI-powered matching and approaching candidates`,
  msg`Your branded talent community`,
  msg`The link with your ATS or CRM`,
  msg`A personal adviser`,
];

/** The GDPR stance: candidates own their profiles. */
export const PRIVACY: readonly { icon: IconName; text: MessageDescriptor }[] = [
  {
    icon: 'user-round',
    text: msg`Candidates own their profiles: they decide what you see, and can delete everything at any time.`,
  },
  {
    icon: 'shield-check',
    text: msg`Candidates' data is handled under the GDPR; the privacy statement says where and by whom.`,
  },
  { icon: 'check', text: msg`You only see what candidates chose to share, and only while they share it.` },
];
