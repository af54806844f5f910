import {
  BRANDED_EMAIL_SUBJECTS,
  EMAIL_SUBJECTS,
  type EmailSettings,
  type SessionUser,
} from '@opstap/contracts';

/** The logged-in visitor of the `logged-in` session scenario. */
export const LOGGED_IN_USER: SessionUser = {
  id: 'usr_48213',
  name: 'Sanne de Vries',
  email: 'sanne.devries@student.uva.nl',
  type: 'jobseeker',
};

/** Tokens starting with this are branded email links (a company's own mail). */
export const BRANDED_TOKEN_PREFIX = 'branded-';
/** The company whose branded emails the mocks answer for. */
export const BRANDED_COMPANY = 'Vlinder Bank';

/** A recipient's current settings: most subjects on, a few turned off earlier. */
export function emailSettingsFor(token: string): EmailSettings {
  if (token.startsWith(BRANDED_TOKEN_PREFIX)) {
    return {
      email: LOGGED_IN_USER.email,
      companyName: BRANDED_COMPANY,
      subjects: BRANDED_EMAIL_SUBJECTS.map((subject) => ({ subject, enabled: true })),
    };
  }
  const off = new Set<string>(['likes', 'profile_views', 'surveys']);
  return {
    email: LOGGED_IN_USER.email,
    subjects: EMAIL_SUBJECTS.filter((subject) => subject !== 'default').map((subject) => ({
      subject,
      enabled: !off.has(subject),
    })),
  };
}
