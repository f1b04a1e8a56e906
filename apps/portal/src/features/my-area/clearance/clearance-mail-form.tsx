import { isValidEmail, splitEmails } from '@acervo/contract';
import { Button, Form, Text, TextField } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { formMessages as f } from '../shared/form-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { useReportFailure } from '../shared/use-report-failure.ts';
import { useLoggedInEmail } from './api/logged-in-email.ts';
import { useSendClearanceMail } from './api/send-clearance-mail.ts';
import { clearanceMessages as m } from './clearance-messages.ts';

/**
 * "Send by e-mail": the patron's registered addresses to start with, several separated by ";" and
 * each checked (spec §5); the server's refusal beside the field; sent once however often pressed.
 */
export function ClearanceMailForm() {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = useReportFailure();
  const registered = useLoggedInEmail();
  const send = useSendClearanceMail();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  // Until the patron types, the field offers the addresses on record.
  const value = typed ?? registered.data?.email ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const emails = splitEmails(value);
    const problem =
      emails.length === 0
        ? intl.formatMessage(m.emailRequired)
        : emails.every(isValidEmail)
          ? undefined
          : intl.formatMessage(m.emailInvalid);
    setSentTo(null);
    flushSync(() => setError(problem));
    if (problem) {
      focusFirstInvalid(form.current);
      return;
    }
    sending.current = true;
    try {
      const answer = await send.trigger(emails.join(';'));
      setSentTo(emails.join('; '));
      notify('success', answer.message);
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields.email) {
        flushSync(() => setError(fields.email));
        focusFirstInvalid(form.current);
      } else reportFailure(failure);
    } finally {
      sending.current = false;
    }
  }

  return (
    <MyAreaSection id="enviar-declaracao" title={intl.formatMessage(m.mailTitle)}>
      <div ref={form}>
        <Form
          onSubmit={(event) => void submit(event)}
          validationBehavior="aria"
          actions={
            <Button type="submit" variant="secondary" isDisabled={send.isMutating}>
              {intl.formatMessage(send.isMutating ? f.sending : m.send)}
            </Button>
          }
        >
          <TextField
            name="email"
            type="text"
            inputMode="email"
            autoComplete="email"
            label={intl.formatMessage(m.email)}
            description={intl.formatMessage(m.emailHint)}
            isRequired
            value={value}
            onChange={(next) => {
              setTyped(next);
              setError(undefined);
              setSentTo(null);
            }}
            isInvalid={Boolean(error)}
            errorMessage={error}
          />
        </Form>
      </div>
      <Text role="status">{sentTo ? intl.formatMessage(m.sentTo, { emails: sentTo }) : null}</Text>
    </MyAreaSection>
  );
}
