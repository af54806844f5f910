import { contentHandlers } from './handlers/content.ts';
import { emailHandlers } from './handlers/email.ts';
import { formHandlers } from './handlers/forms.ts';
import { surveyHandlers } from './handlers/surveys.ts';

/**
 * Every platform endpoint the site calls (`PLATFORM_ENDPOINTS`), mocked in one place: the dev server's
 * service worker, the end-to-end build and the unit tests' Node server all use this list.
 */
export const handlers = [...formHandlers, ...surveyHandlers, ...emailHandlers, ...contentHandlers];
