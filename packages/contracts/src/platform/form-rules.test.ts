import { describe, expect, it } from 'vitest';
import { FORM_LIMITS, unitLimit } from './constants.ts';
import { checkContact, checkLead } from './form-checks.ts';
import { characterCount, checkEmail, checkText, fieldErrors, isEmailToken } from './form-rules.ts';
import { checkPhone } from './phone-rules.ts';

describe('characterCount', () => {
  it('counts what a person sees, not UTF-16 units', () => {
    expect(characterCount('Eva')).toBe(3);
    expect(characterCount('👩🏽‍💻')).toBe(1);
    expect(characterCount('🇳🇱')).toBe(1);
    expect(characterCount('Zoë')).toBe(3);
    expect('😀'.repeat(60).length).toBe(120);
    expect(characterCount('😀'.repeat(60))).toBe(60);
  });
});

describe('checkText', () => {
  it('allows 60 emoji in a 100-character name, and says by how much a long text is over', () => {
    expect(checkText('😀'.repeat(60), FORM_LIMITS.name)).toBeUndefined();
    expect(checkText('😀'.repeat(101), FORM_LIMITS.name)).toEqual({ code: 'too_long', max: 100, count: 101 });
    expect(checkText('   ', 100)).toEqual({ code: 'required' });
    expect(checkText('Help', 5000, 10)).toEqual({ code: 'too_short', min: 10, count: 4 });
  });

  it('the UTF-16 ceiling of a limit holds the limit in emoji with skin tones', () => {
    expect('👍🏽'.repeat(FORM_LIMITS.name).length).toBeLessThanOrEqual(unitLimit(FORM_LIMITS.name));
  });
});

describe('checkEmail', () => {
  it.each([
    ['eva@vlinderbank.nl', undefined],
    ['  eva@vlinderbank.nl ', undefined],
    ['eva vlinderbank.nl', { code: 'email_spaces' }],
    ['eva.vlinderbank.nl', { code: 'email_at' }],
    ['@vlinderbank.nl', { code: 'email_at' }],
    ['eva@vlinderbank', { code: 'email_domain' }],
    ['eva@', { code: 'email_domain' }],
  ])('%s', (value, problem) => expect(checkEmail(value)).toEqual(problem));
});

describe('checkPhone', () => {
  it.each([
    '06 12345678',
    '0612345678',
    '06-1234 5678',
    '(020) 123 4567',
    '020 123 4567',
    '+31 6 12345678',
    '+31 (0)6 12345678',
    '+31 06 12345678',
    '0031 6 12345678',
    '0031 20 123 4567',
    '+44 7911 123456',
    '+32 470 12 34 56',
  ])('NL site accepts %s', (value) => expect(checkPhone(value, 'nl')).toBeUndefined());

  it.each([
    '07911 123456',
    '(020) 7946 0958',
    '020 7946 0958',
    '+44 (0)7911 123456',
    '0044 7911 123456',
    '+31 6 12345678',
  ])('UK site accepts %s', (value) => expect(checkPhone(value, 'gb')).toBeUndefined());

  it('says what is wrong', () => {
    expect(checkPhone('', 'nl')).toEqual({ code: 'required' });
    expect(checkPhone('06 1234 567a', 'nl')).toEqual({ code: 'phone_characters' });
    expect(checkPhone('+999 123 4567', 'nl')).toEqual({ code: 'phone_country' });
    expect(checkPhone('06 1234567', 'nl')).toEqual({ code: 'phone_short' });
    expect(checkPhone('12345', 'nl')).toEqual({ code: 'phone_short' });
    expect(checkPhone('06 123456789', 'nl')).toEqual({ code: 'phone_long' });
    expect(checkPhone('+31 6 1234567890123', 'nl')).toEqual({ code: 'phone_long' });
    // A Dutch mobile number written without +31 on the UK site is no UK number.
    expect(checkPhone('06 12345678', 'gb')).toEqual({ code: 'phone_invalid', country: 'gb' });
  });
});

describe('the forms’ checks and the platform’s answer', () => {
  it('a lead form with every problem, as the platform names them', () => {
    const problems = checkLead(
      { name: '', role: 'HR', email: 'eva@bank', hiringNeed: 'lots', phone: '06 123', promotionCode: 'A B' },
      'nl',
      checkPhone,
    );
    expect(fieldErrors(problems)).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'format' },
      { field: 'hiringNeed', code: 'not_allowed' },
      { field: 'phone', code: 'format' },
      { field: 'promotionCode', code: 'not_allowed' },
    ]);
  });

  it('a contact body is 10 to 5000 characters', () => {
    const message = { name: 'Tom', email: 'tom@kestrel.co.uk', subject: 'Video', body: 'Help' };
    expect(checkContact(message)).toEqual({ body: { code: 'too_short', min: 10, count: 4 } });
    expect(checkContact({ ...message, body: '🎬'.repeat(5000) })).toEqual({});
  });
});

describe('isEmailToken', () => {
  it('takes URL-safe tokens of 8 to 512 characters only', () => {
    expect(isEmailToken('demo-token-1234')).toBe(true);
    expect(isEmailToken('abc')).toBe(false);
    expect(isEmailToken('demo token 1234')).toBe(false);
    expect(isEmailToken('demo-token-1234<script>')).toBe(false);
    expect(isEmailToken(null)).toBe(false);
  });
});
