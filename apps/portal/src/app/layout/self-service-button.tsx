import { languageHeaderCodes } from '@acervo/contract';
import { vars } from '@acervo/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { useSelfService } from '../../lib/api/parameters.ts';
import { localeAtom } from '../../lib/intl/locale.ts';
import { useAtomValue } from '../../lib/jotai.ts';
import { layoutMessages } from './layout-messages.ts';

const ExternalLink = styled.a`
  color: ${vars.color.text};
  font-weight: ${vars.font.weight.medium};
`;

/**
 * The self-service login on the institution's external page (spec §2), given company, library,
 * language, keypad and authentication type. Shown only when the institution turns it on (ADR 041).
 */
export function SelfServiceButton() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { data } = useSelfService();
  const { institution } = useInstitution();
  if (!data?.showAuto || !data.urlAuto || !institution) return null;
  const url = new URL(data.urlAuto);
  url.searchParams.set('empresa', String(institution.cod_empresa));
  if (data.codBibAuto !== null) url.searchParams.set('biblioteca', String(data.codBibAuto));
  url.searchParams.set('idioma', data.idiomaAuto ?? String(languageHeaderCodes[locale]));
  url.searchParams.set('teclado', data.tecladoAuto ? '1' : '0');
  if (data.authAuto) url.searchParams.set('autenticacao', data.authAuto);
  return (
    <ExternalLink href={url.href} target="_blank" rel="noopener noreferrer">
      {intl.formatMessage(layoutMessages.selfService)} {intl.formatMessage(layoutMessages.newTab)}
    </ExternalLink>
  );
}
