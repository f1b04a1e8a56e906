import type { loanRequestOptionsResponseSchema } from '@acervo/contract';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Select,
  SelectItem,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@acervo/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { useLoanRequestOptions, useRequestLoan } from '../api/loan-request.ts';
import { holdMessages } from './hold-messages.ts';
import { optionFields } from './hold-request.ts';
import { PatronOnly } from './patron-only.tsx';
import { loanRequestMessages as m } from './loan-request-messages.ts';
import {
  type LoanRequestDraft,
  loanRequestProblems,
  normalisedEmails,
  typedPhone,
} from './loan-request-rules.ts';

type Options = z.infer<typeof loanRequestOptionsResponseSchema>;

const optionLabels = {
  volumes: holdMessages.volume,
  tomos: holdMessages.tome,
  partes: holdMessages.part,
  materiais: holdMessages.material,
} as const;
const bodyField = {
  volumes: 'volume',
  tomos: 'tomo',
  partes: 'parte',
  materiais: 'material_adicional',
} as const;

/**
 * The loan-request tab (spec §2 code 75): a logged-in patron asks a library to send the title to a
 * receiving unit. Every rule of spec §5 is checked on the form: the receiving unit; volume, tome,
 * part and material all chosen; the phone filtered as typed and cut at 16; e-mails separated by
 * ";" and checked in lower case. Anonymous visitors are asked to log in.
 */
export function LoanRequestTab({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  return (
    <PatronOnly why={intl.formatMessage(m.loginNeeded)} login={intl.formatMessage(m.login)}>
      <LoanRequestLoader codAcervo={codAcervo} />
    </PatronOnly>
  );
}

function LoanRequestLoader({ codAcervo }: { codAcervo: number }) {
  const intl = useIntl();
  const { data, error, mutate } = useLoanRequestOptions(codAcervo);
  if (error && !data) return <SectionFailed error={error} onRetry={() => void mutate()} />;
  if (!data) return <SectionLoading lines={8} label={intl.formatMessage(m.loading)} />;
  if (data.bibliotecasOrigem.length === 0 || data.bibliotecasRecebimento.length === 0)
    return <Text>{intl.formatMessage(m.none)}</Text>;
  return <LoanRequestForm codAcervo={codAcervo} options={data} />;
}

function LoanRequestForm({ codAcervo, options }: { codAcervo: number; options: Options }) {
  const intl = useIntl();
  const only = <T,>(list: readonly T[]) => (list.length === 1 ? list[0]! : null);
  const [draft, setDraft] = useState<LoanRequestDraft>(() => ({
    origin: only(options.bibliotecasOrigem)?.codigo ?? null,
    receiving: only(options.bibliotecasRecebimento)?.codigo ?? null,
    options: {},
    phone: typedPhone(options.telefone ?? ''),
    email: options.email ?? '',
  }));
  const [authorised, setAuthorised] = useState('');
  const [home, setHome] = useState(false);
  const [textual, setTextual] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const request = useRequestLoan(codAcervo);
  const formRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const origin = options.bibliotecasOrigem.find((library) => library.codigo === draft.origin) ?? null;
  const choices = origin ? optionFields(origin) : [];

  // Refused: focus goes to the first field to fix (spec §5). Sent: to the outcome.
  useEffect(() => {
    if (Object.keys(errors).length > 0) focusFirstInvalid(formRef.current);
  }, [errors]);
  useEffect(() => {
    if (request.data) outcomeRef.current?.focus();
  }, [request.data]);

  const update = (next: Partial<LoanRequestDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setErrors({});
  };

  if (request.data) {
    return (
      <div ref={outcomeRef} tabIndex={-1}>
        <Alert tone="success" title={intl.formatMessage(m.sentHeading)}>
          <Stack gap="xs">
            <span>{request.data.message}</span>
            <span>
              {intl.formatMessage(m.status, { status: request.data.solicitacao.situacao.descricao })}
            </span>
          </Stack>
        </Alert>
      </div>
    );
  }

  const submit = () => {
    const problems = loanRequestProblems(
      draft,
      choices.map(({ field }) => field),
    );
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const problem of problems) {
        if (problem === 'origin') found.biblioteca_origem = intl.formatMessage(m.originRequired);
        if (problem === 'receiving') found.biblioteca_recebimento = intl.formatMessage(m.receivingRequired);
        if (problem === 'phone') found.telefone = intl.formatMessage(m.phoneRequired);
        if (problem === 'email') found.email = intl.formatMessage(m.emailInvalid);
        if (problem === 'options')
          for (const { field } of choices)
            if (!draft.options[field]) found[bodyField[field]] = intl.formatMessage(m.selectAll);
      }
      setErrors(found);
      return;
    }
    const body = {
      biblioteca_origem: draft.origin!,
      biblioteca_recebimento: draft.receiving!,
      telefone: draft.phone,
      email: normalisedEmails(draft.email),
      pessoa_autorizada: authorised.trim() || null,
      domicilio: home,
      recebimento_textual: textual.trim() || null,
      ...Object.fromEntries(
        (['volumes', 'tomos', 'partes', 'materiais'] as const).map((field) => [
          bodyField[field],
          origin && origin[field].length === 1 ? origin[field][0] : (draft.options[field] ?? null),
        ]),
      ),
    };
    setFormError(null);
    request.trigger(body).catch((failure: unknown) => {
      const fields = serverFieldErrors(failure);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setFormError(describeApiError(failure, intl)?.message ?? null);
    });
  };

  return (
    <div ref={formRef}>
      <Form
        validationBehavior="aria"
        validationErrors={errors}
        error={formError}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        actions={
          <Button type="submit" isPending={request.isMutating}>
            {intl.formatMessage(m.send)}
          </Button>
        }
      >
        <Select
          label={intl.formatMessage(m.origin)}
          name="biblioteca_origem"
          isRequired
          selectedKey={draft.origin === null ? null : String(draft.origin)}
          onSelectionChange={(key) => update({ origin: key === null ? null : Number(key), options: {} })}
        >
          {options.bibliotecasOrigem.map((library) => (
            <SelectItem key={library.codigo} id={String(library.codigo)}>
              {intl.formatMessage(m.originAvailable, {
                library: library.descricao,
                available: library.disponiveis,
              })}
            </SelectItem>
          ))}
        </Select>
        {choices.map(({ field, values }) => (
          <Select
            key={`${draft.origin}-${field}`}
            label={intl.formatMessage(optionLabels[field])}
            name={bodyField[field]}
            isRequired
            selectedKey={draft.options[field] ?? null}
            onSelectionChange={(key) =>
              update({ options: { ...draft.options, [field]: key === null ? undefined : String(key) } })
            }
          >
            {values.map((value) => (
              <SelectItem key={value} id={value}>
                {value}
              </SelectItem>
            ))}
          </Select>
        ))}
        <Select
          label={intl.formatMessage(m.receiving)}
          name="biblioteca_recebimento"
          isRequired
          selectedKey={draft.receiving === null ? null : String(draft.receiving)}
          onSelectionChange={(key) => update({ receiving: key === null ? null : Number(key) })}
        >
          {options.bibliotecasRecebimento.map((library) => (
            <SelectItem key={library.codigo} id={String(library.codigo)}>
              {library.descricao}
            </SelectItem>
          ))}
        </Select>
        <TextField
          label={intl.formatMessage(m.phone)}
          name="telefone"
          type="tel"
          autoComplete="tel"
          isRequired
          value={draft.phone}
          onChange={(value) => update({ phone: typedPhone(value) })}
        />
        <TextField
          label={intl.formatMessage(m.email)}
          description={intl.formatMessage(m.emailHint)}
          name="email"
          autoComplete="email"
          isRequired
          value={draft.email}
          onChange={(value) => update({ email: value })}
        />
        <TextField
          label={intl.formatMessage(m.authorised)}
          name="pessoa_autorizada"
          maxLength={200}
          value={authorised}
          onChange={setAuthorised}
        />
        <Checkbox isSelected={home} onChange={setHome}>
          {intl.formatMessage(m.home)}
        </Checkbox>
        <TextArea
          label={intl.formatMessage(m.textual)}
          name="recebimento_textual"
          maxLength={500}
          value={textual}
          onChange={setTextual}
        />
      </Form>
    </div>
  );
}
