import { beforeAll, describe, expect, it } from 'vitest';
import { withMockServer } from '../../mocks/with-mock-server.ts';
import { setMockScenario } from '../../mocks/scenario.ts';
import { createEmployerLead } from '../../api/create-employer-lead.ts';
import { EMPTY_LEAD, leadOutcome, toLeadRequest, validateLead, type LeadValues } from './lead-form.ts';
import { loadPhoneCheck } from './phone-check.ts';

withMockServer();
// The form loads its phone rule when first used; these checks run after that.
beforeAll(() => loadPhoneCheck());

const filled: LeadValues = {
  name: ' Eva Jansen ',
  role: 'HR business partner',
  email: 'eva.jansen@vlinderbank.nl',
  hiringNeed: '25-to-100',
  phone: '06 12345678',
  promotionCode: '',
};
const page = { language: 'nl', country: 'nl' } as const;

describe('validateLead', () => {
  it('names every missing required field, and nothing else', () => {
    expect(validateLead(EMPTY_LEAD, 'gb')).toEqual({
      name: { code: 'required' },
      role: { code: 'required' },
      email: { code: 'required' },
      hiringNeed: { code: 'choose' },
      phone: { code: 'required' },
    });
    expect(validateLead(filled, 'nl')).toEqual({});
  });

  it('reads a number without a country code as one of the page’s country', () => {
    expect(validateLead({ ...filled, phone: '(020) 123 4567' }, 'nl').phone).toBeUndefined();
    expect(validateLead({ ...filled, phone: '06 12345678' }, 'gb').phone).toEqual({
      code: 'phone_invalid',
      country: 'gb',
    });
    expect(validateLead({ ...filled, phone: '123' }, 'gb').phone).toEqual({ code: 'phone_short' });
  });

  it('counts characters as a person sees them: 60 emoji are 60 of the name’s 100', () => {
    expect(validateLead({ ...filled, name: '😀'.repeat(60) }, 'nl').name).toBeUndefined();
  });
});

describe('toLeadRequest', () => {
  it('trims, leaves out an empty promotion code and adds the captcha token and page', () => {
    expect(toLeadRequest(filled, 'tok', page)).toEqual({
      name: 'Eva Jansen',
      role: 'HR business partner',
      email: 'eva.jansen@vlinderbank.nl',
      hiringNeed: '25-to-100',
      phone: '06 12345678',
      captchaToken: 'tok',
      language: 'nl',
      country: 'nl',
    });
    expect(toLeadRequest({ ...filled, promotionCode: ' SPRING-27 ' }, 'tok', page).promotionCode).toBe(
      'SPRING-27',
    );
  });
});

describe('leadOutcome, against the mocked platform', () => {
  const send = async () =>
    leadOutcome(await createEmployerLead(toLeadRequest(filled, 'test-captcha-token', page)), filled, 'nl');

  it('is success for an accepted lead', async () => {
    expect(await send()).toEqual({ status: 'success' });
  });

  it('is invalid with the refused fields in the form’s own terms', async () => {
    setMockScenario({ outcome: 'invalid' });
    expect(await send()).toEqual({
      status: 'invalid',
      fieldErrors: { email: { code: 'unreachable' }, phone: { code: 'unreachable' } },
    });
  });

  it('is captcha_failed when the platform refuses the captcha, error when it fails', async () => {
    setMockScenario({ outcome: 'captcha-failed' });
    expect(await send()).toEqual({ status: 'captcha_failed' });
    setMockScenario({ outcome: 'server-error' });
    expect(await send()).toEqual({ status: 'error' });
  });

  it('is error when the network is down', () => {
    expect(leadOutcome({ kind: 'error', status: 0 }, filled, 'gb')).toEqual({ status: 'error' });
  });
});
