/**
 * Splits a MARC-in-JSON file, read in chunks, into the text of each record, whatever its layout:
 *
 * - an array `[ {…}, {…} ]`, compact or pretty-printed (what pymarc writes);
 * - one record object, or several one after another, pretty-printed or not;
 * - JSON Lines: one record per line.
 *
 * The layout comes from the content: `[` starts an array; `{` starts pretty-printed objects when
 * the first line leaves an object open and the next is indented, else JSON Lines. Records are cut
 * at their closing bracket by tracking strings and nesting only, then each is parsed on its own
 * with `JSON.parse`, so a large file is never held whole, and a record that is not valid JSON fails
 * alone, with its position, while the ones around it still import.
 */
type JsonRecordText =
  | { ok: true; text: string; recordNumber: number; line: number }
  | { ok: false; reason: string; recordNumber: number; line: number };

export const TRUNCATED_RECORD = 'the file ends inside this record: it is truncated';
export const TRUNCATED_ARRAY = 'the file ends before the array of records is closed: it is truncated';
export const TEXT_AFTER_ARRAY = 'text after the end of the array of records was ignored';

const NEWLINE = 0x0a;
const RETURN = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === NEWLINE || code === RETURN;

type Splitter = {
  feed(chunk: string): JsonRecordText[];
  finish(): JsonRecordText[];
};

export async function* splitJsonRecords(chunks: AsyncIterable<string>): AsyncGenerator<JsonRecordText> {
  let head = '';
  let splitter: Splitter | undefined;
  for await (const chunk of chunks) {
    if (splitter) {
      yield* splitter.feed(chunk);
      continue;
    }
    head += chunk;
    splitter = chooseSplitter(head, false);
    if (splitter) yield* splitter.feed(head.replace(/^\uFEFF/, ''));
  }
  if (!splitter) {
    splitter = chooseSplitter(head, true);
    if (!splitter) return;
    yield* splitter.feed(head.replace(/^\uFEFF/, ''));
  }
  yield* splitter.finish();
}

/** Picks the layout once enough of the file is read; undefined while it cannot yet tell. */
function chooseSplitter(head: string, atEnd: boolean): Splitter | undefined {
  const text = head.replace(/^\uFEFF/, '');
  const first = text.search(/\S/);
  if (first === -1) return atEnd ? new NestingSplitter(0) : undefined;
  if (text[first] === '[') return new NestingSplitter(1);
  if (text[first] !== '{') return new LineSplitter();
  const lineEnd = text.indexOf('\n', first);
  if (lineEnd === -1) return atEnd ? new LineSplitter() : undefined;
  if (text.slice(first, lineEnd).trim().endsWith('}')) return new LineSplitter();
  // A pretty-printer indents what follows an opening `{`; a broken first JSON line is not followed
  // by an indented line, and the lines after it must still import one by one.
  const next = text[lineEnd + 1];
  if (next === undefined) return atEnd ? new LineSplitter() : undefined;
  return next === ' ' || next === '\t' || next === '}' ? new NestingSplitter(0) : new LineSplitter();
}

/** JSON Lines: every non-empty line is a record; a bad line fails alone. */
class LineSplitter implements Splitter {
  private pending = '';
  private line = 0;
  private recordNumber = 0;

  feed(chunk: string): JsonRecordText[] {
    const lines = (this.pending + chunk).split('\n');
    this.pending = lines.pop()!;
    return lines.flatMap((text) => this.take(text));
  }

  finish(): JsonRecordText[] {
    const last = this.take(this.pending);
    this.pending = '';
    return last;
  }

  private take(text: string): JsonRecordText[] {
    this.line++;
    if (text.trim() === '') return [];
    this.recordNumber++;
    return [{ ok: true, text, recordNumber: this.recordNumber, line: this.line }];
  }
}

/**
 * Values at a given depth: the elements of the top-level array (depth 1) or top-level values one
 * after another (depth 0). Only strings, escapes and brackets are tracked; the rest is left to
 * `JSON.parse` on each record's text.
 */
class NestingSplitter implements Splitter {
  private pending = '';
  /** Where scanning resumes in `pending`. */
  private position = 0;
  /** Where the value being read starts in `pending`, or -1 between values. */
  private start = -1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** A value that is not an object or array (a number, a string, stray text). */
  private scalar = false;
  private opened: boolean;
  private closed = false;
  private trailingReported = false;
  private line = 1;
  private valueLine = 0;
  private recordNumber = 0;

  constructor(private readonly base: 0 | 1) {
    this.opened = base === 0;
  }

  feed(chunk: string): JsonRecordText[] {
    const out: JsonRecordText[] = [];
    if (this.closed) return this.after(chunk);
    this.pending += chunk;
    const text = this.pending;
    const base = this.base;
    let index = this.position;
    for (; index < text.length; index++) {
      const code = text.charCodeAt(index);
      if (code === NEWLINE) this.line++;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === BACKSLASH) this.escaped = true;
        else if (code === QUOTE) this.inString = false;
        continue;
      }
      if (this.start === -1) {
        if (isSpace(code)) continue;
        if (!this.opened) {
          // Only `[` can come first here (the layout was chosen from it).
          this.opened = true;
          this.depth = 1;
          continue;
        }
        if (base === 1 && code === COMMA) continue;
        if (base === 1 && code === CLOSE_BRACKET) {
          this.closed = true;
          out.push(...this.after(text.slice(index + 1)));
          break;
        }
        this.start = index;
        this.valueLine = this.line;
        this.recordNumber++;
        if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++;
        else {
          this.scalar = true;
          if (code === QUOTE) this.inString = true;
        }
        continue;
      }
      if (this.scalar) {
        // A scalar ends at the end of its line, or at the next comma or `]` in an array.
        const ends =
          code === NEWLINE || code === RETURN || (base === 1 && (code === COMMA || code === CLOSE_BRACKET));
        if (code === QUOTE) this.inString = true;
        if (!ends) continue;
        out.push(this.value(text.slice(this.start, index)));
        this.scalar = false;
        this.start = -1;
        if (code === CLOSE_BRACKET) {
          this.closed = true;
          out.push(...this.after(text.slice(index + 1)));
          break;
        }
        continue;
      }
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.depth--;
        if (this.depth === base) {
          out.push(this.value(text.slice(this.start, index + 1)));
          this.start = -1;
        }
      }
    }
    // Keep only the unfinished value, so memory holds one record, not the file.
    if (this.closed) {
      this.pending = '';
      this.position = 0;
    } else if (this.start === -1) {
      this.pending = '';
      this.position = 0;
    } else {
      this.pending = text.slice(this.start);
      this.position = index - this.start;
      this.start = 0;
    }
    return out;
  }

  finish(): JsonRecordText[] {
    if (this.closed) return [];
    if (this.start !== -1) {
      if (this.scalar && this.base === 0) return [this.value(this.pending.slice(this.start))];
      return [this.failure(TRUNCATED_RECORD, this.valueLine, this.recordNumber)];
    }
    if (this.base === 1 && this.opened) {
      return [this.failure(TRUNCATED_ARRAY, this.line, this.recordNumber + 1)];
    }
    return [];
  }

  /** Anything but spaces after the array's `]` is reported once, as a failure after the last record. */
  private after(rest: string): JsonRecordText[] {
    if (this.trailingReported || !/\S/.test(rest)) return [];
    this.trailingReported = true;
    return [this.failure(TEXT_AFTER_ARRAY, this.line, this.recordNumber + 1)];
  }

  private value(text: string): JsonRecordText {
    return { ok: true, text, recordNumber: this.recordNumber, line: this.valueLine };
  }

  private failure(reason: string, line: number, recordNumber: number): JsonRecordText {
    return { ok: false, reason, recordNumber, line };
  }
}
