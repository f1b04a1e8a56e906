import { Grid, NativeSelect, Stack } from '@acervo/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAddWorkType } from './api/add-work-type.ts';
import { interestProfilesMessages as m } from './interest-profiles-messages.ts';
import {
  LibrariesField,
  type Options,
  ProfileForm,
  SomeOf,
  fieldStarting,
  useProfileForm,
  ValidityField,
} from './profile-form.tsx';

type Field = 'codTipoObra' | 'bibliotecas' | 'idiomas';

/**
 * Follow a work type until a date, in some libraries and languages (none ticked: all). Each bad
 * field is named beside it, the first takes focus, nothing chosen is lost on a refusal or a
 * failure; sent once.
 */
export function WorkTypeForm({ options }: { options: Options }) {
  const intl = useIntl();
  const [type, setType] = useState('');
  const [libraries, setLibraries] = useState<string[]>([]);
  const [languages, setLanguages] = useState<string[]>([]);
  const add = useAddWorkType();
  const { form, container } = useProfileForm<Field>(options.validadePadrao, add.isMutating);

  return (
    <ProfileForm
      form={form}
      container={container}
      label={intl.formatMessage(m.newWorkType)}
      sending={{
        check: () => (type ? {} : { codTipoObra: intl.formatMessage(m.workTypeRequired) }),
        send: (validade) =>
          add.trigger({
            codTipoObra: Number(type),
            validade,
            bibliotecas: libraries.map(Number),
            idiomas: languages,
          }),
        sent: () => {
          setType('');
          setLibraries([]);
          setLanguages([]);
        },
        refused: (fields) => ({
          codTipoObra: fields.codTipoObra,
          bibliotecas: fieldStarting(fields, 'bibliotecas'),
          idiomas: fieldStarting(fields, 'idiomas'),
        }),
      }}
    >
      <Stack gap="md">
        <Grid minItemWidth="14rem" gap="md">
          <NativeSelect
            name="codTipoObra"
            label={intl.formatMessage(m.workType)}
            isRequired
            options={[
              { id: '', name: intl.formatMessage(m.chooseWorkType) },
              ...options.tiposObra.map((item) => ({ id: String(item.codigo), name: item.descricao })),
            ]}
            value={type}
            onChange={(value) => {
              setType(value);
              form.clear('codTipoObra');
            }}
            {...(form.errors.codTipoObra ? { errorMessage: form.errors.codTipoObra } : {})}
          />
          <ValidityField form={form} />
        </Grid>
        <LibrariesField form={form} options={options} value={libraries} onChange={setLibraries} />
        <SomeOf
          label={intl.formatMessage(m.languages)}
          description={intl.formatMessage(m.languagesHint)}
          items={options.idiomas}
          value={languages}
          {...form.bind('idiomas', setLanguages)}
        />
      </Stack>
    </ProfileForm>
  );
}
