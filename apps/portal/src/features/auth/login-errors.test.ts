import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from '../../lib/api/api-client.ts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { describeLoginError } from './login-errors.ts';
import { parseRedirect, targetPath } from './use-finish-login.ts';

const intl = createIntl({ locale: 'pt-BR', messages: pt });
const label = 'Matrícula ou usuário';
const failure = (status: number, body: { message: string; code?: string; fields?: Record<string, string> }) =>
  describeLoginError(new ApiRequestError(status, body), intl, label);

describe('the login error catalogue (spec §8)', () => {
  it('answers each status with its message', () => {
    expect(failure(400, { message: '' }).message).toBe(
      'A solicitação de login falhou. Por favor, tente novamente.',
    );
    expect(failure(401, { message: 'x' }).message).toBe(
      'Matrícula ou usuário ou senha incorretos! Tente novamente.',
    );
    expect(failure(422, { message: 'Informe os dados.', fields: { username: 'Obrigatório' } })).toEqual({
      message: 'Informe os dados.',
      blocked: false,
      fields: { username: 'Obrigatório' },
    });
    expect(failure(429, { message: 'x' }).message).toMatch(/^Muitas tentativas consecutivas/);
    expect(failure(500, { message: 'boom' }).message).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });

  it('treats 430 and ACESSO_BLOQUEADO as a blocked account that offers recovery', () => {
    expect(failure(430, { message: 'x' })).toMatchObject({ blocked: true });
    expect(failure(403, { message: 'x', code: 'ACESSO_BLOQUEADO' })).toMatchObject({ blocked: true });
  });

  it('uses the institution’s label in the visitor’s language', () => {
    const english = createIntl({ locale: 'en', messages: en });
    expect(
      describeLoginError(new ApiRequestError(401, { message: '' }), english, 'Library card').message,
    ).toBe('Incorrect Library card or password! Please try again.');
    expect(describeLoginError(new NetworkError(null), english, 'x').message).toMatch(
      /^Could not reach the server/,
    );
  });
});

describe('login redirect targets', () => {
  it('accepts portal paths, names providers and refuses other sites', () => {
    expect(parseRedirect('/meupergamum/renovacao?x=1')).toEqual({
      kind: 'path',
      path: '/meupergamum/renovacao?x=1',
    });
    expect(parseRedirect('minhabiblioteca')).toEqual({ kind: 'provider', base: 'minhabiblioteca' });
    expect(parseRedirect('//evil.example/')).toEqual({ kind: 'default' });
    expect(parseRedirect('https://evil.example/')).toEqual({ kind: 'default' });
    expect(parseRedirect(null)).toEqual({ kind: 'default' });
  });

  it('falls back to the destination the patron chose', () => {
    expect(targetPath({ kind: 'default' }, 'M')).toBe('/meupergamum');
    expect(targetPath({ kind: 'default' }, 'C')).toBe('/');
    expect(targetPath({ kind: 'path', path: '/cesta' }, 'M')).toBe('/cesta');
  });
});
