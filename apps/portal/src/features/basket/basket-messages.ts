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
    clearTitle: { id: 'basket.clear.title', defaultMessage: 'Esvaziar a cesta?' },
    clearConfirm: { id: 'basket.clear.confirm', defaultMessage: 'Esvaziar' },
    cleared: { id: 'basket.cleared', defaultMessage: 'A cesta foi esvaziada.' },
    exportHeading: { id: 'basket.export.heading', defaultMessage: 'Exportar' },
    format: { id: 'basket.export.format', defaultMessage: 'Formato' },
    formatAbnt: { id: 'basket.export.format.abnt', defaultMessage: 'Referências ABNT' },
    formatApa: { id: 'basket.export.format.apa', defaultMessage: 'Referências APA' },
    formatRis: { id: 'basket.export.format.ris', defaultMessage: 'RIS (gerenciadores de referências)' },
    formatBibtex: { id: 'basket.export.format.bibtex', defaultMessage: 'BibTeX' },
    formatIso2709: { id: 'basket.export.format.iso2709', defaultMessage: 'MARC (ISO 2709)' },
    formatMarcxml: { id: 'basket.export.format.marcxml', defaultMessage: 'MARCXML' },
    copy: { id: 'basket.export.copy', defaultMessage: 'Copiar' },
    copyFailed: {
      id: 'basket.export.copyFailed',
      defaultMessage: 'O navegador não permitiu copiar. Baixe o arquivo ou envie por e-mail.',
    },
    notCopyable: {
      id: 'basket.export.notCopyable',
      defaultMessage: 'ISO 2709 é um arquivo binário: baixe-o ou envie por e-mail.',
    },
    download: { id: 'basket.export.download', defaultMessage: 'Baixar arquivo' },
    email: { id: 'basket.export.email', defaultMessage: 'E-mail' },
    emailHint: {
      id: 'basket.export.emailHint',
      defaultMessage: 'Para mais de um endereço, separe-os com ponto e vírgula (;).',
    },
    emailRequired: { id: 'basket.export.emailRequired', defaultMessage: 'Informe o e-mail.' },
    emailInvalid: { id: 'EmailInvalido', defaultMessage: 'Preencha um e-mail válido!' },
    send: { id: 'basket.export.send', defaultMessage: 'Enviar por e-mail' },
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
  copied: defineMessage<{ count: number; format: string }>({
    id: 'basket.export.copied',
    defaultMessage:
      '{count, plural, one {# título copiado} other {# títulos copiados}} para a área de transferência ({format}).',
  }),
  downloaded: defineMessage<{ filename: string }>({
    id: 'basket.export.downloaded',
    defaultMessage: 'Arquivo {filename} baixado.',
  }),
  sent: defineMessage<{ email: string }>({
    id: 'basket.export.sent',
    defaultMessage: 'Cesta enviada para {email}.',
  }),
};
