import { defineMessage, defineMessages } from 'react-intl';

export const basketExportMessages = defineMessages({
  heading: { id: 'basketExport.heading', defaultMessage: 'Exportar' },
  what: defineMessage<{ count: number }>({
    id: 'basketExport.what',
    defaultMessage:
      '{count, plural, one {# título da cesta} other {# títulos da cesta}}: copie, salve em arquivo ou envie por e-mail.',
  }),
  nothing: {
    id: 'basketExport.nothing',
    defaultMessage: 'Não há títulos na cesta para exportar.',
  },
  format: { id: 'basketExport.format', defaultMessage: 'Formato' },
  abnt: { id: 'basketExport.format.abnt', defaultMessage: 'Referências ABNT' },
  apa: { id: 'basketExport.format.apa', defaultMessage: 'Referências APA' },
  ris: { id: 'basketExport.format.ris', defaultMessage: 'RIS (gerenciadores de referências)' },
  bibtex: { id: 'basketExport.format.bibtex', defaultMessage: 'BibTeX' },
  marcxml: { id: 'basketExport.format.marcxml', defaultMessage: 'MARCXML' },
  copy: { id: 'basketExport.copy', defaultMessage: 'Copiar' },
  copied: defineMessage<{ count: number }>({
    id: 'basketExport.copied',
    defaultMessage:
      '{count, plural, one {# título copiado} other {# títulos copiados}} para a área de transferência.',
  }),
  copyFailed: {
    id: 'basketExport.copyFailed',
    defaultMessage: 'O navegador não permitiu copiar. Use “Baixar arquivo”.',
  },
  download: { id: 'basketExport.download', defaultMessage: 'Baixar arquivo' },
  email: { id: 'basketExport.email', defaultMessage: 'E-mail' },
  emailHint: {
    id: 'basketExport.emailHint',
    defaultMessage: 'Para mais de um endereço, separe-os com ponto e vírgula (;).',
  },
  emailRequired: { id: 'basketExport.emailRequired', defaultMessage: 'Informe o e-mail.' },
  emailInvalid: { id: 'EmailInvalido', defaultMessage: 'Preencha um e-mail válido!' },
  send: { id: 'basketExport.send', defaultMessage: 'Enviar por e-mail' },
});
