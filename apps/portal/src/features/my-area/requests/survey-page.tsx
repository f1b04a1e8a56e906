import { defineMessage, defineMessages } from 'react-intl';
import { myAreaMessages } from '../my-area-messages.ts';
import { BibliographicRequestPage } from './bibliographic-request-page.tsx';
import type { FieldSpec, RangeRule } from './request-fields.ts';
import { type DescribeRequest, detail } from './request-list.tsx';
import { requestsMessages as r } from './requests-messages.ts';

const m = defineMessages({
  intro: {
    id: 'myArea.survey.intro',
    defaultMessage:
      'Peça à biblioteca um levantamento do que foi publicado sobre um assunto: ela envia a lista de referências encontradas.',
  },
  subject: { id: 'myArea.survey.subject', defaultMessage: 'Assunto' },
  keywords: { id: 'myArea.survey.keywords', defaultMessage: 'Palavras-chave' },
  keywordsHint: { id: 'myArea.survey.keywordsHint', defaultMessage: 'Separadas por ponto e vírgula.' },
  firstYear: { id: 'myArea.survey.firstYear', defaultMessage: 'Publicado a partir de (ano)' },
  lastYear: { id: 'myArea.survey.lastYear', defaultMessage: 'Publicado até (ano)' },
  languages: { id: 'myArea.survey.languages', defaultMessage: 'Idiomas' },
  purpose: { id: 'myArea.survey.purpose', defaultMessage: 'Finalidade' },
  purposeHint: {
    id: 'myArea.survey.purposeHint',
    defaultMessage: 'Por exemplo: trabalho de conclusão de curso, artigo, aula.',
  },
  years: defineMessage<{ start: string; end: string }>({
    id: 'myArea.survey.years',
    defaultMessage: 'Publicações de {start} a {end}',
  }),
  keywordsShown: defineMessage<{ keywords: string }>({
    id: 'myArea.survey.keywordsShown',
    defaultMessage: 'Palavras-chave: {keywords}',
  }),
});

/** The subject and the library are required; the years the survey covers, first not after last. */
const fields: readonly FieldSpec[] = [
  { name: 'assunto', label: m.subject, kind: 'text', required: true },
  { name: 'palavras_chave', label: m.keywords, kind: 'text', description: m.keywordsHint },
  { name: 'periodo_inicial', label: m.firstYear, kind: 'year' },
  { name: 'periodo_final', label: m.lastYear, kind: 'year' },
  { name: 'idiomas', label: m.languages, kind: 'text' },
  { name: 'finalidade', label: m.purpose, kind: 'text', description: m.purposeHint },
  { name: 'biblioteca', label: r.library, kind: 'library', required: true },
  { name: 'observacoes', label: r.notes, kind: 'textarea' },
];
const ranges: readonly RangeRule[] = [
  { from: 'periodo_inicial', to: 'periodo_final', message: r.yearsReversed },
];

const describe: DescribeRequest = (request, intl) => {
  const start = detail(request, 'periodo_inicial');
  const end = detail(request, 'periodo_final');
  const keywords = detail(request, 'palavras_chave');
  return {
    title: detail(request, 'assunto'),
    details: [
      keywords ? intl.formatMessage(m.keywordsShown, { keywords }) : '',
      start || end ? intl.formatMessage(m.years, { start: start || '…', end: end || '…' }) : '',
    ],
  };
};

/** `/meupergamum/comutacao/levantamento`: ask for a bibliographic survey on a subject, and follow it. */
export function Component() {
  return (
    <BibliographicRequestPage
      title={myAreaMessages.levantamento}
      kind="levantamento-bibliografico"
      intro={m.intro}
      fields={fields}
      ranges={ranges}
      describe={describe}
    />
  );
}
