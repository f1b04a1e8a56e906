import { isValidEmail, splitEmails } from '@acervo/contract';
import { Button, Inline, NativeSelect, Stack, Text, TextField, vars } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../api/describe-error.ts';
import { serverFieldErrors } from '../forms/server-field-errors.ts';
import { useNotify } from '../notifications/notifications.ts';
import {
  type TextExportFormat,
  textExportFormats,
  useMailBasket,
  useExportBasketText,
} from './export-basket.ts';
import { basketExportMessages as m } from './basket-export-messages.ts';

const extensions: Record<TextExportFormat, string> = {
  abnt: 'txt',
  apa: 'txt',
  ris: 'ris',
  bibtex: 'bib',
  marcxml: 'xml',
};
const mediaTypes: Record<TextExportFormat, string> = {
  abnt: 'text/plain',
  apa: 'text/plain',
  ris: 'application/x-research-info-systems',
  bibtex: 'application/x-bibtex',
  marcxml: 'application/marcxml+xml',
};

/** Saves text as a file the way a download link would. */
function saveFile(text: string, format: TextExportFormat) {
  const url = URL.createObjectURL(new Blob([text], { type: `${mediaTypes[format]};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `cesta.${extensions[format]}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const EmailForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.md};

  & > [data-component='TextField'] {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

/**
 * Exports titles of a basket as the catalogue's export does (ADR 057): references (ABNT, APA), RIS,
 * BibTeX or MARCXML, copied to the clipboard, saved as a file, or sent by e-mail to one address or
 * several separated by ";" (checked beside the field, nothing typed lost on a refusal).
 */
export function BasketExport({ titles }: { titles: readonly number[] }) {
  const intl = useIntl();
  const notify = useNotify();
  const reportFailure = (error: unknown) => {
    const described = describeApiError(error, intl);
    if (described) notify(described.tone, described.message);
  };
  const [format, setFormat] = useState<TextExportFormat>('abnt');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailForm = useRef<HTMLFormElement>(null);
  const exportText = useExportBasketText();
  const sendByEmail = useMailBasket();
  const acervos = [...titles];

  if (titles.length === 0) return <Text>{intl.formatMessage(m.nothing)}</Text>;

  const copy = async () => {
    try {
      const answer = await exportText.trigger({ tipo: format, acervos });
      try {
        await navigator.clipboard.writeText(answer.texto);
        notify('success', intl.formatMessage(m.copied, { count: answer.total }));
      } catch {
        notify('warning', intl.formatMessage(m.copyFailed));
      }
    } catch (error) {
      reportFailure(error);
    }
  };

  const download = async () => {
    try {
      const answer = await exportText.trigger({ tipo: format, acervos });
      saveFile(answer.texto, format);
    } catch (error) {
      reportFailure(error);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sendByEmail.isMutating) return;
    const addresses = splitEmails(email);
    const problem =
      addresses.length === 0
        ? intl.formatMessage(m.emailRequired)
        : addresses.every(isValidEmail)
          ? null
          : intl.formatMessage(m.emailInvalid);
    setEmailError(problem);
    if (problem) {
      emailForm.current?.querySelector('input')?.focus();
      return;
    }
    try {
      const answer = await sendByEmail.trigger({ tipo: format, acervos, email: addresses.join(';') });
      notify('success', answer.message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const fieldMessage = fields['opcoesEmail.email'] ?? fields.email;
      if (fieldMessage) {
        setEmailError(fieldMessage);
        emailForm.current?.querySelector('input')?.focus();
      } else reportFailure(error);
    }
  };

  return (
    <Stack gap="md">
      <Text>{intl.formatMessage(m.what, { count: titles.length })}</Text>
      <NativeSelect
        label={intl.formatMessage(m.format)}
        value={format}
        onChange={(value) => setFormat(value as TextExportFormat)}
        options={textExportFormats.map((value) => ({ id: value, name: intl.formatMessage(m[value]) }))}
      />
      <Inline gap="sm">
        <Button variant="secondary" isPending={exportText.isMutating} onPress={() => void copy()}>
          {intl.formatMessage(m.copy)}
        </Button>
        <Button variant="secondary" isPending={exportText.isMutating} onPress={() => void download()}>
          {intl.formatMessage(m.download)}
        </Button>
      </Inline>
      <EmailForm ref={emailForm} onSubmit={(event) => void send(event)} noValidate>
        <TextField
          label={intl.formatMessage(m.email)}
          description={intl.formatMessage(m.emailHint)}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          validationBehavior="aria"
          isInvalid={Boolean(emailError)}
          {...(emailError ? { errorMessage: emailError } : {})}
        />
        <Button type="submit" variant="secondary" isPending={sendByEmail.isMutating}>
          {intl.formatMessage(m.send)}
        </Button>
      </EmailForm>
    </Stack>
  );
}
