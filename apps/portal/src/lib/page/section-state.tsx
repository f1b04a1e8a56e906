import { Alert, Button, Skeleton, VisuallyHidden } from '@acervo/ui';
import { defineMessages, useIntl } from 'react-intl';
import { describeApiError } from '../api/describe-error.ts';

// Ids kept from the title page, where these states were first written.
const m = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Carregando…' },
  sectionFailed: { id: 'title.sectionFailed', defaultMessage: 'Não foi possível carregar esta seção.' },
  retry: { id: 'title.retry', defaultMessage: 'Tentar novamente' },
});

/** While a section loads: skeleton lines the size of its content, and it says it is busy. */
export function SectionLoading({ lines = 4, label }: { lines?: number; label?: string }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label ?? intl.formatMessage(m.loading)}</VisuallyHidden>
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
