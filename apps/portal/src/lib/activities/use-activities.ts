import type { ActivityCode } from '@acervo/contract';
import { useMemo } from 'react';
import { useFeatures } from '../api/parameters.ts';
import { useAtomValue } from '../jotai.ts';
import { sessionAtom } from '../session/session.ts';

/**
 * The activities the visitor may use (spec §6): the patron's permissions from the login answer, or
 * the institution's features for anonymous visitors. `loaded` is false until the latter arrive.
 */
export function useActivities() {
  const session = useAtomValue(sessionAtom);
  const features = useFeatures(session === null);
  return useMemo(() => {
    const list = session ? session.permissions : (features.data?.funcionalidades ?? []);
    const codes = new Set(list.map((permission) => permission.cod_atividade));
    return {
      loaded: session !== null || features.data !== undefined,
      has: (code: ActivityCode) => codes.has(code),
    };
  }, [session, features.data]);
}
