import { Button, Grid, Inline, NativeSelect, Stack, Text, TextField } from '@acervo/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type AddTermsBody, useAddInterestTerms } from './api/add-interest-terms.ts';
import { type TermSearch, useTermSearch } from './api/term-search.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import {
  fieldStarting,
  minimumLength,
  type Options,
  ProfileForm,
  useProfileForm,
  ValidityField,
} from './profile-form.tsx';

type Kind = AddTermsBody['tipoDSI'];

/**
 * Follow an area, an author or a subject until a date: the catalogue can be searched for the name
 * as it is registered (with how many titles each has); each bad field is named beside it, the
 * first takes focus, and nothing typed is lost on a refusal or a failure; sent once.
 */
export function InterestTermForm({ options }: { options: Options }) {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind>('autor');
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState<TermSearch | null>(null);
  const found = useTermSearch(search);
  const add = useAddInterestTerms();
  const { form, container } = useProfileForm<'termo'>(options.validadePadrao, add.isMutating);

  const tooShort = () => term.trim().length < minimumLength;

  function searchCatalogue() {
    if (tooShort()) return form.refuse('termo', intl.formatMessage(m.tooShort));
    setSearch({ tipoPesquisa: kind, termoPesquisa: term.trim() });
  }

  return (
    <ProfileForm
      form={form}
      container={container}
      label={intl.formatMessage(m.newTerm)}
      sending={{
        check: () => (tooShort() ? { termo: intl.formatMessage(m.tooShort) } : {}),
        send: (validade) => add.trigger({ tipoDSI: kind, validade, itens: [term.trim()] }),
        sent: () => {
          setTerm('');
          setSearch(null);
        },
        refused: (fields) => ({ termo: fieldStarting(fields, 'itens') }),
      }}
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
          {...form.bind('termo', setTerm)}
        />
        <ValidityField form={form} />
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
                          form.clear('termo');
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
    </ProfileForm>
  );
}
