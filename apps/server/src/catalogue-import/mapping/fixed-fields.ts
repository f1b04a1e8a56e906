/**
 * What the importer reads from field 008 of a bibliographic record. Positions are only trusted
 * when the field has its 40 characters: some exports collapse runs of spaces (the Evergreen
 * "concerto" set does), which shifts every later position. From such a field only what can be
 * recognised by shape is taken: the date after the entry date, and a trailing language code.
 */
export type FixedFields = {
  /** 008/06, e.g. 's' single date, 'm' multiple dates, 'r' reprint. */
  dateType: string | null;
  /** 008/07-10 when it is four digits. */
  year: number | null;
  /** 008/35-37 when it looks like a language code. */
  language: string | null;
  /** 008/23 (books, music, serials, mixed) or 008/29 (maps, visual): 'o'/'s' online or electronic, 'd' large print, 'f' braille. */
  formOfItem: string | null;
  /** 008/24-27 for books: 'm' marks a thesis. */
  natureOfContents: string;
  /** 008/33 for visual materials: 'v' videorecording, 'm' motion picture. */
  visualType: string | null;
  /** Whether positions could be trusted. */
  positional: boolean;
};

const LANGUAGE = /^[a-z]{3}$/;

function yearOf(value: string | undefined): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

export function readFixedFields(value: string | undefined, leader: string): FixedFields {
  const empty: FixedFields = {
    dateType: null,
    year: null,
    language: null,
    formOfItem: null,
    natureOfContents: '',
    visualType: null,
    positional: false,
  };
  if (!value) return empty;
  if (value.length === 40) {
    const type = leader[6] ?? 'a';
    const visualOrMap = 'efgkor'.includes(type);
    const language = value.slice(35, 38);
    return {
      dateType: value[6] ?? null,
      year: yearOf(value.slice(7, 11)),
      language: LANGUAGE.test(language) ? language : null,
      formOfItem: (visualOrMap ? value[29] : value[23])?.trim() || null,
      natureOfContents: 'at'.includes(type) ? value.slice(24, 28) : '',
      visualType: type === 'g' ? (value[33] ?? null) : null,
      positional: true,
    };
  }
  // Collapsed or truncated: the first 11 characters rarely contain spaces, so they survive.
  const head = /^\d{6}([a-z|])(\d{4})?/.exec(value);
  const tail = /(?:^|[^a-z])([a-z]{3})[ |a-z]?[ |a-z]?$/.exec(value.trimEnd());
  return {
    ...empty,
    dateType: head?.[1] ?? null,
    year: yearOf(head?.[2]),
    language: tail?.[1] ?? null,
  };
}
