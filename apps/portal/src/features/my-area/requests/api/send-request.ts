import { type RequestKind, requestCreatedResponseSchema } from '@acervo/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../../../../lib/api/api-context.tsx';
import { isPatronKeyFor, patronKey, usePatronScope } from '../../../../lib/api/patron-key.ts';
import { requestsPath } from './requests.ts';

/** A request as the form sends it: the library and the kind's own fields, empty ones left out. */
export type RequestBody = { biblioteca: number } & Record<string, string | number>;

/**
 * Where each kind is sent (spec §7 "Requests"): `POST /api/solicitacoes/comutacao-bibliografica/{tipo}`
 * (the exchange's material), `/levantamento-bibliografico`, `/ficha-catalografica`,
 * `/pesquisa-especializada`, and `POST /api/emprestimo-inter-bibliotecas`.
 */
export function sendRequestPath(kind: RequestKind, exchangeType?: string) {
  if (kind === 'emprestimo-inter-bibliotecas') return '/api/emprestimo-inter-bibliotecas';
  if (kind === 'comutacao-bibliografica') return `/api/solicitacoes/${kind}/${exchangeType ?? 'artigo'}`;
  return `/api/solicitacoes/${kind}`;
}

/** Sends one request; the patron's list of that kind is fetched again after it. */
export function useSendRequest(kind: RequestKind) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    patronKey(usePatronScope(), sendRequestPath(kind)),
    (_key, { arg }: { arg: { path: string; body: RequestBody } }) =>
      client.request(arg.path, {
        method: 'POST',
        schema: requestCreatedResponseSchema,
        auth: 'private',
        body: arg.body,
      }),
    { onSuccess: () => void mutate(isPatronKeyFor(requestsPath(kind))) },
  );
}
