import type { ScreenName } from '@opstap/routes';
import type { ComponentType } from 'react';

/**
 * Every screen's lazy page, one chunk each (`static/js/<screen>.<hash>.chunk.js`). The mapped type over
 * the route table's SCREEN_NAMES makes a missing or misspelt screen a type error.
 */
export const PAGES: { readonly [S in ScreenName]: () => Promise<ComponentType> } = {
  jobseekers: () => import('./jobseekers/jobseekers-page.tsx').then((m) => m.JobseekersPage),
  employers: () => import('./employers/employers-page.tsx').then((m) => m.EmployersPage),
  'new-employers': () => import('./new-employers/new-employers-page.tsx').then((m) => m.NewEmployersPage),
  press: () => import('./press/press-page.tsx').then((m) => m.PressPage),
  'golden-ticket': () => import('./golden-ticket/golden-ticket-page.tsx').then((m) => m.GoldenTicketPage),
  regional: () => import('./regional/regional-page.tsx').then((m) => m.RegionalPage),
  locations: () => import('./locations/locations-page.tsx').then((m) => m.LocationsPage),
  'latest-jobs': () => import('./latest-jobs/latest-jobs-page.tsx').then((m) => m.LatestJobsPage),
  'most-popular': () => import('./most-popular/most-popular-page.tsx').then((m) => m.MostPopularPage),
  'nps-recruiters': () => import('./nps-recruiters/nps-recruiters-page.tsx').then((m) => m.NpsRecruitersPage),
  'nps-job-seekers': () =>
    import('./nps-job-seekers/nps-job-seekers-page.tsx').then((m) => m.NpsJobSeekersPage),
  'email-settings': () => import('./email-settings/email-settings-page.tsx').then((m) => m.EmailSettingsPage),
  'email-settings-updated': () =>
    import('./email-settings-updated/email-settings-updated-page.tsx').then(
      (m) => m.EmailSettingsUpdatedPage,
    ),
  'branded-email-settings': () =>
    import('./branded-email-settings/branded-email-settings-page.tsx').then(
      (m) => m.BrandedEmailSettingsPage,
    ),
  'branded-email-settings-updated': () =>
    import('./branded-email-settings-updated/branded-email-settings-updated-page.tsx').then(
      (m) => m.BrandedEmailSettingsUpdatedPage,
    ),
  'tracking-debug': () => import('./tracking-debug/tracking-debug-page.tsx').then((m) => m.TrackingDebugPage),
  contact: () => import('./contact/contact-page.tsx').then((m) => m.ContactPage),
  unsubscribe: () => import('./unsubscribe/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
  unsubscribed: () => import('./unsubscribed/unsubscribed-page.tsx').then((m) => m.UnsubscribedPage),
  privacy: () => import('./privacy/privacy-page.tsx').then((m) => m.PrivacyPage),
  terms: () => import('./terms/terms-page.tsx').then((m) => m.TermsPage),
  cookies: () => import('./cookies/cookies-page.tsx').then((m) => m.CookiesPage),
  'not-found': () => import('./not-found/not-found-page.tsx').then((m) => m.NotFoundPage),
};
