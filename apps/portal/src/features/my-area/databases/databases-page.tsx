import type { PatronDatabase } from '@acervo/contract';
import { Alert, Badge, Button, EmptyState, Heading, Inline, Link, Stack, Text, vars } from '@acervo/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { describeApiError } from '../../../lib/api/describe-error.ts';
import { MyAreaHeading } from '../frame/my-area-heading.tsx';
import { myAreaMessages } from '../my-area-messages.ts';
import { ListState } from '../shared/list-state.tsx';
import { MyAreaSection } from '../shared/my-area-section.tsx';
import { useDatabaseLink } from './api/database-link.ts';
import { useDatabases } from './api/databases.ts';
import { databasesMessages as m } from './databases-messages.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding: ${vars.space.md};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    overflow-wrap: anywhere;
  }
`;

/** `/meupergamum/bases-dados`: the databases open to the patron, each opened in a new tab. */
export function Component() {
  const intl = useIntl();
  const databases = useDatabases();
  return (
    <>
      <MyAreaHeading>{intl.formatMessage(myAreaMessages.basesDados)}</MyAreaHeading>
      <Stack gap="lg">
        <Text>{intl.formatMessage(m.intro)}</Text>
        <MyAreaSection id="bases" title={intl.formatMessage(m.list)}>
          <ListState
            query={databases}
            lines={6}
            isEmpty={(data) => data.bases.length === 0}
            empty={
              <EmptyState level={3} title={intl.formatMessage(m.emptyTitle)}>
                {intl.formatMessage(m.emptyBody)}
              </EmptyState>
            }
          >
            {(data) => (
              <List>
                {data.bases.map((base) => (
                  <li key={base.codigo}>
                    <DatabaseItem base={base} />
                  </li>
                ))}
              </List>
            )}
          </ListState>
        </MyAreaSection>
      </Stack>
    </>
  );
}

function DatabaseItem({ base }: { base: PatronDatabase }) {
  const intl = useIntl();
  const label = intl.formatMessage(m.open, { name: base.nome });
  return (
    <Stack gap="sm">
      <Heading level={3}>{base.nome}</Heading>
      <Text>{base.descricao}</Text>
      <Inline gap="xs">
        <Badge tone={base.acessoRemoto ? 'info' : 'warning'}>
          {intl.formatMessage(base.acessoRemoto ? m.remote : m.campusOnly)}
        </Badge>
        {base.redirecionamento ? <Badge>{intl.formatMessage(m.loggedIn)}</Badge> : null}
      </Inline>
      {base.redirecionamento ? (
        <LoggedInOpener name={base.nome} redirect={base.redirecionamento} label={label} />
      ) : (
        <Link variant="standalone" href={base.url} target="_blank">
          {label}
        </Link>
      )}
    </Stack>
  );
}

/**
 * A database opened logged in: the server answers a one-time address, so the tab is opened on the
 * press (popup blockers allow only that), cut off from this page, and sent there once the answer
 * arrives; a refusal closes it and says why beside the button.
 */
function LoggedInOpener({ name, redirect, label }: { name: string; redirect: string; label: string }) {
  const intl = useIntl();
  const link = useDatabaseLink();
  const [failure, setFailure] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);

  async function open() {
    if (link.isMutating) return;
    setFailure(null);
    setFallback(null);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await link.trigger(redirect);
      if (tab) tab.location.replace(url);
      else setFallback(url);
    } catch (error) {
      tab?.close();
      setFailure(describeApiError(error, intl)?.message ?? intl.formatMessage(m.openFailed, { name }));
    }
  }

  return (
    <Stack gap="sm">
      <div>
        <Button
          variant="secondary"
          onPress={() => void open()}
          isPending={link.isMutating}
          pendingLabel={intl.formatMessage(m.opening, { name })}
        >
          {label}
        </Button>
      </div>
      {fallback ? (
        <Link variant="standalone" href={fallback} target="_blank">
          {label}
        </Link>
      ) : null}
      {failure ? (
        <Alert tone="error" title={intl.formatMessage(m.openFailed, { name })}>
          {failure}
        </Alert>
      ) : null}
    </Stack>
  );
}
