import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScreenName } from '@opstap/routes';

/** Each screen's `<title>` and meta description, in the main chunk so the head is known before the page. */
export const SCREEN_META: {
  readonly [S in ScreenName]: { title: MessageDescriptor; description: MessageDescriptor };
} = {
  jobseekers: {
    title: msg`Jobs, internships and traineeships for students and graduates`,
    description: msg`Create your profile, get matched with companies and find jobs, internships, traineeships, graduate schemes and events.`,
  },
  employers: {
    title: msg`Recruit students and young professionals`,
    description: msg`Post jobs for free and reach 400,000+ students and professionals. 35% response rate, 80% lower cost per hire.`,
  },
  'new-employers': {
    title: msg`Your talent community with AI-powered matching`,
    description: msg`A branded talent community, AI-powered matching and a flat annual fee. Start within a day.`,
  },
  press: {
    title: msg`Press and about us`,
    description: msg`About Opstap, the career network for students and young professionals, and our press information.`,
  },
  'golden-ticket': {
    title: msg`Golden ticket`,
    description: msg`Win a golden ticket and meet the companies you want to work for.`,
  },
  regional: {
    title: msg`Regional career event`,
    description: msg`Meet employers in your region at our career event.`,
  },
  locations: {
    title: msg`Jobs and internships by location`,
    description: msg`Find jobs and internships in the cities where you want to live and work.`,
  },
  'latest-jobs': {
    title: msg`Newest opportunities`,
    description: msg`The most recent jobs, internships and traineeships for students and graduates.`,
  },
  'most-popular': {
    title: msg`Most popular pages`,
    description: msg`The pages other students and young professionals visit most.`,
  },
  'nps-recruiters': {
    title: msg`Recruiter survey`,
    description: msg`Tell us how likely you are to recommend Opstap to a colleague.`,
  },
  'nps-job-seekers': {
    title: msg`Job seeker survey`,
    description: msg`Tell us how likely you are to recommend Opstap to a friend.`,
  },
  'email-settings': {
    title: msg`Email settings`,
    description: msg`Choose which emails you receive from Opstap.`,
  },
  'email-settings-updated': {
    title: msg`Email settings updated`,
    description: msg`Your email settings are saved.`,
  },
  'branded-email-settings': {
    title: msg`Email settings`,
    description: msg`Choose which emails you receive from this company.`,
  },
  'branded-email-settings-updated': {
    title: msg`Email settings updated`,
    description: msg`Your email settings are saved.`,
  },
  'tracking-debug': {
    title: msg`Tracking debug`,
    description: msg`Performance and warning reports of this page.`,
  },
  contact: {
    title: msg`Contact`,
    description: msg`Questions about Opstap? Send us a message.`,
  },
  privacy: {
    title: msg`Privacy statement`,
    description: msg`What the Opstap website collects about you, why, who receives it, how long it is kept and your rights.`,
  },
  terms: {
    title: msg`Terms of use`,
    description: msg`The terms of use of the Opstap website: what its content means and how to use it fairly.`,
  },
  cookies: {
    title: msg`Cookie statement`,
    description: msg`The Opstap website sets no cookies of its own. Everything it stores on your device, and why.`,
  },
  unsubscribe: {
    title: msg`Unsubscribe`,
    description: msg`Stop receiving these emails from Opstap.`,
  },
  unsubscribed: {
    title: msg`Unsubscribed`,
    description: msg`You will no longer receive these emails.`,
  },
  'not-found': {
    title: msg`Page not found`,
    description: msg`The page you are looking for does not exist or has moved.`,
  },
};
