/** The site's name, as shown in titles. */
export const SITE_NAME = 'Opstap';
