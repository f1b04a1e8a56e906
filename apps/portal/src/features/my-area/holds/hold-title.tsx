import type { Hold } from '@acervo/contract';
import { Link, Stack, Text } from '@acervo/ui';
import { useIntl } from 'react-intl';
import { copyParts } from './hold-status.tsx';

/** A hold's title, linked to the title's page, with the volume, tome or part it asks for. */
export function HoldTitle({ hold }: { hold: Hold }) {
  const intl = useIntl();
  const parts = copyParts(intl, hold);
  return (
    <Stack gap="xs">
      <Link href={`/acervo/${hold.codAcervo}`}>{hold.titulo}</Link>
      {parts ? <Text size="sm">{parts}</Text> : null}
    </Stack>
  );
}
