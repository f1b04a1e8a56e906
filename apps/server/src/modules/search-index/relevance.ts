import type { SearchClause, SearchField } from '../search/engine/search-engine.ts';
import { RELEVANCE_WEIGHTS } from '../search/engine/sql-search-engine.ts';
import type { Bitset } from './bitset.ts';
import type { IndexDocuments } from './index-documents.ts';
import type { IndexMemory } from './kernels/index-memory.ts';
import { FIELD_GROUPS, type MatchSets } from './matching.ts';
import { sortByBucket, sortByKey } from './radix-sort.ts';
import type { ResultOrder } from './result-order.ts';

/** Points a title scores for a term of a fielded clause ("any" scores its best field: A-D). */
const FIELD_WEIGHTS: Record<Exclude<SearchField, 'any'>, number> = {
  title: RELEVANCE_WEIGHTS.A,
  author: RELEVANCE_WEIGHTS.B,
  subject: RELEVANCE_WEIGHTS.C,
  series: RELEVANCE_WEIGHTS.D,
  callNumber: RELEVANCE_WEIGHTS.D,
  isbn: RELEVANCE_WEIGHTS.D,
  issn: RELEVANCE_WEIGHTS.D,
};

/**
 * Relevance exactly as the SQL engine computes it (ADR 050): per term of the positive clauses,
 * the points of the best field it matches in, summed; ties by id.
 */
export class Relevance {
  private readonly memory: IndexMemory;

  constructor(
    private readonly documents: IndexDocuments,
    private readonly sets: MatchSets,
    private readonly order: ResultOrder,
    /** Results up to this size are scored title by title. */
    private readonly smallResult: number,
  ) {
    this.memory = sets.memory;
  }

  /**
   * The first `wanted` members of a result, best first (or worst first when ascending). Scores
   * are kept bit-sliced (one bitset per binary digit), so summing is a few word-wide additions
   * and the best tier is found digit by digit — no per-title scoring of large results.
   */
  ranked(
    result: Bitset,
    total: number,
    clauses: readonly SearchClause[],
    cache: Map<string, Bitset>,
    ascending: boolean,
    wanted: number,
  ): number[] {
    if (total <= this.smallResult) return this.scoredOneByOne(result, clauses, cache, ascending, wanted);
    const { sets, memory } = this;
    const single = this.singleTermTiers(result, clauses, cache, ascending);
    if (single) {
      const docs: number[] = [];
      for (const tier of single) {
        if (docs.length >= wanted) break;
        const size = memory.count(tier);
        if (size > 0)
          for (const doc of this.order.ordered(tier, size, { key: 'id' }, wanted - docs.length))
            docs.push(doc);
      }
      return docs;
    }
    const slices: Bitset[] = [];
    // Two sets the carries pass through, reused for every term.
    let carry = sets.empty();
    let next = sets.empty();
    const addWeighted = (members: Bitset, weight: number) => {
      carry.set(members);
      memory.and(carry, result);
      for (let digit = Math.log2(weight); ; digit++) {
        const slice = (slices[digit] ??= sets.empty());
        if (!memory.carryAdd(slice, carry, next)) break;
        [carry, next] = [next, carry];
      }
    };
    const members = sets.empty();
    for (const clause of clauses) {
      if (clause.operator === 'not') continue;
      for (const term of clause.terms) {
        const groups = FIELD_GROUPS[clause.field];
        if (clause.field !== 'any') {
          addWeighted(sets.termSet(groups, term, cache), FIELD_WEIGHTS[clause.field]);
          continue;
        }
        // Best field first: each title counts once, at the highest weight it matches.
        const seen = sets.empty();
        for (const group of ['A', 'B', 'C', 'D'] as const) {
          members.set(sets.termSet([group], term, cache));
          memory.andNot(members, seen);
          addWeighted(members, RELEVANCE_WEIGHTS[group]);
          memory.or(seen, members);
        }
      }
    }
    const remaining = memory.copy(result);
    // Two sets the narrowing alternates between.
    const spare = [sets.empty(), sets.empty()] as const;
    const docs: number[] = [];
    while (docs.length < wanted) {
      // The best (or worst) score among what is left: digit by digit from the top.
      let tier = remaining;
      for (let digit = slices.length - 1; digit >= 0; digit--) {
        const slice = slices[digit];
        if (!slice) continue; // no score has this digit set
        const narrowed = tier === spare[0] ? spare[1] : spare[0];
        narrowed.set(tier);
        if (ascending) memory.andNot(narrowed, slice);
        else memory.and(narrowed, slice);
        if (!memory.isEmpty(narrowed)) tier = narrowed;
      }
      const size = memory.count(tier);
      if (size === 0) break;
      for (const doc of this.order.ordered(tier, size, { key: 'id' }, wanted - docs.length)) docs.push(doc);
      memory.andNot(remaining, tier);
    }
    return docs;
  }

  /**
   * A small result scored title by title (the same points as the bit slices), then sorted: a few
   * thousand membership tests instead of full-width passes per score tier.
   */
  private scoredOneByOne(
    result: Bitset,
    clauses: readonly SearchClause[],
    cache: Map<string, Bitset>,
    ascending: boolean,
    wanted: number,
  ): number[] {
    const { documents, sets } = this;
    // Per positive term, its sets in turn (best field first), each with the points a title in it
    // scores: termSets[ends[t - 1] .. ends[t]) for term t.
    const termSets: Bitset[] = [];
    const weights: number[] = [];
    const ends: number[] = [];
    let most = 0;
    for (const clause of clauses) {
      if (clause.operator === 'not') continue;
      for (const term of clause.terms) {
        if (clause.field === 'any') {
          for (const group of ['A', 'B', 'C', 'D'] as const) {
            termSets.push(sets.termSet([group], term, cache));
            weights.push(RELEVANCE_WEIGHTS[group]);
          }
        } else {
          termSets.push(sets.termSet(FIELD_GROUPS[clause.field], term, cache));
          weights.push(FIELD_WEIGHTS[clause.field]);
        }
        most += Math.max(...weights.slice(ends.at(-1) ?? 0));
        ends.push(termSets.length);
      }
    }
    // By id, then (stably) by points: most first, or fewest when ascending.
    const docs = this.order.membersOf(result, documents.docCount);
    const ids = new Uint32Array(docs.length);
    for (let i = 0; i < docs.length; i++) ids[i] = documents.idOf(docs[i]!);
    const byId = sortByKey(docs, ids);
    const buckets = new Uint32Array(byId.length);
    for (let i = 0; i < byId.length; i++) {
      const doc = byId[i]!;
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      let points = 0;
      for (let t = 0, j = 0; t < ends.length; j = ends[t++]!) {
        for (; j < ends[t]!; j++) {
          if ((termSets[j]![word]! & bit) === 0) continue;
          points += weights[j]!;
          break;
        }
      }
      buckets[i] = ascending ? points : most - points;
    }
    return Array.from(sortByBucket(byId, buckets, most + 1).subarray(0, wanted));
  }

  /**
   * One word to score (one positive clause of one term, maybe followed by NOT clauses): a title's
   * score is the weight of the best field holding it, so the tiers are the result's titles with the
   * word in the title, then (without those) in a name, a subject, the rest. Best tier first, or
   * worst first when ascending; null for any other search (scored by bit slices).
   */
  private singleTermTiers(
    result: Bitset,
    clauses: readonly SearchClause[],
    cache: Map<string, Bitset>,
    ascending: boolean,
  ): Generator<Bitset, void, undefined> | null {
    const [first, ...rest] = clauses;
    if (!first || first.operator === 'not' || first.terms.length !== 1) return null;
    if (rest.some((clause) => clause.operator !== 'not')) return null;
    const term = first.terms[0]!;
    if (first.field !== 'any')
      return (function* () {
        yield result; // one field, one weight: one tier
      })();
    const { sets, memory } = this;
    return (function* () {
      const seen = sets.empty();
      const all: Bitset[] = [];
      for (const group of ['A', 'B', 'C', 'D'] as const) {
        const members = sets.termSet([group], term, cache);
        const tier = memory.copy(members);
        memory.and(tier, result);
        memory.andNot(tier, seen);
        if (!ascending) yield tier;
        else all.push(tier);
        memory.or(seen, members);
      }
      for (let i = all.length - 1; i >= 0; i--) yield all[i]!;
    })();
  }
}
