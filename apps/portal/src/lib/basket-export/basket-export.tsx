import { isValidEmail, splitEmails } from '@acervo/contract';
import { Button, Inline, Radio, RadioGroup, Stack, Text, TextField, vars } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../api/describe-error.ts';
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../forms/server-field-errors.ts';
import { useNotify } from '../notifications/notifications.ts';
import { basketExportMessages as m } from './basket-export-messages.ts';
import {
  type BasketExportFormat,
  basketExportFormats,
  copyableFormat,
  useExportBasketFile,
  useExportBasketText,
  useMailBasket,
} from './export-basket.ts';

const formatMessages = {
  abnt: m.formatAbnt,
  apa: m.formatApa,
  ris: m.formatRis,
  bibtex: m.formatBibtex,
  iso2709: m.formatIso2709,
  marcxml: m.formatMarcxml,
} as const;

const MailForm = styled.form`
  display: flex;
  max-width: 44rem;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space.sm} ${vars.space.md};
  > [data-component='TextField'] {
    flex: 1 1 16rem;
    min-width: 0;
  }
  /* Lines the button up with the input under its one-line label. */
  > [data-part='Submit'] {
    padding-top: calc(1lh + ${vars.space.xs});
  }
`;

/** Saves a file the API answered, as the browser saves any download. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers save nothing.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type EmailProblem = 'required' | 'invalid' | null;

function emailProblem(value: string): EmailProblem {
  const emails = splitEmails(value);
  if (emails.length === 0) return 'required';
  return emails.every(isValidEmail) ? null : 'invalid';
}

function emailMessage(intl: IntlShape, problem: EmailProblem, server: string | undefined) {
  if (problem === 'required') return intl.formatMessage(m.emailRequired);
  if (problem === 'invalid') return intl.formatMessage(m.emailInvalid);
  return server;
}

/**
 * A basket's exports (ADR 057), the same panel for the session basket and My area's permanent one
 * (ADR 119): pick one of the six formats the server writes (ABNT, APA, RIS, BibTeX, ISO 2709,
 * MARCXML), then copy it (not ISO 2709, which is binary), download the server's file or send it by
 * e-mail to one address or several separated by ";". The format can be the page's (the session
 * basket's list shows ABNT or APA references as chosen here) or the panel's own.
 */
export function BasketExport({
  codes,
  format: chosen,
  onFormatChange,
}: {
  codes: readonly number[];
  format?: BasketExportFormat;
  onFormatChange?: (format: BasketExportFormat) => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [own, setOwn] = useState<BasketExportFormat>('abnt');
  const format = chosen ?? own;
  const onFormat = onFormatChange ?? setOwn;
  const acervos = [...codes];
  const copyText = useExportBasketText();
  const downloadFile = useExportBasketFile();
  const mail = useMailBasket();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailProblem>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const mailRef = useRef<HTMLFormElement>(null);
  const formatName = intl.formatMessage(formatMessages[format]);

  const reportFailure = (error: unknown) => {
    const described = describeApiError(error, intl);
    if (described) notify(described.tone, described.message);
  };

  const copy = async () => {
    let answer;
    try {
      answer = await copyText.trigger({ tipo: format, acervos });
    } catch (error) {
      reportFailure(error);
      return;
    }
    try {
      await navigator.clipboard.writeText(answer.texto);
      notify('success', intl.formatMessage(m.copied, { count: answer.total, format: formatName }));
    } catch {
      notify('warning', intl.formatMessage(m.copyFailed));
    }
  };

  const download = async () => {
    try {
      const file = await downloadFile.trigger({ tipo: format, acervos });
      const filename = file.filename ?? `cesta.${format}`;
      saveFile(file.blob, filename);
      notify('success', intl.formatMessage(m.downloaded, { filename }));
    } catch (error) {
      reportFailure(error);
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mail.isMutating) return;
    const found = emailProblem(email);
    setProblem(found);
    setServerError(undefined);
    if (found) {
      // After the field has rendered as invalid.
      requestAnimationFrame(() => focusFirstInvalid(mailRef.current));
      return;
    }
    const address = splitEmails(email).join(';');
    try {
      const answer = await mail.trigger({ tipo: format, acervos, email: address });
      notify('success', answer.message || intl.formatMessage(m.sent, { email: address }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      const fieldError = fields['opcoesEmail.email'] ?? fields.email ?? fields.opcoesEmail;
      if (fieldError) {
        setServerError(fieldError);
        requestAnimationFrame(() => focusFirstInvalid(mailRef.current));
      } else reportFailure(error);
    }
  };

  const errorMessage = emailMessage(intl, problem, serverError);
  if (codes.length === 0) return <Text>{intl.formatMessage(m.nothing)}</Text>;
  return (
    <Stack gap="md">
      <Text>{intl.formatMessage(m.what, { count: codes.length })}</Text>
      <RadioGroup
        label={intl.formatMessage(m.format)}
        value={format}
        onChange={(value) => onFormat(value as BasketExportFormat)}
      >
        {basketExportFormats.map((code) => (
          <Radio key={code} value={code}>
            {intl.formatMessage(formatMessages[code])}
          </Radio>
        ))}
      </RadioGroup>
      <Inline gap="sm" wrap>
        {copyableFormat(format) ? (
          <Button variant="secondary" isPending={copyText.isMutating} onPress={() => void copy()}>
            {intl.formatMessage(m.copy)}
          </Button>
        ) : null}
        <Button variant="secondary" isPending={downloadFile.isMutating} onPress={() => void download()}>
          {intl.formatMessage(m.download)}
        </Button>
      </Inline>
      {copyableFormat(format) ? null : <Text tone="muted">{intl.formatMessage(m.notCopyable)}</Text>}
      <MailForm ref={mailRef} onSubmit={(event) => void send(event)} noValidate>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={intl.formatMessage(m.email)}
          description={intl.formatMessage(m.emailHint)}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setProblem(null);
            setServerError(undefined);
          }}
          isInvalid={errorMessage !== undefined}
          errorMessage={errorMessage}
          maxLength={1000}
        />
        <span data-part="Submit">
          <Button type="submit" variant="primary" isPending={mail.isMutating}>
            {intl.formatMessage(m.send)}
          </Button>
        </span>
      </MailForm>
    </Stack>
  );
}
