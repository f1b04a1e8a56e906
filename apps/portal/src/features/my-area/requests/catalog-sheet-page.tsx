import { defineMessage, defineMessages } from 'react-intl';
import { myAreaMessages } from '../my-area-messages.ts';
import { BibliographicRequestPage } from './bibliographic-request-page.tsx';
import type { FieldSpec } from './request-fields.ts';
import { type DescribeRequest, detail } from './request-list.tsx';
import { requestsMessages as r } from './requests-messages.ts';

const m = defineMessages({
  intro: {
    id: 'myArea.catalogSheet.intro',
    defaultMessage:
      'Peça a ficha catalográfica do seu trabalho acadêmico: a biblioteca a prepara para o verso da folha de rosto.',
  },
  workType: { id: 'myArea.catalogSheet.workType', defaultMessage: 'Tipo de trabalho' },
  tcc: { id: 'myArea.catalogSheet.workType.tcc', defaultMessage: 'Trabalho de conclusão de curso' },
  monografia: { id: 'myArea.catalogSheet.workType.monografia', defaultMessage: 'Monografia' },
  dissertacao: { id: 'myArea.catalogSheet.workType.dissertacao', defaultMessage: 'Dissertação' },
  tese: { id: 'myArea.catalogSheet.workType.tese', defaultMessage: 'Tese' },
  title: { id: 'myArea.catalogSheet.title', defaultMessage: 'Título do trabalho' },
  subtitle: { id: 'myArea.catalogSheet.subtitle', defaultMessage: 'Subtítulo' },
  authors: { id: 'myArea.catalogSheet.authors', defaultMessage: 'Autores' },
  authorsHint: {
    id: 'myArea.catalogSheet.authorsHint',
    defaultMessage: 'Como aparecem no trabalho, separados por ponto e vírgula.',
  },
  advisor: { id: 'myArea.catalogSheet.advisor', defaultMessage: 'Orientador' },
  programme: { id: 'myArea.catalogSheet.programme', defaultMessage: 'Curso ou programa' },
  year: { id: 'myArea.catalogSheet.year', defaultMessage: 'Ano de defesa' },
  pages: { id: 'myArea.catalogSheet.pages', defaultMessage: 'Número de folhas' },
  keywords: { id: 'myArea.catalogSheet.keywords', defaultMessage: 'Palavras-chave' },
  keywordsHint: { id: 'myArea.catalogSheet.keywordsHint', defaultMessage: 'Separadas por ponto e vírgula.' },
  shown: defineMessage<{ type: string; year: string; pages: string }>({
    id: 'myArea.catalogSheet.shown',
    defaultMessage: '{type}, {year}, {pages} folhas',
  }),
});

const workTypes = ['tcc', 'monografia', 'dissertacao', 'tese'] as const;
const isWorkType = (value: string): value is (typeof workTypes)[number] =>
  (workTypes as readonly string[]).includes(value);

/** What a catalogue sheet is made from: all required but the subtitle, advisor and programme. */
const fields: readonly FieldSpec[] = [
  {
    name: 'tipo_trabalho',
    label: m.workType,
    kind: 'select',
    required: true,
    options: workTypes.map((id) => ({ id, label: m[id] })),
  },
  { name: 'titulo', label: m.title, kind: 'text', required: true },
  { name: 'subtitulo', label: m.subtitle, kind: 'text' },
  { name: 'autores', label: m.authors, kind: 'text', required: true, description: m.authorsHint },
  { name: 'orientador', label: m.advisor, kind: 'text' },
  { name: 'programa', label: m.programme, kind: 'text' },
  { name: 'ano', label: m.year, kind: 'year', required: true },
  { name: 'paginas', label: m.pages, kind: 'number', required: true },
  { name: 'palavras_chave', label: m.keywords, kind: 'text', required: true, description: m.keywordsHint },
  { name: 'biblioteca', label: r.library, kind: 'library', required: true },
];

const describe: DescribeRequest = (request, intl) => {
  const type = detail(request, 'tipo_trabalho');
  return {
    title: detail(request, 'titulo'),
    details: [
      detail(request, 'autores'),
      intl.formatMessage(m.shown, {
        type: isWorkType(type) ? intl.formatMessage(m[type]) : type,
        year: detail(request, 'ano'),
        pages: detail(request, 'paginas'),
      }),
    ],
  };
};

/** `/meupergamum/ficha-catalografica`: ask for the catalogue sheet of a thesis or dissertation, and follow it. */
export function Component() {
  return (
    <BibliographicRequestPage
      title={myAreaMessages.fichaCatalografica}
      kind="ficha-catalografica"
      intro={m.intro}
      fields={fields}
      describe={describe}
    />
  );
}
