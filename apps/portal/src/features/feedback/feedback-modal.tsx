import { Button, Dialog, Form, Modal, Select, SelectItem, TextArea, TextField } from '@acervo/ui';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-context.tsx';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { useServiceHours } from '../../lib/api/parameters.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { LoginLink } from '../../lib/login-prompt/login-link.tsx';
import { useNotify } from '../../lib/notifications/notifications.ts';
import { sessionAtom } from '../../lib/session/session.ts';
import { feedbackMessages as m, feedbackTitles, requiredField } from './feedback-messages.ts';
import { type Feedback, type FeedbackKind, sendFeedback } from './send-feedback.ts';

type Values = Record<string, string>;

/** The required fields of each dialog (spec §5) and the label each error names. */
const required = {
  comment: { b: m.library, content: m.content },
  suggestion: { biblioteca: m.library, titulo: m.title, editor: m.publisher },
  support: { assunto: m.subject, mensagem: m.message },
} as const;

function toFeedback(kind: FeedbackKind, values: Values): Feedback {
  const text = (name: string) => values[name]?.trim() || undefined;
  switch (kind) {
    case 'comment':
      return { kind, body: { content: values.content!.trim(), b: Number(values.b) } };
    case 'suggestion':
      return {
        kind,
        body: {
          biblioteca: Number(values.biblioteca),
          titulo: values.titulo!.trim(),
          editor: values.editor!.trim(),
          ...Object.fromEntries(
            ['autor', 'edicao', 'isbn_issn', 'periodico', 'outras_inf']
              .map((name) => [name, text(name)])
              .filter(([, value]) => value),
          ),
        },
      };
    default:
      return { kind, body: { assunto: values.assunto!.trim(), mensagem: values.mensagem!.trim() } };
  }
}

/** One footer dialog's form: validates as spec §5 says, shows a sending state, posts once. */
function FeedbackForm({ kind, close }: { kind: FeedbackKind; close: () => void }) {
  const intl = useIntl();
  const client = useApiClient();
  const notify = useNotify();
  const hours = useServiceHours();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Values>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const libraries = hours.data?.bibliotecas ?? [];
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Values = {};
    for (const [name, label] of Object.entries(required[kind])) {
      if (!values[name]?.trim())
        found[name] = intl.formatMessage(requiredField, { field: intl.formatMessage(label) });
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await sendFeedback(client, toFeedback(kind, values));
      notify('success', intl.formatMessage(kind === 'comment' ? m.commentHeld : m.sent));
      close();
    } catch (error) {
      // Spec §8 "Comment": a 422 means too many comments await approval.
      if (kind === 'comment' && error instanceof ApiRequestError && error.status === 422)
        setFailure(intl.formatMessage(m.tooManyComments));
      else setFailure(describeApiError(error, intl)?.message ?? null);
      setSending(false);
    }
  }

  const libraryField = (name: 'b' | 'biblioteca') => (
    <Select
      name={name}
      label={intl.formatMessage(m.library)}
      isRequired
      selectedKey={values[name] ?? null}
      onSelectionChange={(key) => set(name)(key == null ? '' : String(key))}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    >
      {libraries.map((library) => (
        <SelectItem key={library.cod_biblioteca} id={String(library.cod_biblioteca)}>
          {library.desc_biblioteca}
        </SelectItem>
      ))}
    </Select>
  );
  const text = (name: string, label: (typeof m)[keyof typeof m], isRequired = false) => (
    <TextField
      name={name}
      label={intl.formatMessage(label)}
      isRequired={isRequired}
      value={values[name] ?? ''}
      onChange={set(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => void submit(event)}
      error={failure ?? (Object.keys(errors).length > 0 ? intl.formatMessage(m.fillRequired) : null)}
      actions={
        <>
          <Button type="submit" isDisabled={sending}>
            {intl.formatMessage(sending ? m.sending : m.send)}
          </Button>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </>
      }
    >
      {kind === 'comment' ? (
        <>
          {libraryField('b')}
          <TextArea
            name="content"
            label={intl.formatMessage(m.content)}
            isRequired
            rows={5}
            value={values.content ?? ''}
            onChange={set('content')}
            isInvalid={Boolean(errors.content)}
            errorMessage={errors.content}
          />
        </>
      ) : kind === 'suggestion' ? (
        <>
          {libraryField('biblioteca')}
          {text('titulo', m.title, true)}
          {text('autor', m.author)}
          {text('editor', m.publisher, true)}
          {text('edicao', m.edition)}
          {text('isbn_issn', m.isbn)}
          {text('periodico', m.periodical)}
          {text('outras_inf', m.other)}
        </>
      ) : (
        <>
          {text('assunto', m.subject, true)}
          <TextArea
            name="mensagem"
            label={intl.formatMessage(m.message)}
            isRequired
            rows={5}
            value={values.mensagem ?? ''}
            onChange={set('mensagem')}
            isInvalid={Boolean(errors.mensagem)}
            errorMessage={errors.mensagem}
          />
        </>
      )}
    </Form>
  );
}

/**
 * The dialog itself, opened by the footer's button (feedback-dialog.tsx), which loads this
 * module when a visitor reaches for the button. Anonymous visitors are asked to log in instead
 * (spec §6) and come back here afterwards.
 */
export function FeedbackModal({
  kind,
  isOpen,
  onOpenChange,
}: {
  kind: FeedbackKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const intl = useIntl();
  const session = useAtomValue(sessionAtom);
  const close = () => onOpenChange(false);
  return (
    <Modal isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={intl.formatMessage(feedbackTitles[kind])}>
        {session ? (
          <FeedbackForm kind={kind} close={close} />
        ) : (
          <>
            <p>{intl.formatMessage(m.loginNeeded)}</p>
            <LoginLink onPress={close}>{intl.formatMessage(m.login)}</LoginLink>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
