import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnyEmailSubject } from '@opstap/contracts';

/**
 * Each email subject of spec section 2: its name in the settings, and what stops when a person
 * unsubscribes (the unsubscribed page's variant). Branded ones name the company as `{company}`.
 */
export const EMAIL_SUBJECT_TEXT: Record<
  AnyEmailSubject,
  { readonly name: MessageDescriptor; readonly stopped: MessageDescriptor }
> = {
  account_reminders: {
    name: msg`Account reminders`,
    stopped: msg`You will no longer receive reminders about your account.`,
  },
  company_page: {
    name: msg`Company page updates`,
    stopped: msg`You will no longer receive updates about your company page.`,
  },
  likes: {
    name: msg`Likes`,
    stopped: msg`You will no longer receive an email when someone likes your profile.`,
  },
  matching_companies: {
    name: msg`Matching companies`,
    stopped: msg`You will no longer receive emails about companies that match your profile.`,
  },
  matching_opportunities: {
    name: msg`Matching opportunities`,
    stopped: msg`You will no longer receive emails about opportunities that match your profile.`,
  },
  opportunity_management: {
    name: msg`Managing your opportunities`,
    stopped: msg`You will no longer receive emails about managing your opportunities.`,
  },
  opportunity_reminders: {
    name: msg`Opportunity reminders`,
    stopped: msg`You will no longer receive reminders about opportunities and their deadlines.`,
  },
  profile_reminders: {
    name: msg`Profile reminders`,
    stopped: msg`You will no longer receive reminders to complete your profile.`,
  },
  personal_messages: {
    name: msg`Personal messages`,
    stopped: msg`You will no longer receive an email when someone sends you a personal message.`,
  },
  profile_views: {
    name: msg`Profile views`,
    stopped: msg`You will no longer receive an email when a company views your profile.`,
  },
  updates: {
    name: msg`News and updates`,
    stopped: msg`You will no longer receive news and updates from Opstap.`,
  },
  shortlists: { name: msg`Shortlists`, stopped: msg`You will no longer receive emails about shortlists.` },
  surveys: { name: msg`Surveys`, stopped: msg`You will no longer receive surveys from Opstap.` },
  default: { name: msg`These emails`, stopped: msg`You will no longer receive these emails.` },
  job_alert: {
    name: msg`Job alerts from {company}`,
    stopped: msg`You will no longer receive job alerts from {company}.`,
  },
  company_content: {
    name: msg`News from {company}`,
    stopped: msg`You will no longer receive news and stories from {company}.`,
  },
};
