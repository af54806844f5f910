import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnyEmailSubject } from '@opstap/contracts';

/**
 * Each email subject's name, as the email settings and the unsubscribe question show it
 * (docs/requirements/forms.md#email-settings). Branded ones name the company as `{company}`.
 */
export const EMAIL_SUBJECT_NAMES: Record<AnyEmailSubject, MessageDescriptor> = {
  account_reminders: msg`Account reminders`,
  company_page: msg`Company page updates`,
  likes: msg`Likes`,
  matching_companies: msg`Matching companies`,
  matching_opportunities: msg`Matching opportunities`,
  opportunity_management: msg`Managing your opportunities`,
  opportunity_reminders: msg`Opportunity reminders`,
  profile_reminders: msg`Profile reminders`,
  personal_messages: msg`Personal messages`,
  profile_views: msg`Profile views`,
  updates: msg`News and updates`,
  shortlists: msg`Shortlists`,
  surveys: msg`Surveys`,
  default: msg`These emails`,
  job_alert: msg`Job alerts from {company}`,
  company_content: msg`News from {company}`,
};
