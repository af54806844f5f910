import type { ContactRequest, ContactResponse } from '@opstap/contracts';
import { platformRequest } from './client.ts';

/** POST /v1/contact-messages: the contact form. */
export function sendContactMessage(message: ContactRequest) {
  return platformRequest<ContactResponse>('contact', { body: message });
}
