import { msg } from '@lingui/core/macro';
import type { Feature } from '../../components/content/feature-grid.tsx';
import type { Stat } from '../../components/content/stat-band.tsx';
import type { Testimonial } from '../../components/content/testimonials.tsx';

/** The claims that speak to employers (docs/requirements/site.md#audiences-and-claims). */
export const EMPLOYER_CLAIMS: readonly Stat[] = [
  { figure: msg`10x`, label: msg`better results than traditional job boards` },
  { figure: msg`80%`, label: msg`lower cost per hire` },
  { figure: msg`70%`, label: msg`lower time per hire` },
  { figure: msg`73%`, label: msg`higher application quality` },
];

/** How many people an employer reaches (docs/requirements/site.md#audiences-and-claims). */
export const EMPLOYER_REACH: readonly Stat[] = [
  { figure: msg`400,000+`, label: msg`students and young professionals` },
  { figure: msg`15,000+`, label: msg`monthly active users` },
  { figure: msg`35%`, label: msg`average response rate when you approach a candidate` },
  { figure: msg`5,000+`, label: msg`companies already recruit on Opstap` },
];

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
    text: msg`We set up your company page and connect your systems with you. Most employers are live the same day.`,
  },
  {
    title: msg`GDPR-proof: candidates own their profiles`,
    icon: 'shield-check',
    text: msg`Candidates decide what they share and with whom, and can delete their profile at any time. You only see what they chose to show.`,
  },
];

/** Illustrative quotes from recruiters (the section marks them as such). */
export const EMPLOYER_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: msg`We filled eight traineeships in six weeks. Candidates reply to our invitations, and they arrive at the interview knowing who we are.`,
    name: 'Mark',
    role: msg`Recruitment lead, Vlinder Bank`,
    person: 'mark',
  },
  {
    quote: msg`Our company page and the ATS link were live the same day. Applications land in our own system, so nobody copies anything.`,
    name: 'Eva',
    role: msg`Talent acquisition, Groenstroom Energie`,
    person: 'eva',
  },
  {
    quote: msg`The matching brings us graduates we would never have found on a job board, and the talent community keeps them close.`,
    name: 'James',
    role: msg`HR manager, Kestrel Software`,
    person: 'james',
  },
];
