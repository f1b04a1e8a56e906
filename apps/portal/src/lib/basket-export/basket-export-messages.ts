import { defineMessage, defineMessages } from 'react-intl';

/** The shared export panel's words (the session basket's page and My area's permanent basket). */
export const basketExportMessages = {
  ...defineMessages({
    heading: { id: 'basketExport.heading', defaultMessage: 'Exportar' },
    nothing: {
      id: 'basketExport.nothing',
      defaultMessage: 'Não há títulos na cesta para exportar.',
    },

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
  what: defineMessage<{ count: number }>({
    id: 'basketExport.what',
    defaultMessage:
      '{count, plural, one {# título da cesta} other {# títulos da cesta}}: copie, salve em arquivo ou envie por e-mail.',
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
