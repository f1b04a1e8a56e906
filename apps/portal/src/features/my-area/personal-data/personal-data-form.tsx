import {
  cleanPhone,
  isValidCpf,
  isValidEmail,
  type PersonalData,
  type PersonalDataUpdate,
  splitEmails,
} from '@acervo/contract';
import { Button, Checkbox, Form, Grid, Stack, Text, TextField, vars } from '@acervo/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type MessageDescriptor, useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { formMessages as f } from '../shared/form-messages.ts';
import { useSavePersonalData } from './api/personal-data.ts';
import { personalDataMessages as m } from './personal-data-messages.ts';
import { useLeaveGuard } from './use-leave-guard.tsx';

type TextName = Exclude<keyof PersonalDataUpdate, 'receber_email'>;
export type PersonalValues = Record<TextName, string> & { receber_email: boolean };
type Errors = Partial<Record<TextName, string>>;

const textNames: TextName[] = [
  'email',
  'telefone',
  'logradouro',
  'complemento',
  'cep',
  'cidade',
  'bairro',
  'rg',
  'cpf',
  'nacionalidade',
  'sexo',
  'data_nascimento',
  'escolaridade',
  'localizacao',
  'profissao',
  'estado_civil',
];

export const toValues = (data: PersonalData): PersonalValues => ({
  ...(Object.fromEntries(textNames.map((name) => [name, data[name] ?? ''])) as Record<TextName, string>),
  receber_email: data.receber_email,
});

const isDirty = (values: PersonalValues, saved: PersonalValues) =>
  values.receber_email !== saved.receber_email || textNames.some((name) => values[name] !== saved[name]);

/** Spec §3 and §5: what the patron may type in each checked field, in the server's own words. */
function validate(values: PersonalValues, today: string): Record<string, MessageDescriptor> {
  const found: Record<string, MessageDescriptor> = {};
  const email = values.email.trim();
  if (email && !splitEmails(email).every(isValidEmail)) found.email = m.emailInvalid;
  if (values.telefone.trim() && !/[0-9]/.test(values.telefone)) found.telefone = m.phoneInvalid;
  if (values.cep.trim() && !/^[0-9]{5}-?[0-9]{3}$/.test(values.cep.trim())) found.cep = m.postalCodeInvalid;
  const cpf = values.cpf.trim();
  if (cpf && !/^[0-9]+$/.test(cpf)) found.cpf = m.taxDigitsOnly;
  else if (cpf && !isValidCpf(cpf)) found.cpf = m.taxInvalid;
  if (values.data_nascimento && values.data_nascimento > today) found.data_nascimento = m.futureDate;
  return found;
}

const Fieldset = styled.fieldset`
  display: grid;
  /* One column no wider than the form: an auto column grows to the field grid's 16rem minimum at large text. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.md};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${vars.space.sm};
    padding: 0;
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.bold};
  }
`;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Grid minItemWidth="16rem" gap="md">
        {children}
      </Grid>
    </Fieldset>
  );
}

/**
 * The patron's personal data (spec §3), each checked field refused beside itself with focus on the
 * first; saved with a confirmation; leaving with unsaved changes asks first.
 */
export function PersonalDataForm({ data, today }: { data: PersonalData; today: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSavePersonalData();
  const form = useRef<HTMLDivElement>(null);
  const saving = useRef(false);
  const [saved, setSaved] = useState(() => toValues(data));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const dirty = isDirty(values, saved);
  const leaveDialog = useLeaveGuard(dirty);

  const set = <K extends keyof PersonalValues>(name: K, value: PersonalValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setConfirmation(null);
    if (name !== 'receber_email' && errors[name as TextName])
      setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.current) return;
    const found = Object.fromEntries(
      Object.entries(validate(values, today)).map(([name, message]) => [name, intl.formatMessage(message)]),
    );
    setFailure(null);
    setConfirmation(null);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    saving.current = true;
    try {
      const body: PersonalDataUpdate = {
        ...Object.fromEntries(textNames.map((name) => [name, values[name].trim()])),
        receber_email: values.receber_email,
      };
      const answer = await save.trigger(body);
      const stored = toValues(answer.dados);
      setSaved(stored);
      setValues(stored);
      setConfirmation(intl.formatMessage(m.saved));
      notify('success', answer.message);
    } catch (error) {
      flushSync(() => {
        setErrors(serverFieldErrors(error));
        setFailure(describeApiError(error, intl)?.message ?? null);
      });
      focusFirstInvalid(form.current);
    } finally {
      saving.current = false;
    }
  }

  const text = (
    name: TextName,
    label: MessageDescriptor,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={name}
      label={intl.formatMessage(label)}
      value={values[name]}
      onChange={(value) => set(name, value)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      {...extra}
    />
  );
  const hasErrors = Object.values(errors).some(Boolean);

  return (
    <div ref={form}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
        aria-busy={save.isMutating || undefined}
        error={failure ?? (hasErrors ? intl.formatMessage(f.fixFields) : null)}
        actions={
          <Button type="submit" isDisabled={save.isMutating}>
            {intl.formatMessage(save.isMutating ? f.saving : m.save)}
          </Button>
        }
      >
        <Stack gap="xs">
          <Text weight="bold">{intl.formatMessage(m.name)}</Text>
          <Text>{data.nome_pessoa}</Text>
          <Text size="sm">{intl.formatMessage(m.nameNote)}</Text>
        </Stack>
        <Group legend={intl.formatMessage(m.contact)}>
          {text('email', m.email, { type: 'email', description: intl.formatMessage(m.emailHelp) })}
          {text('telefone', m.phone, {
            type: 'tel',
            onChange: (value: string) => set('telefone', cleanPhone(value)),
          })}
        </Group>
        <Checkbox isSelected={values.receber_email} onChange={(value) => set('receber_email', value)}>
          {intl.formatMessage(m.receiveEmails)}
        </Checkbox>
        <Group legend={intl.formatMessage(m.address)}>
          {text('logradouro', m.street)}
          {text('complemento', m.complement)}
          {text('cep', m.postalCode, { inputMode: 'numeric' })}
          {text('bairro', m.district)}
          {text('cidade', m.city)}
        </Group>
        <Group legend={intl.formatMessage(m.personal)}>
          {text('rg', m.idNumber)}
          {text('cpf', m.taxNumber, {
            inputMode: 'numeric',
            description: intl.formatMessage(m.taxNumberHelp),
          })}
          {text('nacionalidade', m.nationality)}
          {text('sexo', m.gender)}
          {text('data_nascimento', m.birthDate, { type: 'date' })}
          {text('estado_civil', m.maritalStatus)}
        </Group>
        <Group legend={intl.formatMessage(m.work)}>
          {text('escolaridade', m.education)}
          {text('profissao', m.job)}
          {text('localizacao', m.location)}
        </Group>
      </Form>
      <Text role="status">{confirmation ?? (dirty ? intl.formatMessage(m.unsaved) : null)}</Text>
      {leaveDialog}
    </div>
  );
}
