/** The colour pairs a generated cover can use: each is a token pair tested for contrast in every scheme. */
export const coverPalettes = ['accent', 'secondary', 'info', 'success', 'warning'] as const;
export type CoverPalette = (typeof coverPalettes)[number];

/** A stable palette for a title, so the same book always gets the same generated cover. */
export function paletteFor(seed: string): CoverPalette {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return coverPalettes[hash % coverPalettes.length]!;
}

/**
 * The words printed on a generated cover: the title up to its subtitle (after ":" or " / "),
 * shortened on a word boundary so it fits a thumbnail.
 */
export function coverTitle(title: string, maxLength = 48): string {
  const main = title.split(/\s*[:/]\s+|\s+\/\s*/)[0]!.trim();
  if (main.length <= maxLength) return main;
  const cut = main.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : main.slice(0, maxLength)).trimEnd()}…`;
}
