import { describe, expect, it } from 'vitest';
import { unsubscribe } from '../../api/unsubscribe.ts';
import { setMockScenario } from '../../mocks/scenario.ts';
import { withMockServer } from '../../mocks/with-mock-server.ts';
import {
  parseUnsubscribeLink,
  toUnsubscribeRequest,
  unsubscribedQuery,
  unsubscribeResult,
} from './unsubscribe-flow.ts';

withMockServer();

describe('parseUnsubscribeLink', () => {
  it('reads a plain and a branded link', () => {
    expect(parseUnsubscribeLink('?token=abcdefgh12&subject=profile_views')).toEqual({
      token: 'abcdefgh12',
      subject: 'profile_views',
    });
    expect(parseUnsubscribeLink('?token=abcdefgh12&subject=job_alert&company=Vlinder+Bank')).toEqual({
      token: 'abcdefgh12',
      subject: 'job_alert',
      companyName: 'Vlinder Bank',
    });
  });

  it('falls back to the default subject, and drops a company from a plain subject', () => {
    expect(parseUnsubscribeLink('?token=abcdefgh12&subject=spam')).toEqual({
      token: 'abcdefgh12',
      subject: 'default',
    });
    expect(parseUnsubscribeLink('?token=abcdefgh12&subject=company_content')).toEqual({
      token: 'abcdefgh12',
      subject: 'default',
    });
    expect(parseUnsubscribeLink('?subject=likes&company=Acme')).toEqual({ token: '', subject: 'likes' });
  });

  it('passes subject and company on to the unsubscribed page, without the token', () => {
    const link = parseUnsubscribeLink('?token=abcdefgh12&subject=company_content&company=Kestrel+%26+Co');
    expect(unsubscribedQuery(link)).toBe('subject=company_content&company=Kestrel+%26+Co');
  });
});

describe('unsubscribe against the mocked platform', () => {
  const link = parseUnsubscribeLink('?token=abcdefgh12&subject=job_alert&company=Vlinder+Bank');

  it('is done when the platform accepts it', async () => {
    expect(unsubscribeResult(await unsubscribe(toUnsubscribeRequest(link)))).toEqual({ step: 'done' });
  });

  it('says expired for an unknown token, error for anything else', async () => {
    setMockScenario({ outcome: 'unknown-token' });
    expect(unsubscribeResult(await unsubscribe(toUnsubscribeRequest(link)))).toEqual({
      step: 'confirm',
      sending: false,
      problem: 'expired',
    });
    setMockScenario({ outcome: 'server-error' });
    expect(unsubscribeResult(await unsubscribe(toUnsubscribeRequest(link)))).toMatchObject({
      problem: 'error',
    });
  });
});
