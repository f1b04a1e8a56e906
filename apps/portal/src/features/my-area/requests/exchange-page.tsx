import { defineMessage, defineMessages } from 'react-intl';
import { myAreaMessages } from '../my-area-messages.ts';
import { BibliographicRequestPage } from './bibliographic-request-page.tsx';
import type { FieldSpec } from './request-fields.ts';
import { type DescribeRequest, detail } from './request-list.tsx';
import { requestsMessages as r } from './requests-messages.ts';

const m = defineMessages({
  intro: {
    id: 'myArea.exchange.intro',
    defaultMessage:
      'Peça a cópia de um artigo, capítulo, tese, trabalho de evento ou norma que a biblioteca não tem: ela a obtém de outra instituição.',
  },
  type: { id: 'myArea.exchange.type', defaultMessage: 'Tipo de material' },
  artigo: { id: 'myArea.exchange.type.artigo', defaultMessage: 'Artigo de periódico' },
  capitulo: { id: 'myArea.exchange.type.capitulo', defaultMessage: 'Capítulo de livro' },
  tese: { id: 'myArea.exchange.type.tese', defaultMessage: 'Tese ou dissertação' },
  anais: { id: 'myArea.exchange.type.anais', defaultMessage: 'Trabalho em anais de evento' },
  norma: { id: 'myArea.exchange.type.norma', defaultMessage: 'Norma técnica' },
  document: { id: 'myArea.exchange.document', defaultMessage: 'Título da publicação' },
  documentHint: {
    id: 'myArea.exchange.documentHint',
    defaultMessage: 'O periódico, o livro, o evento ou a norma.',
  },
  part: { id: 'myArea.exchange.part', defaultMessage: 'Título do artigo ou capítulo' },
  author: { id: 'myArea.exchange.author', defaultMessage: 'Autor' },
  year: { id: 'myArea.exchange.year', defaultMessage: 'Ano' },
  volume: { id: 'myArea.exchange.volume', defaultMessage: 'Volume' },
  number: { id: 'myArea.exchange.number', defaultMessage: 'Número' },
  pages: { id: 'myArea.exchange.pages', defaultMessage: 'Páginas' },
  inDocument: defineMessage<{ document: string }>({
    id: 'myArea.exchange.inDocument',
    defaultMessage: 'Em: {document}',
  }),
  pageRange: defineMessage<{ start: string; end: string }>({
    id: 'myArea.exchange.pageRange',
    defaultMessage: 'Páginas {start}-{end}',
  }),
});

const types = ['artigo', 'capitulo', 'tese', 'anais', 'norma'] as const;
const isType = (value: string | null): value is (typeof types)[number] =>
  (types as readonly string[]).includes(value ?? '');

/** Spec §7: the material's kind chooses the address the request goes to; the title and library are required. */
const fields: readonly FieldSpec[] = [
  {
    name: 'tipo',
    label: m.type,
    kind: 'select',
    required: true,
    path: true,
    options: types.map((id) => ({ id, label: m[id] })),
  },
  { name: 'titulo_documento', label: m.document, kind: 'text', required: true, description: m.documentHint },
  { name: 'titulo_parte', label: m.part, kind: 'text' },
  { name: 'autor', label: m.author, kind: 'text' },
  { name: 'ano', label: m.year, kind: 'year' },
  { name: 'volume', label: m.volume, kind: 'text' },
  { name: 'numero', label: m.number, kind: 'text' },
  { name: 'paginas', label: m.pages, kind: 'pages', description: r.pagesHint },
  { name: 'biblioteca', label: r.library, kind: 'library', required: true },
  { name: 'observacoes', label: r.notes, kind: 'textarea' },
];

const describe: DescribeRequest = (request, intl) => {
  const part = detail(request, 'titulo_parte');
  const document = detail(request, 'titulo_documento');
  const start = detail(request, 'pagina_inicial');
  return {
    title: part || document,
    details: [
      isType(request.subtipo) ? intl.formatMessage(m[request.subtipo]) : '',
      part ? intl.formatMessage(m.inDocument, { document }) : '',
      start ? intl.formatMessage(m.pageRange, { start, end: detail(request, 'pagina_final') || start }) : '',
    ],
  };
};

/** `/meupergamum/comutacao`: ask for a copy from another library (bibliographic exchange), and follow it. */
export function Component() {
  return (
    <BibliographicRequestPage
      title={myAreaMessages.comutacaoBibliografica}
      kind="comutacao-bibliografica"
      intro={m.intro}
      fields={fields}
      initial={{ tipo: 'artigo' }}
      describe={describe}
    />
  );
}
