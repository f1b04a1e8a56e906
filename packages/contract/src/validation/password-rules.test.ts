import { describe, expect, it } from 'vitest';
import { checkPasswordRules, nameParts, type PasswordRules } from './password-rules.ts';

const strong: PasswordRules = {
  length: { min: 8, max: 64 },
  has_numbers: true,
  only_numbers: false,
  diff_case: true,
  special_char: true,
  diff_name: true,
  last_pw: 3,
};
const pin: PasswordRules = {
  length: { min: 4, max: 6 },
  has_numbers: true,
  only_numbers: true,
  diff_case: false,
  special_char: false,
  diff_name: false,
  last_pw: 1,
};

describe('password rules', () => {
  it('accepts a password that meets every rule', () => {
    expect(checkPasswordRules('Acervo@2024', strong, { name: 'Bruno Carvalho Lima' })).toEqual([]);
    expect(checkPasswordRules('4821', pin)).toEqual([]);
  });

  it('reports each broken rule', () => {
    expect(checkPasswordRules('abc', strong)).toEqual([
      'SenhaTamanho',
      'SenhaPrecisaNumeros',
      'SenhaMaiusculasMinusculas',
      'SenhaCaractereEspecial',
    ]);
    expect(checkPasswordRules('12a4', pin)).toEqual(['SenhaSomenteNumeros']);
    expect(checkPasswordRules('1234567', pin)).toEqual(['SenhaTamanho']);
  });

  it('refuses any part of the name, ignoring case and accents', () => {
    expect(checkPasswordRules('Jose@2024x', strong, { name: 'José da Silva' })).toEqual(['SenhaContemNome']);
    expect(checkPasswordRules('Xda@2024xy', strong, { name: 'José da Silva' })).toEqual([]);
    expect(nameParts('Ana Beatriz de Souza')).toEqual(['ana', 'beatriz', 'souza']);
  });

  it('trims the password first, as it is sent trimmed', () => {
    expect(checkPasswordRules('  4821  ', pin)).toEqual([]);
  });
});
