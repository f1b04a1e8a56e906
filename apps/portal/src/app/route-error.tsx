import { useIntl } from 'react-intl';
import { errorMessages } from '../lib/api/error-messages.ts';

/** A page that failed to load or render: the frame is gone, so this stays self-contained. */
export function RouteError() {
  const intl = useIntl();
  return (
    <main id="conteudo">
      <h1>{intl.formatMessage(errorMessages.unexpected)}</h1>
    </main>
  );
}
