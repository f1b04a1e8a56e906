import { Button, Heading, Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { useNotify } from '../../../lib/notifications/notifications.ts';
import { type ReferenceStyle, useTitleReference } from '../api/title-reference.ts';
import { SectionFailed, SectionLoading } from '../../../lib/page/section-state.tsx';
import { styledReference } from '../../../lib/references/styled-reference.tsx';
import { referenceMessages as m } from './tab-messages.ts';

function Reference({ codAcervo, style }: { codAcervo: number; style: ReferenceStyle }) {
  const intl = useIntl();
  const notify = useNotify();
  const { data, error, mutate } = useTitleReference(codAcervo, style);
  const name = intl.formatMessage(m[style]);
  const headingId = `referencia-${style}`;
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify('success', intl.formatMessage(m.copied, { style: name }));
    } catch {
      notify('warning', intl.formatMessage(m.copyFailed));
    }
  };
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={3} id={headingId}>
          {name}
        </Heading>
        {error && !data ? (
          <SectionFailed error={error} onRetry={() => void mutate()} />
        ) : !data ? (
          <SectionLoading lines={2} />
        ) : (
          <>
            <Text>{styledReference(data.referencia)}</Text>
            <div>
              <Button variant="secondary" onPress={() => void copy(data.texto)}>
                {intl.formatMessage(m.copy, { style: name })}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </section>
  );
}

/** The title's reference in ABNT (NBR 6023) and APA, each ready to copy. */
export function ReferenceTab({ codAcervo }: { codAcervo: number }) {
  return (
    <Stack gap="lg">
      <Reference codAcervo={codAcervo} style="abnt" />
      <Reference codAcervo={codAcervo} style="apa" />
    </Stack>
  );
}
