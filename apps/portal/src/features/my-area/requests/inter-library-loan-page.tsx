import { Stack, Text } from '@acervo/ui';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { LoadFailed, Loading } from '../shared/load-state.tsx';
import { useInterLibraryData } from './api/inter-library-data.ts';
import type { FieldSpec } from './request-fields.ts';
import { RequestForm } from './request-form.tsx';
import { type DescribeRequest, detail, RequestList } from './request-list.tsx';
import { requestsMessages as r } from './requests-messages.ts';

const m = defineMessages({
  intro: {
    id: 'myArea.interLibrary.intro',
    defaultMessage:
      'Peça emprestado um título que a biblioteca não tem e outra instituição tem: ele chega à biblioteca que você escolher, e avisamos por e-mail.',
  },
  open: defineMessage<{ count: number }>({
    id: 'myArea.interLibrary.open',
    defaultMessage: 'Pedidos de empréstimo entre bibliotecas em aberto: {count}.',
  }),
  title: { id: 'myArea.interLibrary.title', defaultMessage: 'Título' },
  author: { id: 'myArea.interLibrary.author', defaultMessage: 'Autor' },
  isbn: { id: 'myArea.interLibrary.isbn', defaultMessage: 'ISBN/ISSN' },
  lender: { id: 'myArea.interLibrary.lender', defaultMessage: 'Instituição que tem o título' },
  lenderHint: {
    id: 'myArea.interLibrary.lenderHint',
    defaultMessage: 'Onde você o encontrou, por exemplo no catálogo da Rede Pergamum.',
  },
  pickUp: { id: 'myArea.interLibrary.pickUp', defaultMessage: 'Biblioteca onde vai retirar' },
  phone: { id: 'myArea.interLibrary.phone', defaultMessage: 'Telefone' },
  email: { id: 'myArea.interLibrary.email', defaultMessage: 'E-mail' },
  emailHint: {
    id: 'myArea.interLibrary.emailHint',
    defaultMessage: 'Para avisar mais de um endereço, separe-os com ponto e vírgula (;).',
  },
  from: defineMessage<{ lender: string }>({
    id: 'myArea.interLibrary.from',
    defaultMessage: 'De: {lender}',
  }),
});

/** Spec §5's contact rules: the phone filtered as typed and cut at 16, e-mails separated by ";". */
const fields: readonly FieldSpec[] = [
  { name: 'titulo', label: m.title, kind: 'text', required: true },
  { name: 'autor', label: m.author, kind: 'text' },
  { name: 'isbn_issn', label: m.isbn, kind: 'text' },
  {
    name: 'instituicao_fornecedora',
    label: m.lender,
    kind: 'text',
    required: true,
    description: m.lenderHint,
  },
  { name: 'biblioteca', label: m.pickUp, kind: 'library', required: true },
  { name: 'telefone', label: m.phone, kind: 'phone', required: true, autoComplete: 'tel' },
  {
    name: 'email',
    label: m.email,
    kind: 'email',
    required: true,
    autoComplete: 'email',
    description: m.emailHint,
  },
  { name: 'observacoes', label: r.notes, kind: 'textarea' },
];

const describe: DescribeRequest = (request, intl) => ({
  title: detail(request, 'titulo'),
  details: [
    detail(request, 'autor'),
    intl.formatMessage(m.from, { lender: detail(request, 'instituicao_fornecedora') }),
  ],
});

/**
 * `/meupergamum/comutacao/emprestimo-entre-bibliotecas`: borrow a title from another institution.
 * The form starts from the patron's phone and e-mail and the libraries that can receive the loan.
 */
export function Component() {
  const intl = useIntl();
  const data = useInterLibraryData();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.emprestimoEntreBibliotecas)}</MyAreaHeading>
      <Stack gap="xl">
        {data.data ? (
          <RequestForm
            kind="emprestimo-inter-bibliotecas"
            fields={fields}
            intro={m.intro}
            libraries={data.data.bibliotecas}
            initial={{ telefone: data.data.telefone ?? '', email: data.data.email ?? '' }}
          >
            <Text>{intl.formatMessage(m.open, { count: data.data.solicitacoesAbertas })}</Text>
          </RequestForm>
        ) : (
          <MyAreaSection id="nova-solicitacao" title={intl.formatMessage(r.newRequest)}>
            {data.error ? (
              <LoadFailed error={data.error} onRetry={() => void data.mutate()} />
            ) : (
              <Loading lines={6} />
            )}
          </MyAreaSection>
        )}
        <RequestList kind="emprestimo-inter-bibliotecas" describe={describe} />
      </Stack>
    </>
  );
}
