import { PLATFORM_ORIGINS, type Country } from '@opstap/routes';

/** The platform's notification settings (the unsubscribed page's tip, and the expired-link messages). */
export const notificationSettingsLink = (country: Country) =>
  `${PLATFORM_ORIGINS[country]}/settings/notifications`;

/** The app itself: the platform's home for a logged-in person. */
export const appLink = (country: Country) => `${PLATFORM_ORIGINS[country]}/`;
