import { Alert, Button, Skeleton, VisuallyHidden } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { sharedMessages as m } from './shared-messages.ts';

/** While a list loads: skeleton lines the size of the content, and the region says it is busy. */
export function Loading({ lines = 4 }: { lines?: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
      <Skeleton lines={lines} />
    </div>
  );
}

/** A list that could not be loaded: why (spec §8's message) and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const described = describeApiError(error, intl);
  return (
    <Alert
      tone="error"
      title={intl.formatMessage(m.loadFailed)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      }
    >
      {described?.message}
    </Alert>
  );
}
