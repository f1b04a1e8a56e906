import { Button, vars } from '@acervo/ui';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInstitution } from '../../lib/api/get-institution.ts';
import { homeMessages } from './home-messages.ts';

const Page = styled.main`
  max-width: 60rem;
  margin: 0 auto;
  padding: ${vars.space.xl} ${vars.space.md};
`;

const InstitutionName = styled.p`
  margin: 0 0 ${vars.space.sm};
  color: ${vars.color.textMuted};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;

const Heading = styled.h1`
  margin: 0 0 ${vars.space.md};
  font-size: ${vars.font.size.xl};
  line-height: ${vars.font.lineHeight.tight};
`;

/** The portal's home: the institution's name and the way into its catalogue. */
export function HomePage() {
  const intl = useIntl();
  const { institution } = useInstitution();
  const name = institution?.nome ?? '';
  useEffect(() => {
    if (name) document.title = intl.formatMessage(homeMessages.documentTitle, { institution: name });
  }, [intl, name]);

  return (
    <Page id="conteudo">
      <InstitutionName aria-live="polite">
        {institution ? name : intl.formatMessage(homeMessages.loadingInstitution)}
      </InstitutionName>
      <Heading>{intl.formatMessage(homeMessages.heading)}</Heading>
      {institution && <p>{intl.formatMessage(homeMessages.intro, { institution: name })}</p>}
      <Button>{intl.formatMessage(homeMessages.search)}</Button>
    </Page>
  );
}
