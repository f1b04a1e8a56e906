/**
 * A typographic cover for titles without a stored one: the title and the author on a colour
 * picked from the title's id, as SVG. Every text is XML-escaped; nothing from the record can
 * become markup.
 */
const PALETTE = ['#1f4e79', '#7a2e2e', '#2e5e3a', '#5a3d7a', '#7a5a1f', '#2e5a6e', '#6e2e55', '#3d4a57'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** Greedy line breaking by characters (a cover is narrow and the font is fixed-size). */
function lines(text: string, width: number, max: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/u).filter(Boolean)) {
    if (current && current.length + 1 + word.length > width) {
      result.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
    if (result.length === max) break;
  }
  if (current && result.length < max) result.push(current);
  if (result.length === max && text.length > result.join(' ').length) {
    result[max - 1] = `${result[max - 1]!.slice(0, width - 1)}…`;
  }
  return result;
}

export function typographicCover(id: number, title: string, author: string | null): string {
  const background = PALETTE[id % PALETTE.length]!;
  const titleLines = lines(title, 16, 6);
  const authorLines = author ? lines(author, 22, 2) : [];
  const text = (content: string[], y: number, size: number, weight: string) =>
    content
      .map(
        (line, index) =>
          `<text x="100" y="${y + index * size * 1.25}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300" viewBox="0 0 200 300" role="img" aria-label="${escapeXml(title)}">
<rect width="200" height="300" fill="${background}"/><rect x="10" y="10" width="180" height="280" fill="none" stroke="#ffffff" stroke-opacity="0.5"/>
<g fill="#ffffff" font-family="Georgia, 'Times New Roman', serif">${text(titleLines, 70, 18, 'bold')}${text(authorLines, 250, 12, 'normal')}</g>
</svg>`;
}
