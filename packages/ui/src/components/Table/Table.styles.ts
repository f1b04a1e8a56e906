import { Cell, Column, Row, Table } from 'react-aria-components';
import styled from 'styled-components';
import { mediaUp } from '../../tokens/breakpoints.ts';
import { vars } from '../../tokens/css-variables.ts';
import { focusRing } from '../../theme/focus-ring.ts';

export const TableScroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

export const StyledTable = styled(Table)`
  width: 100%;
  border-collapse: collapse;
  color: ${vars.color.text};
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }

  /* Small screens: each row is a card and each cell shows its column's name. */
  &[data-responsive='stack'] {
    @media not all and ${mediaUp.md} {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }
      &,
      tbody,
      tr,
      td {
        display: block;
      }
      tr {
        margin-bottom: ${vars.space.sm};
        border: ${vars.size.borderWidth} solid ${vars.color.border};
        border-radius: ${vars.radius.md};
      }
      td {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: ${vars.space.xs} ${vars.space.sm};
        border: 0;
        /* Long words wrap instead of pushing the card wider than the screen. */
        overflow-wrap: anywhere;
      }
      td > * {
        flex: 1 1 12rem;
        min-width: 0;
      }
      /* The column's name beside the value, or above it when the two do not fit side by side. */
      td[data-label]::before {
        content: attr(data-label);
        flex: 0 0 9rem;
        max-width: 100%;
        font-weight: ${vars.font.weight.bold};
      }
    }
  }
` as typeof Table;

export const StyledColumn = styled(Column)`
  padding: ${vars.space.sm} ${vars.space.md};
  border-bottom: ${vars.size.borderWidthStrong} solid ${vars.color.border};
  font-weight: ${vars.font.weight.bold};
  text-align: start;
  white-space: nowrap;
  outline: none;

  &[data-allows-sorting] {
    cursor: pointer;
  }
  &[data-hovered] {
    background: ${vars.color.surface};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  [data-part='ColumnLabel'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
  }
  [data-part='SortIndicator'] {
    display: inline-flex;
    visibility: hidden;
  }
  &[aria-sort='ascending'] [data-part='SortIndicator'],
  &[aria-sort='descending'] [data-part='SortIndicator'] {
    visibility: visible;
  }
  &[data-part='SelectionColumn'] {
    width: ${vars.size.target};
  }
`;

export const StyledRow = styled(Row)`
  outline: none;

  &[data-hovered] {
    background: ${vars.color.surface};
  }
  &[data-selected] {
    background: ${vars.color.selection};
    color: ${vars.color.onSelection};
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  @media (forced-colors: active) {
    &[data-selected] {
      outline: ${vars.size.borderWidthStrong} solid Highlight;
    }
  }
` as typeof Row;

export const StyledCell = styled(Cell)`
  padding: ${vars.space.sm} ${vars.space.md};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.borderSubtle};
  vertical-align: middle;
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
  }
`;
