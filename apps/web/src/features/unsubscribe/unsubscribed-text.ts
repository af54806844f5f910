import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AnyEmailSubject } from '@opstap/contracts';

/**
 * What stops when a person unsubscribes from each email subject: the unsubscribed page's variants
 * (docs/requirements/forms.md#unsubscribe). Branded ones name the company as `{company}`.
 */
export const UNSUBSCRIBED_TEXT: Record<AnyEmailSubject, MessageDescriptor> = {
  account_reminders: msg`You will no longer receive reminders about your account.`,
  company_page: msg`You will no longer receive updates about your company page.`,
  likes: msg`You will no longer receive an email when someone likes your profile.`,
  matching_companies: msg`You will no longer receive emails about companies that match your profile.`,
  matching_opportunities: msg`You will no longer receive emails about opportunities that match your profile.`,
  opportunity_management: msg`You will no longer receive emails about managing your opportunities.`,
  opportunity_reminders: msg`You will no longer receive reminders about opportunities and their deadlines.`,
  profile_reminders: msg`You will no longer receive reminders to complete your profile.`,
  personal_messages: msg`You will no longer receive an email when someone sends you a personal message.`,
  profile_views: msg`You will no longer receive an email when a company views your profile.`,
  updates: msg`You will no longer receive news and updates from Opstap.`,
  shortlists: msg`You will no longer receive emails about shortlists.`,
  surveys: msg`You will no longer receive surveys from Opstap.`,
  default: msg`You will no longer receive these emails.`,
  job_alert: msg`You will no longer receive job alerts from {company}.`,
  company_content: msg`You will no longer receive news and stories from {company}.`,
};
