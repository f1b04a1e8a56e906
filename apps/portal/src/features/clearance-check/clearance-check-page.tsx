import { Alert, Button, Skeleton, Stack, Text, VisuallyHidden } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { ApiRequestError } from '../../lib/api/api-client.ts';
import { describeApiError } from '../../lib/api/describe-error.ts';
import { formatDateTime } from '../../lib/dates/dates.ts';
import { PageHeading } from '../../lib/page/page-heading.tsx';
import { useVerifyClearance } from './api/verify-clearance.ts';
import { clearanceCheckMessages as m } from './clearance-check-messages.ts';

/**
 * `/nada-consta/{codigo}`: where a declaration's QR code and address lead. Anyone, logged in or not,
 * learns whether the library issued it, to whom and when.
 */
export function ClearanceCheckPage({ code }: { code: string }) {
  const intl = useIntl();
  const check = useVerifyClearance(code);
  const heading = intl.formatMessage(m.heading);
  const notFound = check.error instanceof ApiRequestError && [404, 400, 422].includes(check.error.status);
  return (
    <>
      <PageHeading title={heading}>{heading}</PageHeading>
      <Stack gap="md">
        <Text>{intl.formatMessage(m.code, { code })}</Text>
        {check.data ? (
          <Alert tone="success" title={intl.formatMessage(m.valid)}>
            {intl.formatMessage(m.validBody, {
              name: check.data.nome,
              institution: check.data.instituicao,
              date: formatDateTime(intl, check.data.emitidoEm),
            })}
          </Alert>
        ) : notFound ? (
          <Alert tone="error" title={intl.formatMessage(m.unknown)}>
            {intl.formatMessage(m.unknownBody)}
          </Alert>
        ) : check.error ? (
          <Alert
            tone="error"
            title={intl.formatMessage(m.failed)}
            actions={
              <Button variant="secondary" onPress={() => void check.mutate()}>
                {intl.formatMessage(m.retry)}
              </Button>
            }
          >
            {describeApiError(check.error, intl)?.message}
          </Alert>
        ) : (
          <div aria-busy="true">
            <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
            <Skeleton lines={2} />
          </div>
        )}
      </Stack>
    </>
  );
}
