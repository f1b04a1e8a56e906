import { defineMessage, defineMessages } from 'react-intl';
import { formatIsoDate } from '../../../lib/dates/dates.ts';
import { myAreaMessages } from '../my-area-messages.ts';
import { BibliographicRequestPage } from './bibliographic-request-page.tsx';
import type { FieldSpec } from './request-fields.ts';
import { type DescribeRequest, detail } from './request-list.tsx';
import { requestsMessages as r } from './requests-messages.ts';

const m = defineMessages({
  intro: {
    id: 'myArea.research.intro',
    defaultMessage:
      'Peça a um bibliotecário uma pesquisa sobre um tema: ele busca nas bases de dados e no acervo e envia o resultado.',
  },
  topic: { id: 'myArea.research.topic', defaultMessage: 'Tema' },
  aim: { id: 'myArea.research.aim', defaultMessage: 'Objetivo da pesquisa' },
  aimHint: {
    id: 'myArea.research.aimHint',
    defaultMessage: 'Para que servirá e o que já encontrou, para a busca não repetir o que você tem.',
  },
  deadline: { id: 'myArea.research.deadline', defaultMessage: 'Prazo desejado' },
  deadlineShown: defineMessage<{ date: string }>({
    id: 'myArea.research.deadlineShown',
    defaultMessage: 'Prazo desejado: {date}',
  }),
});

/** The topic, the aim and the library are required; a deadline, if given, from today on. */
const fields: readonly FieldSpec[] = [
  { name: 'tema', label: m.topic, kind: 'text', required: true },
  { name: 'prazo_desejado', label: m.deadline, kind: 'date', notBeforeToday: true },
  { name: 'biblioteca', label: r.library, kind: 'library', required: true },
  { name: 'objetivo', label: m.aim, kind: 'textarea', required: true, description: m.aimHint },
  { name: 'observacoes', label: r.notes, kind: 'textarea' },
];

const describe: DescribeRequest = (request, intl) => {
  const deadline = detail(request, 'prazo_desejado');
  return {
    title: detail(request, 'tema'),
    details: [
      detail(request, 'objetivo'),
      deadline ? intl.formatMessage(m.deadlineShown, { date: formatIsoDate(intl, deadline) }) : '',
    ],
  };
};

/** `/meupergamum/comutacao/pesquisa-especializada`: ask a librarian for research on a topic, and follow it. */
export function Component() {
  return (
    <BibliographicRequestPage
      title={myAreaMessages.pesquisaEspecializada}
      kind="pesquisa-especializada"
      intro={m.intro}
      fields={fields}
      describe={describe}
    />
  );
}
