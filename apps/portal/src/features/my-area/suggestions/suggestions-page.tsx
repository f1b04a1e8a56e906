import { Stack } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { SuggestionForm } from './suggestion-form.tsx';
import { SuggestionList } from './suggestion-list.tsx';

/** `/meupergamum/sugestoes`: suggest a title for purchase, and follow the ones sent. */
export function Component() {
  const intl = useIntl();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.sugestoes)}</MyAreaHeading>
      <Stack gap="xl">
        <SuggestionForm />
        <SuggestionList />
      </Stack>
    </>
  );
}
