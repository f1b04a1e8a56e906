import { Alert, Button, Skeleton, VisuallyHidden } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { titleMessages as m } from './title-messages.ts';

/** While a section loads: skeleton lines the size of its content, and it says it is busy. */
export function SectionLoading({ lines = 4, label }: { lines?: number; label?: string }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label ?? intl.formatMessage(m.loadingTitle)}</VisuallyHidden>
      <Skeleton lines={lines} />
    </div>
  );
}

/** A section that could not be loaded: why (spec §8's message) and a way to try again. */
export function SectionFailed({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const intl = useIntl();
  return (
    <Alert
      tone="error"
      title={title ?? intl.formatMessage(m.sectionFailed)}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      }
    >
      {describeApiError(error, intl)?.message}
    </Alert>
  );
}
