/**
 * A list of strings kept as UTF-8 bytes with offsets, decoded only when one is read. A million
 * titles' sort keys as JS strings cost about 100 MB of heap; as a column they are the snapshot's
 * own bytes (ADR 070), and only the few keys a delta merge compares are ever decoded.
 */
export class StringColumn {
  readonly bytes: Uint8Array;
  /** `offsets[i]`..`offsets[i + 1]` are the bytes of string i. */
  readonly offsets: Uint32Array;

  constructor(bytes: Uint8Array, offsets: Uint32Array) {
    this.bytes = bytes;
    this.offsets = offsets;
  }

  static from(strings: readonly string[]): StringColumn {
    // Sized first and written in place: a million small encoded copies would each cost a buffer.
    const offsets = new Uint32Array(strings.length + 1);
    strings.forEach((text, i) => (offsets[i + 1] = offsets[i]! + Buffer.byteLength(text, 'utf8')));
    const bytes = Buffer.alloc(offsets[strings.length]!);
    strings.forEach((text, i) => bytes.write(text, offsets[i]!, 'utf8'));
    return new StringColumn(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), offsets);
  }

  get length(): number {
    return this.offsets.length - 1;
  }

  at(i: number): string {
    return decoder.decode(this.bytes.subarray(this.offsets[i]!, this.offsets[i + 1]!));
  }

  /** Whether string i is `ascii` (a one-byte-per-character marker such as NO_AUTHOR), without decoding. */
  isAscii(i: number, ascii: string): boolean {
    const from = this.offsets[i]!;
    if (this.offsets[i + 1]! - from !== ascii.length) return false;
    for (let k = 0; k < ascii.length; k++) if (this.bytes[from + k] !== ascii.charCodeAt(k)) return false;
    return true;
  }
}

const decoder = new TextDecoder();
