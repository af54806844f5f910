import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NpsAspect } from '@opstap/contracts';

/**
 * The rated aspects (docs/requirements/forms.md#nps-survey), per audience plus the two both audiences rate.
 */
export const ASPECT_LABELS: Record<NpsAspect, MessageDescriptor> = {
  'discovering-jobs': msg`Discovering jobs`,
  'search-quality': msg`Quality of search results and recommendations`,
  'relevant-job-count': msg`Number of relevant jobs`,
  'job-company-information': msg`Information about jobs and companies`,
  'recruiter-interaction': msg`Interaction with recruiters`,
  'discovering-jobseekers': msg`Discovering job seekers`,
  'candidate-quality': msg`Quality of candidates`,
  'application-count': msg`Number of applications`,
  'jobseeker-profiles': msg`Job seeker profiles`,
  'jobseeker-interaction': msg`Interaction with job seekers`,
  'service-support': msg`Service and support`,
  'emails-received': msg`Emails you receive from us`,
};

/** The 1–5 scale's ends, read with each rating button. */
export const RATING_LABELS: Record<number, MessageDescriptor> = {
  1: msg`1, poor`,
  2: msg`2`,
  3: msg`3`,
  4: msg`4`,
  5: msg`5, excellent`,
};

/** The 0–10 scale's ends, read with their number: the visible legend under the scale is decoration. */
export const SCORE_LABELS: Partial<Record<number, MessageDescriptor>> = {
  0: msg`0, not at all likely`,
  10: msg`10, extremely likely`,
};
