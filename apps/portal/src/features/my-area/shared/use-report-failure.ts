import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { useNotify } from '../../../lib/notifications/notifications.ts';

/**
 * Tells the patron why an action failed, as spec §8's general handler does (a lapsed session is
 * already announced by the shell). Returns whether anything was said.
 */
export function useReportFailure() {
  const intl = useIntl();
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const described = describeApiError(error, intl);
      if (described) notify(described.tone, described.message);
      return described !== null;
    },
    [intl, notify],
  );
}
