import { tokenizeQuery } from '../../text/tokenizer.ts';
import type { IndexDocuments } from './index-documents.ts';
import type { MainSegment } from './main-segment.ts';
import { type MatchSets, withSets } from './matching.ts';
import { prefixRange } from './postings.ts';

/** Suggestion fields (the catalogue screens' index types) and the groups they read. */
export const SUGGESTION_FIELDS = {
  todos: ['A', 'B', 'C', 'D'],
  titulo: ['A'],
  autor: ['B'],
  assunto: ['C'],
} as const;
export type SuggestionField = keyof typeof SUGGESTION_FIELDS;

export type Suggestion = { text: string; count: number };

/** A folded dictionary word as people read it ("história", not "historia"). */
export function displayOf(main: MainSegment, term: string): string {
  return main.display.get(term) ?? term;
}

/** Completions of the last word typed (autocomplete for titles, authors and subjects). */
export class Completions {
  constructor(
    private readonly documents: IndexDocuments,
    private readonly sets: MatchSets,
  ) {}

  /**
   * Completions of the last word typed, ranked by how many titles the whole query would then find;
   * the words before it narrow the candidates.
   */
  complete(text: string, field: SuggestionField, limit: number): Suggestion[] {
    return withSets(this.sets.memory, () => this.completions(text, field, limit));
  }

  private completions(text: string, field: SuggestionField, limit: number): Suggestion[] {
    const { main, deltaPostings } = this.documents;
    const { sets } = this;
    const { memory } = sets;
    const terms = tokenizeQuery(text);
    const last = terms.at(-1);
    if (!last || /\s$/u.test(text)) return [];
    const groups = SUGGESTION_FIELDS[field];
    const context = memory.copy(this.documents.live);
    for (const term of terms.slice(0, -1)) memory.and(context, sets.termSet(groups, term));
    const [from, to] = prefixRange(main.terms, last.term);
    const frequency = new Map<string, number>();
    for (let k = from; k < to; k++) {
      let df = 0;
      for (const group of groups) df += main.postings[group].counts[k]!;
      if (df > 0) frequency.set(main.terms[k]!, df);
    }
    for (const group of groups) {
      for (const [term, docs] of deltaPostings.terms[group]) {
        if (term.startsWith(last.term)) frequency.set(term, (frequency.get(term) ?? 0) + docs.length);
      }
    }
    // Candidates by raw frequency first (cheap), then counted exactly against the context.
    const candidates = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, Math.max(limit * 4, 32));
    const prefixText = terms
      .slice(0, -1)
      .map((term) => displayOf(main, term.term))
      .join(' ');
    const suggestions: Suggestion[] = [];
    for (const [term] of candidates) {
      const count = withSets(memory, () =>
        memory.countAnd(sets.termSet(groups, { term, prefix: false }), context),
      );
      if (count === 0) continue;
      const word = displayOf(main, term);
      suggestions.push({ text: prefixText ? `${prefixText} ${word}` : word, count });
    }
    return suggestions
      .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text, 'pt-BR'))
      .slice(0, limit);
  }

  /** Titles a query finds in a suggestion field (as the correction compares it). */
  count(text: string, field: SuggestionField): number {
    const terms = tokenizeQuery(text);
    return terms.length === 0 ? 0 : this.sets.countTerms(SUGGESTION_FIELDS[field], terms);
  }
}
