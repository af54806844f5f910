import type { EmailSettingsUpdate } from '@opstap/contracts';
import { platformRequest } from './client.ts';

/** PUT /v1/email-settings: saves which subjects the recipient still wants. */
export function updateEmailSettings(update: EmailSettingsUpdate) {
  return platformRequest<undefined>('updateEmailSettings', { body: update });
}
