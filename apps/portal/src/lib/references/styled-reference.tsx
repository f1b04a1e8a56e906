import { Fragment, type ReactNode } from 'react';

/**
 * The API's reference marks the style's emphasis with `<i>`/`<b>` (or `<em>`/`<strong>`) and nothing
 * else. Those few tags become elements and every other character stays text, so nothing the record
 * holds is ever parsed as markup.
 */
export function styledReference(html: string): ReactNode[] {
  const parts = html.split(/(<\/?(?:i|b|em|strong)>)/i);
  const nodes: ReactNode[] = [];
  let italic = false;
  let bold = false;
  parts.forEach((part, index) => {
    const tag = /^<(\/?)(i|b|em|strong)>$/i.exec(part);
    if (tag) {
      const on = tag[1] === '';
      if (/^(i|em)$/i.test(tag[2]!)) italic = on;
      else bold = on;
      return;
    }
    if (!part) return;
    const text = decodeEntities(part);
    let node: ReactNode = text;
    if (italic) node = <i>{node}</i>;
    if (bold) node = <b>{node}</b>;
    nodes.push(<Fragment key={index}>{node}</Fragment>);
  });
  return nodes;
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string) {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '');
}
