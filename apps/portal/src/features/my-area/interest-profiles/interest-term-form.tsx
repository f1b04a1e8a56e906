import type { z } from 'zod';
import type { interestAuxiliaryResponseSchema } from '@acervo/contract';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, DatePicker, Form, Grid, Inline, NativeSelect, Stack, Text, TextField } from '@acervo/ui';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useToday } from '../../../lib/dates/today.ts';
import { focusFirstInvalid } from '../../../lib/forms/focus-first-invalid.ts';
import { serverFieldErrors } from '../../../lib/forms/server-field-errors.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { formMessages as f } from '../shared/form-messages.ts';
import { type AddTermsBody, useAddInterestTerms } from './api/add-interest-terms.ts';
import { type TermSearch, useTermSearch } from './api/term-search.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';

type Options = z.infer<typeof interestAuxiliaryResponseSchema>;
type Kind = AddTermsBody['tipoDSI'];
type Errors = Partial<Record<'termo' | 'validade', string>>;

/** Spec §5: terms shorter than 3 characters never match, so they are refused before sending. */
const minimumLength = 3;

/**
 * Follow an area, an author or a subject until a date: the catalogue can be searched for the name
 * as it is registered (with how many titles each has); each bad field is named beside it, the
 * first takes focus, and nothing typed is lost on a refusal or a failure; sent once.
 */
export function InterestTermForm({ options }: { options: Options }) {
  const intl = useIntl();
  const notify = useNotify();
  const today = useToday();
  const form = useRef<HTMLDivElement>(null);
  const [kind, setKind] = useState<Kind>('autor');
  const [term, setTerm] = useState('');
  const [validity, setValidity] = useState<CalendarDate | null>(() => parseDate(options.validadePadrao));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState<TermSearch | null>(null);
  const found = useTermSearch(search);
  const add = useAddInterestTerms();

  const tooShort = () => term.trim().length < minimumLength;

  function searchCatalogue() {
    if (tooShort()) {
      flushSync(() => setErrors((current) => ({ ...current, termo: intl.formatMessage(m.tooShort) })));
      focusFirstInvalid(form.current);
      return;
    }
    setSearch({ tipoPesquisa: kind, termoPesquisa: term.trim() });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (add.isMutating) return;
    const next: Errors = {};
    if (tooShort()) next.termo = intl.formatMessage(m.tooShort);
    if (!validity) next.validade = intl.formatMessage(m.validityRequired);
    else if (validity.toString() < today) next.validade = intl.formatMessage(m.pastValidity);
    setFailure(null);
    flushSync(() => setErrors(next));
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      const answer = await add.trigger({
        tipoDSI: kind,
        validade: validity!.toString(),
        itens: [term.trim()],
      });
      setTerm('');
      setSearch(null);
      if (answer.message) notify('success', answer.message);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const termError = Object.entries(fields).find(([name]) => name.startsWith('itens'))?.[1];
      flushSync(() => {
        setErrors({ termo: termError, validade: fields.validade });
        setFailure(describeApiError(error, intl)?.message ?? null);
      });
      focusFirstInvalid(form.current);
    }
  }

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <div ref={form}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => void submit(event)}
        aria-label={intl.formatMessage(m.newTerm)}
        aria-busy={add.isMutating || undefined}
        error={failure ?? (hasErrors ? intl.formatMessage(f.fixFields) : null)}
        actions={
          <Button type="submit" isPending={add.isMutating} pendingLabel={intl.formatMessage(m.adding)}>
            {intl.formatMessage(m.add)}
          </Button>
        }
      >
        <Grid minItemWidth="14rem" gap="md">
          <NativeSelect
            name="tipoDSI"
            label={intl.formatMessage(m.kind)}
            options={options.tiposDSI.map((item) => ({ id: item.codigo, name: item.descricao }))}
            value={kind}
            onChange={(value) => {
              setKind(value as Kind);
              setSearch(null);
            }}
          />
          <TextField
            name="termo"
            label={intl.formatMessage(m.term)}
            description={intl.formatMessage(m.termHint)}
            isRequired
            value={term}
            onChange={(value) => {
              setTerm(value);
              if (errors.termo) setErrors((current) => ({ ...current, termo: undefined }));
            }}
            isInvalid={Boolean(errors.termo)}
            errorMessage={errors.termo}
          />
          <DatePicker
            label={intl.formatMessage(m.validity)}
            value={validity}
            onChange={(value) => {
              setValidity(value);
              if (errors.validade) setErrors((current) => ({ ...current, validade: undefined }));
            }}
            isRequired
            validationBehavior="aria"
            isInvalid={Boolean(errors.validade)}
            {...(errors.validade ? { errorMessage: errors.validade } : {})}
          />
        </Grid>
        {kind === 'area' ? null : (
          <Stack gap="sm">
            <div>
              <Button variant="secondary" onPress={searchCatalogue} isPending={found.isLoading}>
                {intl.formatMessage(m.searchCatalogue)}
              </Button>
            </div>
            {search && found.data ? (
              <div role="status">
                {found.data.termos.length === 0 ? (
                  <Text>{intl.formatMessage(m.noSuggestions)}</Text>
                ) : (
                  <Stack gap="xs">
                    <Text>{intl.formatMessage(m.suggestions)}</Text>
                    <Inline gap="sm">
                      {found.data.termos.map((item) => (
                        <Button
                          key={item.termo}
                          variant="secondary"
                          onPress={() => {
                            setTerm(item.termo);
                            setErrors((current) => ({ ...current, termo: undefined }));
                          }}
                        >
                          {intl.formatMessage(m.suggestion, { term: item.termo, count: item.titulos })}
                        </Button>
                      ))}
                    </Inline>
                  </Stack>
                )}
              </div>
            ) : null}
          </Stack>
        )}
      </Form>
    </div>
  );
}
