import { defineMessage, defineMessages } from 'react-intl';

export const clearanceCheckMessages = defineMessages({
  heading: { id: 'clearanceCheck.heading', defaultMessage: 'Verificação de declaração de nada consta' },
  code: defineMessage<{ code: string }>({
    id: 'clearanceCheck.code',
    defaultMessage: 'Código de verificação: {code}',
  }),
  valid: { id: 'clearanceCheck.valid', defaultMessage: 'Declaração válida' },
  validBody: defineMessage<{ name: string; institution: string; date: string }>({
    id: 'clearanceCheck.validBody',
    defaultMessage: '{institution} emitiu em {date} a declaração de nada consta de {name}.',
  }),
  unknown: { id: 'clearanceCheck.unknown', defaultMessage: 'Nenhuma declaração com este código' },
  unknownBody: {
    id: 'clearanceCheck.unknownBody',
    defaultMessage:
      'Confira o código impresso na declaração (três grupos de quatro letras ou números). Se estiver certo, a declaração não foi emitida por esta biblioteca.',
  },
  failed: { id: 'clearanceCheck.failed', defaultMessage: 'Não foi possível verificar agora.' },
  retry: { id: 'clearanceCheck.retry', defaultMessage: 'Tentar novamente' },
  loading: { id: 'clearanceCheck.loading', defaultMessage: 'Verificando…' },
});
