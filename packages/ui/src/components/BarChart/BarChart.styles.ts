import styled from 'styled-components';
import { mediaUp } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/css-variables.ts';

export const StyledBarChart = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  min-width: 0;
  margin: 0;
  color: ${vars.color.text};

  [data-part='Caption'] {
    font-weight: ${vars.font.weight.bold};
    font-size: ${vars.font.size.md};
  }
  [data-part='Description'] {
    margin: 0;
    color: ${vars.color.textMuted};
  }

  /* Chart and table side by side where there is room, one under the other on small screens. */
  [data-part='Body'] {
    display: grid;
    /* A definite column: the bars' percentage label column resolves against it, never past the edge. */
    grid-template-columns: minmax(0, 1fr);
    gap: ${vars.space.lg};
    align-items: start;
    min-width: 0;
  }
  @media ${mediaUp.lg} {
    [data-part='Body'] {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
  }

  /* Horizontal bars: labels of any length and any zoom fit, since each bar has a row of its own. */
  [data-part='Chart'] {
    display: grid;
    grid-template-columns: fit-content(45%) minmax(3rem, 1fr) max-content;
    gap: ${vars.space.xs} ${vars.space.sm};
    align-items: center;
    min-width: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [data-part='Row'] {
    display: contents;
  }
  [data-part='Label'] {
    overflow-wrap: anywhere;
    color: ${vars.color.textMuted};
    font-size: ${vars.font.size.sm};
  }
  [data-part='Track'] {
    display: block;
    height: 1.25rem;
    border-inline-start: ${vars.size.borderWidth} solid ${vars.color.border};
  }
  [data-part='Bar'] {
    display: block;
    inline-size: var(--bar-share);
    block-size: 100%;
    border-radius: 0 ${vars.radius.sm} ${vars.radius.sm} 0;
    background: ${vars.color.accent};
  }
  [data-part='Value'] {
    font-variant-numeric: tabular-nums;
    font-size: ${vars.font.size.sm};
    text-align: end;
  }

  [data-part='Table'] {
    width: 100%;
    border-collapse: collapse;
    font-size: ${vars.font.size.sm};
  }
  [data-part='Table'] th,
  [data-part='Table'] td {
    padding: ${vars.space.xs} ${vars.space.sm};
    border-bottom: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
    text-align: start;
    /* At 320 px with the largest text a long header ("Empréstimos") breaks rather than push the page sideways. */
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  [data-part='Table'] thead th {
    border-bottom-color: ${vars.color.border};
  }
  [data-part='Table'] td {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }
  [data-part='Table'] thead th:last-child {
    text-align: end;
  }
  [data-part='Table'] tfoot th,
  [data-part='Table'] tfoot td {
    border-top: ${vars.size.borderWidthStrong} solid ${vars.color.border};
    border-bottom: 0;
    font-weight: ${vars.font.weight.bold};
  }

  /* Forced colours drop backgrounds: the bars keep a system colour so they stay visible. */
  @media (forced-colors: active) {
    [data-part='Bar'] {
      forced-color-adjust: none;
      background: CanvasText;
    }
  }
`;
