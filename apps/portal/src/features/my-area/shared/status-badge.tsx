import { Badge, type BadgeProps } from '@acervo/ui';
import styled from 'styled-components';

/*
 * The kit's badge may break anywhere so it never overflows; inside a table's automatic layout that
 * also lets a narrow column split a word ("Aguardand|o"). Here words stay whole and only a word too
 * long for the cell breaks, and the dot stays round on two lines.
 */
const Whole = styled.span`
  [data-component='Badge'] {
    overflow-wrap: break-word;
  }
  /* The tone's dot keeps its size when the words take two lines (outranking the kit's rule, whose styles load after these). */
  [data-component='Badge'][data-tone]::before {
    flex-shrink: 0;
  }
`;

/** A status in words, in a table cell. */
export function StatusBadge({ tone, children }: BadgeProps) {
  return (
    <Whole>
      <Badge {...(tone ? { tone } : {})}>{children}</Badge>
    </Whole>
  );
}
