import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  assembleKernels,
  KERNELS_MODULE,
  KERNELS_SOURCE,
  kernelsModule,
} from '../../scripts/assemble-kernels.ts';
import { createRandom } from '../../src/demo/seeded-random.ts';
import * as bits from '../../src/modules/search-index/bitset.ts';
import { type FacetKey, type IndexDocument, TERM_GROUPS } from '../../src/modules/search-index/document.ts';
import { FacetCounter } from '../../src/modules/search-index/facet-counting.ts';
import { IndexMemory } from '../../src/modules/search-index/kernels/index-memory.ts';
import { SegmentBuilder } from '../../src/modules/search-index/segment.ts';

/** Sets of every shape the kernels meet: empty, a few titles, half, nearly all; odd widths. */
const WIDTHS = [1, 31, 32, 33, 100, 257, 1000, 4099];
const DENSITIES = [0, 0.0005, 0.02, 0.5, 0.98];

function randomSet(random: () => number, documents: number, density: number, into: Uint32Array): Uint32Array {
  into.fill(0);
  for (let doc = 0; doc < documents; doc++) if (random() < density) bits.add(into, doc);
  return into;
}

describe('the counting kernels (ADR 074)', () => {
  it('are kernels.wat as assembled (run `npm run build:kernels` after editing it)', async () => {
    const bytes = await assembleKernels(await readFile(KERNELS_SOURCE, 'utf8'));
    expect(await readFile(KERNELS_MODULE, 'utf8')).toBe(kernelsModule(bytes));
  });

  it('combine and count sets as plain JavaScript does, whether the sets are in the memory or not', () => {
    const random = createRandom(74);
    for (const documents of WIDTHS) {
      const memory = new IndexMemory(0, documents, 4);
      const words = bits.wordsFor(documents);
      for (const density of DENSITIES) {
        memory.release(0);
        const a = randomSet(random, documents, density, memory.empty(words));
        const b = randomSet(random, documents, random(), memory.empty(words));
        const [heapA, heapB] = [a.slice(), b.slice()];
        const label = `${documents} titles, density ${density}`;
        expect(memory.count(a), label).toBe(bits.count(heapA));
        expect(memory.countAnd(a, b), label).toBe(bits.countAnd(heapA, heapB));
        expect(memory.isEmpty(a), label).toBe(bits.count(heapA) === 0);
        for (const [operation, reference] of [
          ['and', bits.andInto],
          ['or', bits.orInto],
          ['andNot', bits.andNotInto],
        ] as const) {
          const [inMemory, onHeap] = [memory.copy(a), heapA.slice()];
          memory[operation](inMemory, b);
          reference(onHeap, heapB);
          expect([...inMemory], `${operation}, ${label}`).toEqual([...onHeap]);
          // A heap set takes the plain JavaScript path: the same answer.
          const fromHeap = heapA.slice();
          memory[operation](fromHeap, heapB);
          expect([...fromHeap], `${operation} on the heap, ${label}`).toEqual([...onHeap]);
        }
        // One digit of a bit-sliced sum: next = slice & carry, slice ^= carry.
        const [slice, next] = [memory.copy(a), memory.empty(words)];
        const carries = memory.carryAdd(slice, b, next);
        expect([...next], label).toEqual(Array.from(heapA, (word, i) => (word & heapB[i]!) >>> 0));
        expect([...slice], label).toEqual(Array.from(heapA, (word, i) => (word ^ heapB[i]!) >>> 0));
        expect(carries, label).toBe(next.some((word) => word !== 0));
      }
    }
  });

  it('count the titles of a set in ranges exactly', () => {
    const random = createRandom(75);
    for (const documents of WIDTHS) {
      const memory = new IndexMemory(0, documents, documents + 2);
      for (const density of DENSITIES) {
        memory.release(0);
        const set = randomSet(random, documents, density, memory.empty(bits.wordsFor(documents)));
        const placed = memory.place(set);
        const members = bits.toArray(set);
        const cuts = [
          ...new Set([0, documents, ...Array.from({ length: 6 }, () => Math.floor(random() * documents))]),
        ];
        const bounds = memory.counters(0, cuts.length).fill(0);
        bounds.set(cuts.sort((x, y) => x - y));
        const counted = memory.counters(1, cuts.length - 1);
        memory.countRanges(placed, bounds, counted);
        const expected = [...bounds.subarray(1)].map(
          (to, j) => members.filter((doc) => doc >= bounds[j]! && doc < to).length,
        );
        expect([...counted], `${documents} titles, density ${density}`).toEqual(expected);
        for (let j = 0; j < expected.length; j++)
          expect(memory.countRange(placed, bounds[j]!, bounds[j + 1]!)).toBe(expected[j]);
      }
    }
  });

  it('count every facet value of a set exactly: bitmaps, slotted value lists and postings', () => {
    const random = createRandom(76);
    const pick = (n: number) => Math.floor(random() * n);
    const titles = 3001;
    // Names: a few prolific (bitmaps) and many rare ones, 0-12 per title (slots and extra pairs);
    // work types: one each, one of them rare (postings).
    const documents: IndexDocument[] = Array.from({ length: titles }, (_, id) => ({
      id: id + 1,
      year: 2000,
      type: 1,
      titleKey: `t${id}`,
      authorKey: null,
      acquired: null,
      terms: Object.fromEntries(TERM_GROUPS.map((group) => [group, []])) as unknown as IndexDocument['terms'],
      facets: {
        A: Array.from({ length: random() < 0.05 ? 3 + pick(10) : pick(3) }, () =>
          random() < 0.3 ? `popular${pick(4)}` : `rare${pick(900)}`,
        ),
        T: [random() < 0.01 ? 'rare' : `type${pick(3)}`],
      },
    }));
    const builder = new SegmentBuilder();
    for (const doc of documents) builder.add(doc);
    const segment = builder.finish(0);
    const { memory } = segment;
    for (const key of ['A', 'T'] as FacetKey[]) {
      const values = segment.facetValues[key];
      const counter = new FacetCounter(
        memory,
        segment.facets[key],
        key === 'A' ? segment.forward.A : undefined,
      );
      for (const density of DENSITIES) {
        memory.release(0);
        const a = randomSet(random, titles, density, memory.empty(bits.wordsFor(titles)));
        const b = randomSet(random, titles, random() * density, memory.empty(bits.wordsFor(titles)));
        const naive = (set: Uint32Array) => {
          const counts = new Array<number>(values.length).fill(0);
          documents.forEach((doc, number) => {
            if (!bits.has(set, number)) return;
            for (const value of new Set(doc.facets[key])) counts[values.indexOf(value)]!++;
          });
          return counts;
        };
        const [countsA, countsB] = counter.count(memory.place(a), memory.place(b));
        expect([...countsA], `${key}, density ${density}`).toEqual(naive(a));
        expect([...countsB!], `${key}, density ${density}`).toEqual(naive(b));
        // From the heap, the set is copied in first: the same counts.
        expect([...counter.count(memory.place(a.slice()), null)[0]]).toEqual(naive(a));
      }
      // Each title's values, as removing it from precounted counts needs them.
      documents.forEach((doc, number) =>
        expect(
          counter
            .valuesOf(number)
            .map((v) => values[v])
            .sort(),
        ).toEqual([...new Set(doc.facets[key])].sort()),
      );
    }
  });
});
