import { useIntl } from 'react-intl';
import { useToday } from '../../../lib/dates/today.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { LoadFailed, Loading } from '../shared/load-state.tsx';
import { usePersonalData } from './api/personal-data.ts';
import { PersonalDataForm } from './personal-data-form.tsx';

/** `/meupergamum/dados-pessoais`: the patron's personal data, to read and correct. */
export function Component() {
  const intl = useIntl();
  const today = useToday();
  const query = usePersonalData();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.dadosPessoais)}</MyAreaHeading>
      {query.error && !query.data ? (
        <LoadFailed error={query.error} onRetry={() => void query.mutate()} />
      ) : !query.data ? (
        <Loading lines={8} />
      ) : (
        <PersonalDataForm data={query.data.dados} today={today} />
      )}
    </>
  );
}
