import type { RequestKind } from '@acervo/contract';
import { parseDate } from '@internationalized/date';
import {
  Button,
  DatePicker,
  Form,
  Grid,
  Select,
  SelectItem,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@acervo/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { formMessages as f } from '../shared/form-messages.ts';
import { sendRequestPath, useSendRequest } from './api/send-request.ts';
import {
  type FieldSpec,
  findProblems,
  formFieldOf,
  type RangeRule,
  toBody,
  typed,
  type Values,
} from './request-fields.ts';
import { requestsMessages as m } from './requests-messages.ts';

export type LibraryOption = { codigo: number; descricao: string };

const blank = (fields: readonly FieldSpec[], initial: Values): Values =>
  Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? '']));

const safeDate = (iso: string) => {
  try {
    return iso ? parseDate(iso) : null;
  } catch {
    return null;
  }
};

/**
 * The form every bibliographic request shares (exchange, survey, catalogue sheet, research,
 * inter-library loan): each kind only lists its fields. Every field left wrong is named beside it
 * and the first takes focus; the server's 422 messages land on their fields; nothing typed is lost
 * on a refusal or a failure; a double submit sends once; after sending, the form starts again.
 */
export function RequestForm({
  kind,
  fields,
  ranges = [],
  intro,
  libraries,
  initial = {},
  children,
}: {
  kind: RequestKind;
  fields: readonly FieldSpec[];
  ranges?: readonly RangeRule[];
  intro: MessageDescriptor;
  /** The libraries the `library` field offers (still loading while undefined). */
  libraries: readonly LibraryOption[] | undefined;
  /** Values the form starts with (and starts again with after sending): the patron's contacts. */
  initial?: Values;
  /** Shown under the introduction (the inter-library loan's open requests). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const today = useToday();
  const form = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [values, setValues] = useState<Values>(() => blank(fields, initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendRequest(kind);

  const set = (field: FieldSpec, value: string) => {
    setValues((current) => ({ ...current, [field.name]: typed(field, value) }));
    setSent(null);
    if (errors[field.name]) setErrors((current) => ({ ...current, [field.name]: '' }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const problems = findProblems(fields, values, ranges, today);
    const found = Object.fromEntries(
      Object.entries(problems).map(([name, problem]) => [
        name,
        intl.formatMessage(
          problem.message,
          problem.field ? { field: intl.formatMessage(problem.field) } : undefined,
        ),
      ]),
    );
    setFailure(null);
    setSent(null);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    sending.current = true;
    try {
      const where = fields.find((field) => field.path);
      const answer = await send.trigger({
        path: sendRequestPath(kind, where ? values[where.name] : undefined),
        body: toBody(fields, values) as { biblioteca: number },
      });
      setValues(blank(fields, initial));
      setSent(intl.formatMessage(m.sent));
      notify('success', answer.message);
    } catch (error) {
      const fromServer = Object.fromEntries(
        Object.entries(serverFieldErrors(error)).map(([name, message]) => [
          formFieldOf(fields, name),
          message,
        ]),
      );
      flushSync(() => {
        setErrors(fromServer);
        setFailure(describeApiError(error, intl)?.message ?? null);
      });
      focusFirstInvalid(form.current);
    } finally {
      sending.current = false;
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  const common = (field: FieldSpec) => ({
    name: field.name,
    label: intl.formatMessage(field.label),
    isRequired: Boolean(field.required),
    isInvalid: Boolean(errors[field.name]),
    errorMessage: errors[field.name] || undefined,
    description: field.description ? intl.formatMessage(field.description) : undefined,
  });

  const control = (field: FieldSpec) => {
    switch (field.kind) {
      case 'select':
      case 'library': {
        const options =
          field.kind === 'library'
            ? (libraries ?? []).map((library) => ({ id: String(library.codigo), name: library.descricao }))
            : (field.options ?? []).map((option) => ({
                id: option.id,
                name: intl.formatMessage(option.label),
              }));
        return (
          <Select
            key={field.name}
            {...common(field)}
            selectedKey={values[field.name] || null}
            onSelectionChange={(key) => set(field, key == null ? '' : String(key))}
          >
            {options.map((option) => (
              <SelectItem key={option.id} id={option.id}>
                {option.name}
              </SelectItem>
            ))}
          </Select>
        );
      }
      case 'date':
        return (
          <DatePicker
            key={field.name}
            {...common(field)}
            validationBehavior="aria"
            value={safeDate(values[field.name] ?? '')}
            onChange={(value) => set(field, value ? value.toString() : '')}
          />
        );
      case 'textarea':
        return (
          <TextArea
            key={field.name}
            {...common(field)}
            rows={3}
            value={values[field.name]}
            onChange={(value) => set(field, value)}
          />
        );
      default:
        return (
          <TextField
            key={field.name}
            {...common(field)}
            type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
            inputMode={field.kind === 'number' || field.kind === 'year' ? 'numeric' : undefined}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(value) => set(field, value)}
          />
        );
    }
  };

  return (
    <MyAreaSection id="nova-solicitacao" title={intl.formatMessage(m.newRequest)}>
      <Stack gap="xs">
        <Text>{intl.formatMessage(intro)}</Text>
        <Text size="sm">{intl.formatMessage(m.requiredHint)}</Text>
        {children}
      </Stack>
      <div ref={form}>
        <Form
          validationBehavior="aria"
          onSubmit={(event) => void submit(event)}
          aria-busy={send.isMutating || undefined}
          error={failure ?? (hasErrors ? intl.formatMessage(f.fixFields) : null)}
          actions={
            <Button type="submit" isDisabled={send.isMutating}>
              {intl.formatMessage(send.isMutating ? f.sending : m.send)}
            </Button>
          }
        >
          <Grid minItemWidth="16rem" gap="md">
            {fields.filter((field) => field.kind !== 'textarea').map(control)}
          </Grid>
          {fields.filter((field) => field.kind === 'textarea').map(control)}
        </Form>
      </div>
      <Text role="status">{sent}</Text>
    </MyAreaSection>
  );
}
