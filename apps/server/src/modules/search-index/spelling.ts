import { tokenizeQuery } from '../../text/tokenizer.ts';
import { displayOf, SUGGESTION_FIELDS, type Suggestion, type SuggestionField } from './completions.ts';
import { boundedDamerau } from './edit-distance.ts';
import type { MainSegment } from './main-segment.ts';
import type { MatchSets } from './matching.ts';

/** "Did you mean": corrections of misspelt words from the main segment's dictionary. */
export class Spelling {
  /**
   * Built at the first correction and kept: it reads only the main segment, which no change
   * touches (changed titles live in the delta until the next build makes a new index).
   */
  private dictionary: Array<[string, number]> | null = null;

  constructor(
    private readonly main: MainSegment,
    private readonly sets: MatchSets,
  ) {}

  /**
   * Each word that finds fewer than three titles is replaced by the closest dictionary word (edit
   * distance 1, 2 for words over four letters) that is more frequent; offered only when the
   * corrected query finds more than the original.
   */
  correct(text: string, field: SuggestionField): Suggestion | null {
    const terms = tokenizeQuery(text);
    if (terms.length === 0) return null;
    const { sets } = this;
    const groups = SUGGESTION_FIELDS[field];
    const original = sets.countTerms(groups, terms);
    const dictionary = this.spellDictionary();
    let changed = false;
    const corrected = terms.map((term) => {
      if (/\d/u.test(term.term)) return term;
      const own = sets.countTerms(groups, [{ term: term.term, prefix: false }]);
      if (own >= 3) return term;
      const maxDistance = term.term.length <= 4 ? 1 : 2;
      let best: { term: string; distance: number; df: number } | null = null;
      for (const [candidate, df] of dictionary) {
        if (
          df <= own ||
          candidate === term.term ||
          Math.abs(candidate.length - term.term.length) > maxDistance
        )
          continue;
        const distance = boundedDamerau(term.term, candidate, maxDistance);
        if (distance > maxDistance) continue;
        if (!best || distance < best.distance || (distance === best.distance && df > best.df))
          best = { term: candidate, distance, df };
      }
      if (!best) return term;
      changed = true;
      return { term: best.term, prefix: false };
    });
    if (!changed) return null;
    const count = sets.countTerms(groups, corrected);
    if (count <= original) return null;
    return { text: corrected.map((term) => displayOf(this.main, term.term)).join(' '), count };
  }

  /** Words (not numbers) of three letters or more found in at least two titles, with their frequency. */
  private spellDictionary(): Array<[string, number]> {
    if (this.dictionary) return this.dictionary;
    const words = new Map<string, number>();
    this.main.terms.forEach((term, k) => {
      if (term.length < 3 || /\d/u.test(term)) return;
      let df = 0;
      for (const group of ['A', 'B', 'C', 'D'] as const)
        df = Math.max(df, this.main.postings[group].counts[k]!);
      if (df >= 2) words.set(term, df);
    });
    this.dictionary = [...words];
    return this.dictionary;
  }
}
