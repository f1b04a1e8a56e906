import type { CslItem, CslName } from './references/csl-item.ts';

/** Clipboard/e-mail exports of a list of titles: RIS and BibTeX, from the same CSL-JSON items. */

const RIS_TYPES: Record<string, string> = {
  book: 'BOOK',
  thesis: 'THES',
  periodical: 'JFULL',
  'article-journal': 'JOUR',
  map: 'MAP',
  musical_score: 'MUSIC',
  song: 'SOUND',
  motion_picture: 'VIDEO',
  webpage: 'ELEC',
  manuscript: 'MANSCPT',
  graphic: 'ART',
};

const nameText = (name: CslName) => name.literal ?? [name.family, name.given].filter(Boolean).join(', ');

export function toRis(items: CslItem[]): string {
  return items
    .map((item) => {
      const lines = [`TY  - ${RIS_TYPES[item.type] ?? 'BOOK'}`, `ID  - ${item.id}`, `TI  - ${item.title}`];
      for (const author of item.author ?? []) lines.push(`AU  - ${nameText(author)}`);
      for (const editor of item.editor ?? []) lines.push(`ED  - ${nameText(editor)}`);
      if (item.issued) lines.push(`PY  - ${item.issued['date-parts'][0]![0]}`);
      if (item.edition) lines.push(`ET  - ${item.edition}`);
      if (item['publisher-place']) lines.push(`CY  - ${item['publisher-place']}`);
      if (item.publisher) lines.push(`PB  - ${item.publisher}`);
      if (item['collection-title']) lines.push(`T3  - ${item['collection-title']}`);
      if (item.ISBN ?? item.ISSN) lines.push(`SN  - ${item.ISBN ?? item.ISSN}`);
      if (item['number-of-pages']) lines.push(`SP  - ${item['number-of-pages']}`);
      if (item.language) lines.push(`LA  - ${item.language}`);
      if (item.URL) lines.push(`UR  - ${item.URL}`);
      lines.push('ER  - ');
      return lines.join('\r\n');
    })
    .join('\r\n\r\n')
    .concat('\r\n');
}

const BIBTEX_TYPES: Record<string, string> = {
  thesis: 'phdthesis',
  'article-journal': 'article',
  periodical: 'misc',
  book: 'book',
};

/** BibTeX values in braces; braces and backslashes in the data are escaped so the entry stays valid. */
const bib = (value: string) => `{${value.replace(/[\\{}]/g, (char) => `\\${char}`)}}`;

export function toBibtex(items: CslItem[]): string {
  return items
    .map((item) => {
      const fields: Array<[string, string]> = [['title', item.title]];
      const names = (list: CslName[] | undefined) =>
        list?.map((name) => (name.literal ? `{${name.literal}}` : nameText(name))).join(' and ');
      const author = names(item.author);
      if (author) fields.push(['author', author]);
      const editor = names(item.editor);
      if (editor) fields.push(['editor', editor]);
      if (item.issued) fields.push(['year', String(item.issued['date-parts'][0]![0])]);
      if (item.edition) fields.push(['edition', item.edition]);
      if (item.publisher) fields.push([item.type === 'thesis' ? 'school' : 'publisher', item.publisher]);
      if (item['publisher-place']) fields.push(['address', item['publisher-place']]);
      if (item['collection-title']) fields.push(['series', item['collection-title']]);
      if (item.ISBN) fields.push(['isbn', item.ISBN]);
      if (item.ISSN) fields.push(['issn', item.ISSN]);
      if (item['number-of-pages']) fields.push(['pagetotal', item['number-of-pages']]);
      if (item.URL) fields.push(['url', item.URL]);
      const body = fields.map(([key, value]) => `  ${key} = ${bib(value)}`).join(',\n');
      return `@${BIBTEX_TYPES[item.type] ?? 'misc'}{acervo${item.id},\n${body}\n}`;
    })
    .join('\n\n')
    .concat('\n');
}
