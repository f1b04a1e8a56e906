import { Badge, vars, VisuallyHidden } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { basketCountAtom } from '../../lib/basket/basket-state.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { basketMessages as m } from './basket-messages.ts';

const Beside = styled.span`
  margin-inline-start: ${vars.space.xs};
`;

/**
 * The basket's count beside "Cesta" in the header: the number as a badge, read with the link as
 * "Cesta (2 títulos)". It follows the basket atom, so it changes the moment a title is added or
 * removed here or in another tab (the storage event). The header loads it after the first paint.
 */
export function BasketCount() {
  const intl = useIntl();
  const count = useAtomValue(basketCountAtom);
  return (
    <>
      <Beside aria-hidden="true">
        <Badge tone={count > 0 ? 'info' : 'neutral'}>{intl.formatNumber(count)}</Badge>
      </Beside>
      <VisuallyHidden>{intl.formatMessage(m.headerCount, { count })}</VisuallyHidden>
    </>
  );
}
