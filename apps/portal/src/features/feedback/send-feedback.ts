import { z } from 'zod';
import type { ApiClient } from '../../lib/api/api-client.ts';

/** What each footer dialog sends (spec §3 "General comment" and "Acquisition suggestion"). */
export type Feedback =
  | { kind: 'comment'; body: { content: string; b: number } }
  | {
      kind: 'suggestion';
      body: {
        campus?: number;
        biblioteca: number;
        autor?: string;
        titulo: string;
        edicao?: string;
        editor: string;
        isbn_issn?: string;
        periodico?: string;
        outras_inf?: string;
      };
    }
  | { kind: 'support'; body: { assunto: string; mensagem: string } };

export type FeedbackKind = Feedback['kind'];

/** Spec §7 Libraries; the support path is ours (spec §2 names the dialog, not its call; ADR 044). */
export const feedbackPaths = {
  comment: '/api/unidade-informacao/comentario',
  suggestion: '/api/unidade-informacao/sugestao-aquisicao',
  support: '/api/unidade-informacao/suporte',
} as const;

const answerSchema = z.unknown();

/** The one place the footer dialogs post: a patron's call, translated errors come back as usual. */
export function sendFeedback(client: ApiClient, feedback: Feedback) {
  return client.request(feedbackPaths[feedback.kind], {
    schema: answerSchema,
    auth: 'private',
    method: 'POST',
    body: feedback.body,
  });
}
