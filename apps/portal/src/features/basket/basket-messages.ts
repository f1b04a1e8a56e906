import { defineMessage, defineMessages } from 'react-intl';

export const basketMessages = {
  ...defineMessages({
    heading: { id: 'basket.heading', defaultMessage: 'Cesta' },
    intro: {
      id: 'basket.intro',
      defaultMessage:
        'A cesta guarda neste navegador os títulos que você escolheu. Copie as referências, baixe os registros ou envie-os por e-mail.',
    },
    emptyTitle: { id: 'basket.empty.title', defaultMessage: 'Sua cesta está vazia' },
    emptyBody: {
      id: 'basket.empty.body',
      defaultMessage:
        'Nos resultados de uma pesquisa ou na página de um título, use “Adicionar à cesta” para juntar aqui os títulos que quer citar ou guardar.',
    },
    emptyAction: { id: 'basket.empty.action', defaultMessage: 'Pesquisar no acervo' },
    listHeading: { id: 'basket.list.heading', defaultMessage: 'Títulos' },
    remove: { id: 'basket.item.remove', defaultMessage: 'Remover' },
    missingBody: {
      id: 'basket.item.missingBody',
      defaultMessage: 'Ele pode ter sido retirado do acervo. Remova-o da cesta.',
    },
    referenceFailed: {
      id: 'basket.item.referenceFailed',
      defaultMessage: 'Não foi possível carregar a referência.',
    },
    clear: { id: 'basket.clear', defaultMessage: 'Esvaziar a cesta' },
    permanentHeading: { id: 'basket.permanent.heading', defaultMessage: 'Cesta permanente' },
    permanentIntro: {
      id: 'basket.permanent.intro',
      defaultMessage:
        'Guarde estes títulos na sua cesta permanente, em Meu Pergamum: ela fica na sua conta e vale em qualquer navegador. Esta cesta continua como está.',
    },
    permanentOpen: { id: 'basket.permanent.open', defaultMessage: 'Ver a cesta permanente' },
    permanentLogIn: {
      id: 'basket.permanent.logIn',
      defaultMessage: 'A cesta permanente guarda títulos na sua conta, em qualquer navegador.',
    },
    permanentLogInLink: {
      id: 'basket.permanent.logInLink',
      defaultMessage: 'Entre para enviar estes títulos a ela',
    },
    clearTitle: { id: 'basket.clear.title', defaultMessage: 'Esvaziar a cesta?' },
    clearConfirm: { id: 'basket.clear.confirm', defaultMessage: 'Esvaziar' },
    cleared: { id: 'basket.cleared', defaultMessage: 'A cesta foi esvaziada.' },
  }),
  headerCount: defineMessage<{ count: number }>({
    id: 'basket.headerCount',
    defaultMessage: '({count, plural, =0 {vazia} one {# título} other {# títulos}})',
  }),
  permanentSend: defineMessage<{ count: number }>({
    id: 'basket.permanent.send',
    defaultMessage:
      '{count, plural, one {Enviar o título para a cesta permanente} other {Enviar os # títulos para a cesta permanente}}',
  }),
  permanentSent: defineMessage<{ count: number }>({
    id: 'basket.permanent.sent',
    defaultMessage:
      '{count, plural, one {# título enviado} other {# títulos enviados}} para a cesta permanente.',
  }),
  count: defineMessage<{ count: number }>({
    id: 'basket.count',
    defaultMessage: '{count, plural, one {# título na cesta} other {# títulos na cesta}}',
  }),
  referenceLabel: defineMessage<{ style: string }>({
    id: 'basket.item.reference',
    defaultMessage: 'Referência ({style})',
  }),
  removeNamed: defineMessage<{ title: string }>({
    id: 'basket.item.removeNamed',
    defaultMessage: 'Remover da cesta: {title}',
  }),
  removed: defineMessage<{ title: string }>({
    id: 'basket.item.removed',
    defaultMessage: '“{title}” saiu da cesta.',
  }),
  untitled: defineMessage<{ code: string }>({
    id: 'basket.item.untitled',
    defaultMessage: 'Título nº {code}',
  }),
  missingTitle: defineMessage<{ code: string }>({
    id: 'basket.item.missing',
    defaultMessage: 'Título nº {code} não encontrado',
  }),
  removeMissingNamed: defineMessage<{ code: string }>({
    id: 'basket.item.removeMissingNamed',
    defaultMessage: 'Remover da cesta: título nº {code}',
  }),
  clearBody: defineMessage<{ count: number }>({
    id: 'basket.clear.body',
    defaultMessage:
      '{count, plural, one {# título sai da cesta.} other {# títulos saem da cesta.}} Isso não pode ser desfeito.',
  }),
};
