import type { z } from 'zod';
import type { renewalResponseSchema } from '@acervo/contract';

export type RenewalResponse = z.infer<typeof renewalResponseSchema>;
export type RenewalAnswer = RenewalResponse['renovacoes'][number];

/** What the last renewal said: the server's answer per loan, or why the request itself failed. */
export type RenewalOutcome =
  { kind: 'answered'; response: RenewalResponse; single: string | null } | { kind: 'failed'; reason: string };

/** The server's answers by copy, to show each beside its loan. */
export function answersByCopy(outcome: RenewalOutcome | null): ReadonlyMap<string, RenewalAnswer> {
  if (outcome?.kind !== 'answered') return new Map();
  return new Map(outcome.response.renovacoes.map((answer) => [answer.codExemplar, answer]));
}
