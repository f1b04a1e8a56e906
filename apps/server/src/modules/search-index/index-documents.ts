import * as bits from './bitset.ts';
import type { Bitset } from './bitset.ts';
import { DeltaPostings } from './delta-postings.ts';
import type { IndexDocument } from './document.ts';
import { type MainSegment, NO_AUTHOR, NO_DATE, NO_YEAR } from './segment.ts';

/**
 * The titles an index holds, by document number: the main segment's (0 .. main.count, static-rank
 * order), then the changed titles beside it (the delta, in the order they came). A change is a
 * delete + re-add, so a title's earlier document stays, no longer live.
 */
export class IndexDocuments {
  readonly main: MainSegment;
  readonly delta: IndexDocument[] = [];
  readonly deltaPostings = new DeltaPostings();
  /**
   * Documents still searchable. Replaced by a larger set when the delta outgrows it: read it
   * from here each time, never keep it across a change.
   */
  live: Bitset;
  private docOfId: Int32Array;
  private liveTitles: number;
  private liveMainTitles: number;

  constructor(main: MainSegment) {
    this.main = main;
    this.live = new Uint32Array(bits.wordsFor(main.count + 1024));
    let maxId = 0;
    for (let doc = 0; doc < main.count; doc++) maxId = Math.max(maxId, main.ids[doc]!);
    this.docOfId = new Int32Array(maxId + 1024).fill(-1);
    for (let doc = 0; doc < main.count; doc++) {
      bits.add(this.live, doc);
      this.docOfId[main.ids[doc]!] = doc;
    }
    this.liveTitles = main.count;
    this.liveMainTitles = main.count;
  }

  /** Titles currently searchable. */
  get liveCount(): number {
    return this.liveTitles;
  }

  /** Live documents of the main segment. */
  get liveMain(): number {
    return this.liveMainTitles;
  }

  /** Documents numbered so far, live or not. */
  get docCount(): number {
    return this.main.count + this.delta.length;
  }

  /** The width of a set over every document. */
  get words(): number {
    return this.live.length;
  }

  has(id: number): boolean {
    return id >= 0 && id < this.docOfId.length && this.docOfId[id]! >= 0;
  }

  /** Takes a title out of the live documents; returns its document number (-1 when absent). */
  remove(id: number): number {
    if (!this.has(id)) return -1;
    const doc = this.docOfId[id]!;
    bits.remove(this.live, doc);
    if (this.isMain(doc)) this.liveMainTitles--;
    this.docOfId[id] = -1;
    this.liveTitles--;
    return doc;
  }

  /**
   * Numbers a title (absent or just removed) as the next delta document; `roomWords` is the
   * width query sets have room for in the index memory, which the live set grows to first.
   */
  add(document: IndexDocument, roomWords: number): number {
    const doc = this.docCount;
    if (bits.wordsFor(doc + 1) > this.live.length) {
      const grown = new Uint32Array(this.live.length < roomWords ? roomWords : this.live.length * 2);
      grown.set(this.live);
      this.live = grown;
    }
    if (document.id >= this.docOfId.length) {
      const grown = new Int32Array(Math.max(document.id + 1, this.docOfId.length * 2)).fill(-1);
      grown.set(this.docOfId);
      this.docOfId = grown;
    }
    this.delta.push(document);
    this.deltaPostings.add(document, doc);
    bits.add(this.live, doc);
    this.docOfId[document.id] = doc;
    this.liveTitles++;
    return doc;
  }

  // ---- per-document keys, main segment or delta ----------------------------------------------

  isMain(doc: number): boolean {
    return doc < this.main.count;
  }

  deltaDoc(doc: number): IndexDocument {
    return this.delta[doc - this.main.count]!;
  }

  idOf(doc: number): number {
    return this.isMain(doc) ? this.main.ids[doc]! : this.deltaDoc(doc).id;
  }

  yearOf(doc: number): number | null {
    if (!this.isMain(doc)) return this.deltaDoc(doc).year;
    const year = this.main.years[doc]!;
    return year === NO_YEAR ? null : year;
  }

  titleKeyOf(doc: number): string {
    return this.isMain(doc) ? this.main.titleKeys.at(doc) : this.deltaDoc(doc).titleKey;
  }

  authorKeyOf(doc: number): string | null {
    if (!this.isMain(doc)) return this.deltaDoc(doc).authorKey;
    return this.main.authorKeys.isAscii(doc, NO_AUTHOR) ? null : this.main.authorKeys.at(doc);
  }

  typeOf(doc: number): number {
    return this.isMain(doc) ? this.main.types[doc]! : this.deltaDoc(doc).type;
  }

  acquiredOf(doc: number): number | null {
    if (!this.isMain(doc)) return this.deltaDoc(doc).acquired;
    const day = this.main.acquired[doc]!;
    return day === NO_DATE ? null : day;
  }

  /** Members of `set` among the delta documents. */
  forEachDelta(set: Bitset, visit: (doc: number) => void): void {
    for (let doc = this.main.count; doc < this.docCount; doc++) if (bits.has(set, doc)) visit(doc);
  }
}
