import type { Hold } from '@acervo/contract';
import { Badge, type BadgeProps } from '@acervo/ui';
import type { IntlShape } from 'react-intl';
import { holdsMessages as m } from './holds-messages.ts';

const tones: Record<Hold['situacao'], NonNullable<BadgeProps['tone']>> = {
  fila: 'info',
  liberada: 'success',
  atendida: 'neutral',
  cancelada: 'neutral',
  expirada: 'warning',
};

/** A hold's state in words: its place in the queue, ready for pickup, or how it ended. */
export function holdStatusText(intl: IntlShape, hold: Hold): string {
  switch (hold.situacao) {
    case 'fila':
      return hold.posicao
        ? intl.formatMessage(m.queued, { position: hold.posicao })
        : intl.formatMessage(m.queuedNoPosition);
    case 'liberada':
      return intl.formatMessage(m.released);
    case 'atendida':
      return intl.formatMessage(m.fulfilled);
    case 'cancelada':
      return intl.formatMessage(m.cancelled);
    case 'expirada':
      return intl.formatMessage(m.expired);
  }
}

export function HoldStatus({ intl, hold }: { intl: IntlShape; hold: Hold }) {
  return <Badge tone={tones[hold.situacao]}>{holdStatusText(intl, hold)}</Badge>;
}

/** "v. 2, t. 1, pt. 3" when the hold names a volume, tome or part; null otherwise. */
export function copyParts(intl: IntlShape, hold: Hold): string | null {
  const parts = [
    hold.volume ? intl.formatMessage(m.volume, { value: hold.volume }) : null,
    hold.tomo ? intl.formatMessage(m.tome, { value: hold.tomo }) : null,
    hold.parte ? intl.formatMessage(m.part, { value: hold.parte }) : null,
    hold.material_adicional,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? intl.formatMessage(m.copyParts, { parts: parts.join(', ') }) : null;
}
