import { Stack, Text } from '@acervo/ui';
import type { ReactNode } from 'react';
import { useAtomValue } from '../../../lib/jotai.ts';
import { LoginLink } from '../../../lib/login-prompt/login-link.tsx';
import { isLoggedInAtom } from '../../../lib/session/session.ts';

/**
 * A tab only a patron can use: an anonymous visitor is told why and offered the login (the modal
 * where the institution has it), and finds the tab's form here once logged in.
 */
export function PatronOnly({ why, login, children }: { why: string; login: string; children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  if (loggedIn) return children;
  return (
    <Stack gap="sm">
      <Text>{why}</Text>
      <p>
        <LoginLink>{login}</LoginLink>
      </p>
    </Stack>
  );
}
