import { msg } from '@lingui/core/macro';
import type { Feature } from '../../components/content/feature-grid.tsx';

/** The claims that speak to employers, by their ids in the market's content file (content/proof/). */
export const EMPLOYER_CLAIM_IDS = ['better-results', 'cost-per-hire', 'time-per-hire', 'application-quality'];

/** How many people an employer reaches, by their ids in the market's content file. */
export const EMPLOYER_REACH_IDS = ['job-seekers', 'monthly-active-users', 'response-rate', 'companies'];

/** Every employer promise (docs/requirements/site.md#audiences-and-claims); prices are never shown. */
export const EMPLOYER_PROMISES: readonly Feature[] = [
  {
    title: msg`Post jobs for free`,
    icon: 'briefcase',
    tag: msg`Free`,
    text: msg`Publish as many jobs, internships and traineeships as you like. They reach students and graduates with 0 to 3 years of experience straight away.`,
  },
  {
    title: msg`Promote jobs with office photos`,
    icon: 'rocket',
    tag: msg`Paid`,
    text: msg`Put your vacancies at the top of search results and emails, shown with photos of your office and team, so candidates see where they will work.`,
  },
  {
    title: msg`Approach candidates yourself`,
    icon: 'search',
    tag: msg`On request`,
    text: msg`Search profiles by study, skills and availability and invite the people you want: 35% of them reply.`,
  },
  {
    title: msg`Build your own talent community`,
    icon: 'users',
    text: msg`Everyone who follows, likes or applies to you joins your branded talent community, so you can reach them again with job alerts and company news.`,
  },
  {
    title: msg`AI-powered matching`,
    icon: 'brain-circuit',
    text: msg`Our matching reads profiles and preferences and brings you the candidates who fit your role, before they have even started searching.`,
  },
  {
    title: msg`A company page with photos and video`,
    icon: 'image',
    text: msg`Tell your story with photos, video and your colleagues' own words. Candidates who know you apply better.`,
  },
  {
    title: msg`Works with your ATS and CRM`,
    icon: 'plug',
    text: msg`Applications flow into your applicant tracking or candidate relationship system. No copying, no double work.`,
  },
  {
    title: msg`One flat annual fee`,
    icon: 'receipt',
    text: msg`No fee per vacancy or per hire: one annual fee that scales with the size of your company. Ask us for a quote that fits.`,
  },
  {
    title: msg`Plug and play: live within a day`,
    icon: 'zap',
    text: msg`We set up your company page and connect your systems with you, so you can be live within a day.`,
  },
  {
    title: msg`GDPR-proof: candidates own their profiles`,
    icon: 'shield-check',
    text: msg`Candidates decide what they share and with whom, and can delete their profile at any time. You only see what they chose to show.`,
  },
];
