import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import pt from '../../locales/pt.json';
import { ApiRequestError, LoginRequiredError, NetworkError, SessionExpiredError } from './api-client.ts';
import { describeApiError } from './describe-error.ts';

const intl = createIntl({ locale: 'pt-BR', messages: pt });

describe('describeApiError (spec §8 general handler)', () => {
  it('shows the server’s translated message as a warning for 422 and other non-500 statuses', () => {
    expect(describeApiError(new ApiRequestError(422, { message: 'Data inválida.' }), intl)).toEqual({
      tone: 'warning',
      message: 'Data inválida.',
    });
    expect(describeApiError(new ApiRequestError(404, { message: 'Não encontrado.' }), intl)?.tone).toBe(
      'warning',
    );
  });

  it('tells the two special 500s apart from the unexpected one', () => {
    expect(
      describeApiError(new ApiRequestError(500, { message: 'x', code: 'REDE_PERGAMUM_INDISPONIVEL' }), intl),
    ).toEqual({ tone: 'warning', message: 'Serviço Rede Pergamum não disponível!' });
    expect(
      describeApiError(
        new ApiRequestError(500, { message: 'Escreva para mb@x.org', code: 'ERRO_MEU_PERGAMUM' }),
        intl,
      ),
    ).toEqual({ tone: 'error', message: 'Escreva para mb@x.org' });
    expect(describeApiError(new ApiRequestError(500, { message: 'stack trace' }), intl)).toEqual({
      tone: 'error',
      message: 'Ocorreu um erro inesperado. Tente novamente.',
    });
  });

  it('says the catalogue is being prepared, in the server’s words, while its search index is built', () => {
    const message = 'O catálogo está sendo preparado para a pesquisa. Tente novamente em alguns instantes.';
    expect(
      describeApiError(new ApiRequestError(503, { message, code: 'CATALOGO_EM_PREPARO' }), intl),
    ).toEqual({ tone: 'info', message });
    expect(describeApiError(new ApiRequestError(503, { message: 'Bad gateway' }), intl)?.message).toBe(
      'Ocorreu um erro inesperado. Tente novamente.',
    );
  });

  it('network failures, login prompts, and silence for an expiry already announced', () => {
    expect(describeApiError(new NetworkError(new TypeError('fetch')), intl)?.message).toMatch(
      /^Não foi possível comunicar com o servidor/,
    );
    expect(describeApiError(new LoginRequiredError(), intl)?.tone).toBe('warning');
    expect(describeApiError(new SessionExpiredError(), intl)).toBeNull();
  });
});
