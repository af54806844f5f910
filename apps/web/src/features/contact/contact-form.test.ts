import { describe, expect, it } from 'vitest';
import { getSession } from '../../api/get-session.ts';
import { sendContactMessage } from '../../api/send-contact-message.ts';
import { setMockScenario } from '../../mocks/scenario.ts';
import { withMockServer } from '../../mocks/with-mock-server.ts';
import {
  contactOutcome,
  EMPTY_CONTACT,
  prefillFromSession,
  toContactRequest,
  validateContact,
} from './contact-form.ts';

withMockServer();

const page = { language: 'en', country: 'gb' } as const;
const message = {
  name: 'Tom Baker',
  email: 'tom@kestrel.co.uk',
  subject: 'Company page',
  body: 'How do we add a video to our company page?',
};

describe('validateContact', () => {
  it('asks for every field, and for a body of at least 10 characters', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: { code: 'required' },
      email: { code: 'required' },
      subject: { code: 'required' },
      body: { code: 'required' },
    });
    expect(validateContact({ ...message, body: 'Help' })).toEqual({
      body: { code: 'too_short', min: 10, count: 4 },
    });
    expect(validateContact(message)).toEqual({});
  });
});

describe('a logged-in visitor', () => {
  it('gets name and email filled in (never over what they typed) and their id attached', async () => {
    setMockScenario({ session: 'logged-in' });
    const result = await getSession();
    if (result.kind !== 'success') throw new Error('expected a session');
    const prefilled = prefillFromSession({ ...EMPTY_CONTACT, email: 'typed@x.nl' }, result.data);
    expect(prefilled).toMatchObject({ name: 'Sanne de Vries', email: 'typed@x.nl' });
    expect(toContactRequest(message, result.data, page).userId).toBe('usr_48213');
  });

  it('an anonymous visitor sends no id and keeps empty fields', async () => {
    const result = await getSession();
    if (result.kind !== 'success') throw new Error('expected a session');
    expect(prefillFromSession(EMPTY_CONTACT, result.data)).toEqual(EMPTY_CONTACT);
    expect(toContactRequest(message, result.data, page)).not.toHaveProperty('userId');
  });
});

describe('contactOutcome', () => {
  it('is sent, invalid with the field, or error', async () => {
    const send = async () =>
      contactOutcome(await sendContactMessage(toContactRequest(message, undefined, page)), message);
    expect(await send()).toEqual({ status: 'sent' });
    setMockScenario({ outcome: 'invalid' });
    expect(await send()).toEqual({
      status: 'invalid',
      fieldErrors: { email: { code: 'unreachable' } },
    });
    setMockScenario({ outcome: 'server-error' });
    expect(await send()).toEqual({ status: 'error' });
  });
});
