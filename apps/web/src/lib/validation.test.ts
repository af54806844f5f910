import { FORM_LIMITS } from '@opstap/contracts';
import { describe, expect, it } from 'vitest';
import { checkChoice, checkEmail, checkPhone, checkPromotionCode, checkText } from './validation.ts';

describe('checkText', () => {
  it('asks for an answer, and names the limits', () => {
    expect(checkText('   ', 100)).toEqual({ code: 'required' });
    expect(checkText('a'.repeat(101), 100)).toEqual({ code: 'too_long', max: 100 });
    expect(checkText('short', 100, 10)).toEqual({ code: 'too_short', min: 10 });
    expect(checkText(`  ${'a'.repeat(100)}  `, 100)).toBeUndefined();
  });
});

describe('checkEmail', () => {
  it.each(['eva@vlinderbank.nl', ' tom.baker@kestrel.co.uk '])('accepts %s', (email) => {
    expect(checkEmail(email)).toBeUndefined();
  });
  it.each(['eva@', 'eva vlinderbank.nl', 'eva@bank', `${'a'.repeat(FORM_LIMITS.email)}@x.nl`])(
    'refuses %s',
    (email) => {
      expect(checkEmail(email)).toEqual({ code: 'email' });
    },
  );
  it('asks for an empty one', () => {
    expect(checkEmail('')).toEqual({ code: 'required' });
  });
});

describe('checkPhone', () => {
  it.each([
    ['06 12345678', 'nl'],
    ['+31 6 12345678', 'nl'],
    ['+31 (0)20 123 4567', 'nl'],
    ['07700 900123', 'gb'],
    ['+44 7700 900123', 'gb'],
    ['020 7946 0958', 'gb'],
    ['+44 7700 900123', 'nl'],
    ['+32 470 12 34 56', 'nl'],
  ] as const)('accepts %s on the %s version', (phone, country) => {
    expect(checkPhone(phone, country)).toBeUndefined();
  });

  it.each([
    ['0612345', 'nl'],
    ['+31 6 1234567890', 'nl'],
    ['07700 900123', 'nl'],
    ['12345678', 'gb'],
    ['phone me', 'gb'],
    ['+1 23', 'gb'],
  ] as const)('refuses %s on the %s version, with that country’s example', (phone, country) => {
    expect(checkPhone(phone, country)).toEqual({
      code: 'phone',
      example: country === 'nl' ? '+31 6 12345678' : '+44 7700 900123',
    });
  });

  it('asks for an empty one', () => {
    expect(checkPhone(' ', 'nl')).toEqual({ code: 'required' });
  });
});

describe('checkPromotionCode and checkChoice', () => {
  it('allows an empty or well-formed code only', () => {
    expect(checkPromotionCode('')).toBeUndefined();
    expect(checkPromotionCode('SPRING-2027')).toBeUndefined();
    expect(checkPromotionCode('10% off')).toEqual({ code: 'characters' });
    expect(checkPromotionCode('A'.repeat(33))).toEqual({ code: 'too_long', max: 32 });
  });

  it('accepts only an offered option', () => {
    expect(checkChoice('b', ['a', 'b'])).toBeUndefined();
    expect(checkChoice('', ['a', 'b'])).toEqual({ code: 'choose' });
  });
});
