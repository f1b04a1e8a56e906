import { Button, Checkbox, Form, Grid, Select, SelectItem, Text, TextArea, TextField } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { formMessages as f, requiredField } from '../shared/form-messages.ts';
import { useCampuses } from './api/campuses.ts';
import { useLibraries } from './api/libraries.ts';
import { type SuggestionBody, useSendSuggestion } from './api/send-suggestion.ts';
import { suggestionsMessages as m } from './suggestions-messages.ts';
import { MyAreaSection } from '../shared/my-area-section.tsx';

const textFields = ['autor', 'titulo', 'edicao', 'editor', 'isbn_issn', 'outras_inf'] as const;
type TextName = (typeof textFields)[number];
type Values = Record<TextName, string> & { campus: string; biblioteca: string; periodico: boolean };
type Errors = Partial<Record<keyof Values, string>>;

const empty: Values = {
  campus: '',
  biblioteca: '',
  autor: '',
  titulo: '',
  edicao: '',
  editor: '',
  isbn_issn: '',
  periodico: false,
  outras_inf: '',
};

/** Spec §5: the library, the title and the publisher are required. */
const required = { biblioteca: m.library, titulo: m.title, editor: m.publisher } as const;

function toBody(values: Values): SuggestionBody {
  const optional = Object.fromEntries(
    textFields.map((name) => [name, values[name].trim()]).filter(([, value]) => value),
  ) as Partial<Record<TextName, string>>;
  return {
    ...optional,
    ...(values.campus ? { campus: Number(values.campus) } : {}),
    biblioteca: Number(values.biblioteca),
    titulo: values.titulo.trim(),
    editor: values.editor.trim(),
    periodico: values.periodico,
  };
}

/**
 * The acquisition-suggestion form (spec §3, §5): campus narrows the libraries; each required field
 * left empty is named beside it (`CampoObrigatorioNaoPreenchido`) and the first takes focus; the
 * server's 422 messages land on their fields; nothing typed is lost on a refusal; sent once.
 */
export function SuggestionForm() {
  const intl = useIntl();
  const notify = useNotify();
  const form = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const campuses = useCampuses();
  const libraries = useLibraries(values.campus ? Number(values.campus) : null);
  const send = useSendSuggestion();

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSent(null);
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found: Errors = {};
    for (const [name, label] of Object.entries(required) as [keyof typeof required, MessageDescriptor][]) {
      if (!values[name].trim())
        found[name] = intl.formatMessage(requiredField, { field: intl.formatMessage(label) });
    }
    setFailure(null);
    setSent(null);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    sending.current = true;
    try {
      const answer = await send.trigger(toBody(values));
      setValues(empty);
      setSent(intl.formatMessage(m.sent));
      notify('success', answer.message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      flushSync(() => {
        setErrors(fields);
        setFailure(describeApiError(error, intl)?.message ?? null);
      });
      focusFirstInvalid(form.current);
    } finally {
      sending.current = false;
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  const text = (name: TextName, label: MessageDescriptor, isRequired = false) => (
    <TextField
      name={name}
      label={intl.formatMessage(label)}
      isRequired={isRequired}
      value={values[name]}
      onChange={(value) => set(name, value)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
    />
  );
  const libraryList = libraries.data?.bibliotecas ?? [];

  return (
    <MyAreaSection id="nova-sugestao" title={intl.formatMessage(m.newSuggestion)}>
      <Text>{intl.formatMessage(m.intro)}</Text>
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
            <Select
              name="campus"
              label={intl.formatMessage(m.campus)}
              selectedKey={values.campus || 'all'}
              onSelectionChange={(key) => {
                const campus = key == null || key === 'all' ? '' : String(key);
                setValues((current) => ({ ...current, campus, biblioteca: '' }));
              }}
            >
              {[
                <SelectItem key="all" id="all">
                  {intl.formatMessage(m.allCampuses)}
                </SelectItem>,
                ...(campuses.data?.campus ?? []).map((campus) => (
                  <SelectItem key={campus.cod_campus} id={String(campus.cod_campus)}>
                    {campus.nome_campus}
                  </SelectItem>
                )),
              ]}
            </Select>
            <Select
              name="biblioteca"
              label={intl.formatMessage(m.library)}
              isRequired
              selectedKey={values.biblioteca || null}
              onSelectionChange={(key) => set('biblioteca', key == null ? '' : String(key))}
              isInvalid={Boolean(errors.biblioteca)}
              errorMessage={errors.biblioteca}
            >
              {libraryList.map((library) => (
                <SelectItem key={library.cod_biblioteca} id={String(library.cod_biblioteca)}>
                  {library.desc_biblioteca}
                </SelectItem>
              ))}
            </Select>
            {text('autor', m.author)}
            {text('titulo', m.title, true)}
            {text('edicao', m.edition)}
            {text('editor', m.publisher, true)}
            {text('isbn_issn', m.isbn)}
          </Grid>
          <Checkbox isSelected={values.periodico} onChange={(value) => set('periodico', value)}>
            {intl.formatMessage(m.periodical)}
          </Checkbox>
          <TextArea
            name="outras_inf"
            label={intl.formatMessage(m.other)}
            rows={3}
            value={values.outras_inf}
            onChange={(value) => set('outras_inf', value)}
            isInvalid={Boolean(errors.outras_inf)}
            errorMessage={errors.outras_inf}
          />
        </Form>
      </div>
      <Text role="status">{sent}</Text>
    </MyAreaSection>
  );
}
