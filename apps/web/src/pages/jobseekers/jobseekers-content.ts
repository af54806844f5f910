import { msg } from '@lingui/core/macro';
import type { Feature } from '../../components/content/feature-grid.tsx';

/** The claims that speak to job seekers, by their ids in the market's content file (content/proof/). */
export const JOBSEEKER_FIGURE_IDS = [
  'job-seekers',
  'companies',
  'jobs',
  'monthly-active-users',
  'response-rate',
];

/** What a job seeker gets (docs/requirements/site.md#audiences-and-claims). */
export const JOBSEEKER_FEATURES: readonly Feature[] = [
  {
    title: msg`Create your profile`,
    icon: 'user-round',
    text: msg`Add your studies, skills and what you are looking for. One profile, and companies can find you.`,
  },
  {
    title: msg`Get matched`,
    icon: 'sparkles',
    text: msg`We match you on your profile and preferences, so you see the opportunities that really fit you first.`,
  },
  {
    title: msg`Be approached by recruiters`,
    icon: 'message-circle',
    text: msg`Recruiters invite you for jobs that suit you. You decide whether you want to talk.`,
  },
  {
    title: msg`Connect with companies`,
    icon: 'building-2',
    text: msg`Follow the companies you like and be the first to hear about their openings and events.`,
  },
  {
    title: msg`Chat with companies`,
    icon: 'messages-square',
    text: msg`Ask your questions directly to the people you would work with, before you apply.`,
  },
];

/**
 * The FAQ's seven items (docs/requirements/site.md#audiences-and-claims), held in the catalogs like every
 * other text.
 */
export const FAQ = [
  {
    question: msg`Is Opstap free for students and graduates?`,
    answer: msg`Yes. Creating a profile, applying, chatting with companies and using the AI career coach are free, always. Employers pay for our services, you never do.`,
  },
  {
    question: msg`Who is Opstap for?`,
    answer: msg`For students and graduates with 0 to 3 years of work experience who are looking for a job, internship, traineeship, graduate scheme or career event.`,
  },
  {
    question: msg`How does matching work?`,
    answer: msg`We compare your profile and preferences, such as your studies, skills, location and the kind of work you want, with what companies are looking for. The better your profile, the better your matches.`,
  },
  {
    question: msg`How do recruiters find me?`,
    answer: msg`Recruiters search for profiles that fit their openings and can send you an invitation. You choose whether to reply, and you can hide your profile from companies you do not want to see it.`,
  },
  {
    question: msg`What happens to my data?`,
    answer: msg`Your profile is yours. You decide what companies see, and you can change or delete your profile at any time. We handle your data under the GDPR.`,
  },
  {
    question: msg`Can I talk to a company before I apply?`,
    answer: msg`Yes. Send a message through the chat on a company page or vacancy and someone from the team will answer your questions.`,
  },
  {
    question: msg`What is the AI career coach?`,
    answer: msg`A chat assistant that helps you choose a direction, improve your CV and motivation letter and prepare for interviews, any time of day.`,
  },
] as const;
