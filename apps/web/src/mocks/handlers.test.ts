import {
  EmailSettings,
  LocationList,
  NPS_ASPECTS,
  OpportunityList,
  PopularPageList,
  Session,
  type EmployerLeadRequest,
} from '@opstap/contracts';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { addNpsFeedback } from '../api/add-nps-feedback.ts';
import { createEmployerLead } from '../api/create-employer-lead.ts';
import { getEmailSettings } from '../api/get-email-settings.ts';
import { getLatestOpportunities } from '../api/get-latest-opportunities.ts';
import { getLocations } from '../api/get-locations.ts';
import { getPopularPages } from '../api/get-popular-pages.ts';
import { getSession } from '../api/get-session.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';
import { submitNpsScore } from '../api/submit-nps-score.ts';
import { unsubscribe } from '../api/unsubscribe.ts';
import { updateEmailSettings } from '../api/update-email-settings.ts';
import { setMockScenario } from './scenario.ts';
import { withMockServer } from './with-mock-server.ts';

withMockServer();

const lead: EmployerLeadRequest = {
  name: 'Eva Jansen',
  role: 'Talent acquisition lead',
  email: 'eva.jansen@vlinderbank.nl',
  hiringNeed: '10-to-25',
  phone: '+31 6 12345678',
  captchaToken: 'test-captcha-token',
  language: 'nl',
  country: 'nl',
};

describe('content endpoints', () => {
  it('serve contract-valid, country-specific lists with localised platform links', async () => {
    const nl = await getLatestOpportunities('nl', 'nl');
    const gb = await getLatestOpportunities('en', 'gb');
    if (nl.kind !== 'success' || gb.kind !== 'success') throw new Error('expected success');
    expect(Value.Check(OpportunityList, nl.data)).toBe(true);
    expect(nl.data.items).toHaveLength(12);
    expect(nl.data.items[0]?.url).toMatch(/^https:\/\/app\.opstap\.nl\/vacature\//);
    expect(gb.data.items[0]?.url).toMatch(/^https:\/\/app\.opstap\.co\.uk\/opportunity\//);
    const published = nl.data.items.map((item) => Date.parse(item.publishedAt));
    expect(published).toEqual([...published].sort((a, b) => b - a));

    const pages = await getPopularPages('en', 'nl');
    const places = await getLocations('nl', 'gb');
    if (pages.kind !== 'success' || places.kind !== 'success') throw new Error('expected success');
    expect(Value.Check(PopularPageList, pages.data)).toBe(true);
    expect(Value.Check(LocationList, places.data)).toBe(true);
    expect(places.data.items.map((place) => place.city)).toContain('Manchester');
  });

  it('answer empty lists and server errors when told to', async () => {
    setMockScenario({ outcome: 'empty' });
    expect(await getLocations('nl', 'nl')).toEqual({ kind: 'success', data: { items: [] } });
    setMockScenario({ outcome: 'server-error' });
    expect(await getPopularPages('nl', 'nl')).toEqual({ kind: 'error', status: 500, code: 'server_error' });
  });
});

describe('employer lead', () => {
  it('accepts a valid lead and checks a wrong one against the contract', async () => {
    expect(await createEmployerLead(lead)).toMatchObject({
      kind: 'success',
      data: { id: expect.any(String) },
    });
    const wrong = { ...lead, email: 'eva@', phone: '' };
    expect(await createEmployerLead(wrong)).toEqual({
      kind: 'invalid',
      fieldErrors: { email: 'format', phone: 'format' },
    });
  });

  it('checks the contract’s rules beyond the schema: characters as people see them, phone numbers', async () => {
    expect(
      await createEmployerLead({ ...lead, name: '😀'.repeat(60), phone: '(020) 123 4567' }),
    ).toMatchObject({
      kind: 'success',
    });
    expect(await createEmployerLead({ ...lead, name: '😀'.repeat(101), phone: '06 1234567' })).toEqual({
      kind: 'invalid',
      fieldErrors: { name: 'too_long', phone: 'format' },
    });
  });

  it.each([
    ['invalid', { kind: 'invalid', fieldErrors: { email: 'unreachable', phone: 'unreachable' } }],
    ['server-error', { kind: 'error', status: 500, code: 'server_error' }],
    ['captcha-failed', { kind: 'captcha_failed' }],
  ] as const)('answers the %s scenario', async (outcome, expected) => {
    setMockScenario({ outcome });
    expect(await createEmployerLead(lead)).toEqual(expected);
  });

  it('waits in the slow scenario', async () => {
    setMockScenario({ delayMs: 300 });
    const started = performance.now();
    await createEmployerLead(lead);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });
});

describe('contact and session', () => {
  it('knows the visitor only in the logged-in scenario', async () => {
    expect(await getSession()).toEqual({ kind: 'success', data: { authenticated: false } });
    setMockScenario({ session: 'logged-in' });
    const session = await getSession();
    if (session.kind !== 'success') throw new Error('expected success');
    expect(Value.Check(Session, session.data)).toBe(true);
    expect(session.data).toMatchObject({ authenticated: true, user: { name: 'Sanne de Vries' } });
  });

  it('takes a message and refuses a too short body', async () => {
    const message = {
      name: 'Tom',
      email: 'tom@example.com',
      subject: 'Question',
      body: 'How do I delete my profile?',
      language: 'en',
      country: 'gb',
    } as const;
    expect((await sendContactMessage(message)).kind).toBe('success');
    expect(await sendContactMessage({ ...message, body: 'Hi' })).toEqual({
      kind: 'invalid',
      fieldErrors: { body: 'too_short' },
    });
  });
});

describe('NPS', () => {
  it('stores a score, then takes feedback with the audience’s own aspects only', async () => {
    const score = await submitNpsScore({ audience: 'recruiter', score: 9, language: 'nl' });
    if (score.kind !== 'success') throw new Error('expected success');
    const own = Object.fromEntries(NPS_ASPECTS.recruiter.map((aspect) => [aspect, 4]));
    expect(await addNpsFeedback(score.data.id, { reason: 'Snelle reacties', ratings: own })).toEqual({
      kind: 'success',
      data: undefined,
    });
    expect(await addNpsFeedback(score.data.id, { ratings: { 'discovering-jobs': 3 } })).toEqual({
      kind: 'invalid',
      fieldErrors: { ratings: 'not_allowed' },
    });
    expect(await addNpsFeedback('nps_unknown', {})).toEqual({
      kind: 'error',
      status: 404,
      code: 'unknown_token',
    });
  });

  it('refuses a score outside 0–10', async () => {
    expect(await submitNpsScore({ audience: 'job-seeker', score: 11, language: 'en' })).toEqual({
      kind: 'invalid',
      fieldErrors: { score: 'format' },
    });
  });
});

describe('email settings and unsubscribe', () => {
  it('tells plain and branded settings apart by token, and refuses unknown tokens', async () => {
    const plain = await getEmailSettings('demo-token-1234');
    const branded = await getEmailSettings('branded-demo-1234');
    if (plain.kind !== 'success' || branded.kind !== 'success') throw new Error('expected success');
    expect(Value.Check(EmailSettings, plain.data)).toBe(true);
    expect(plain.data.companyName).toBeUndefined();
    expect(branded.data).toMatchObject({
      companyName: 'Vlinder Bank',
      subjects: [{ subject: 'job_alert' }, { subject: 'company_content' }],
    });
    expect(await getEmailSettings('short')).toEqual({ kind: 'error', status: 404, code: 'unknown_token' });
  });

  it('saves settings and unsubscribes; the failure modes answer as the platform would', async () => {
    const token = 'demo-token-1234';
    expect(
      (await updateEmailSettings({ token, subjects: [{ subject: 'likes', enabled: false }] })).kind,
    ).toBe('success');
    expect((await unsubscribe({ token, subject: 'job_alert', companyName: 'Vlinder Bank' })).kind).toBe(
      'success',
    );
    expect(await unsubscribe({ token, subject: 'spam' as 'likes' })).toEqual({
      kind: 'invalid',
      fieldErrors: { subject: 'not_allowed' },
    });
    setMockScenario({ outcome: 'unknown-token' });
    expect(await unsubscribe({ token, subject: 'likes' })).toEqual({
      kind: 'error',
      status: 404,
      code: 'unknown_token',
    });
  });
});
