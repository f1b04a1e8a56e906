import { describe, expect, it } from 'vitest';
import { emailListSchema, isValidEmail } from './email.ts';
import { cleanPhone, phoneSchema } from './phone.ts';
import { cpfSchema, isValidCpf } from './tax-number.ts';

describe('shared validation rules', () => {
  it('checks e-mail addresses in lower case', () => {
    expect(isValidEmail('Maria.Silva@UniAcervo.example')).toBe(true);
    expect(isValidEmail('maria@localhost')).toBe(false);
    expect(isValidEmail('maria silva@x.org')).toBe(false);
    expect(emailListSchema.parse(' A@x.org ; b@y.org ')).toBe('a@x.org;b@y.org');
    expect(emailListSchema.safeParse('a@x.org;nope').success).toBe(false);
  });

  it('cleans phone numbers like the portal does', () => {
    expect(cleanPhone('+55 (61) 99999-0000 ramal 12')).toBe('55 (61) 99999-00');
    expect(phoneSchema.parse('(61) 3000-0000')).toBe('(61) 3000-0000');
    expect(phoneSchema.safeParse('call me').success).toBe(false);
  });

  it('wants the tax number as digits with valid check digits', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    const punctuated = cpfSchema.safeParse('529.982.247-25');
    expect(punctuated.success ? null : punctuated.error.issues[0]?.message).toBe('CpfSomenteDigitos');
  });
});
