import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps,
  Collection,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps as AriaTableProps,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
} from 'react-aria-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { StyledCell, StyledColumn, StyledRow, StyledTable, TableScroller } from './Table.styles.ts';

export type TableProps = Omit<AriaTableProps, 'className' | 'style'> & {
  /**
   * Below the md breakpoint rows become stacked cards, each cell labelled by its column
   * (`data-label` on the cell); otherwise the table scrolls sideways. @default 'stack'
   */
  responsive?: 'stack' | 'scroll';
};

/**
 * A data table on react-aria: arrow keys move between cells, sortable columns sort with Enter,
 * rows can be selected (checkboxes, Space, Shift+arrows). Name it with `aria-label` or
 * `aria-labelledby`.
 */
export function Table({ responsive = 'stack', ...props }: TableProps) {
  return (
    <TableScroller data-responsive={responsive}>
      <StyledTable {...props} data-component="Table" data-responsive={responsive} />
    </TableScroller>
  );
}

export function TableHeader<T extends object>({
  columns,
  children,
  ...props
}: Omit<TableHeaderProps<T>, 'className' | 'style'>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <AriaTableHeader {...props}>
      {allowsDragging ? <AriaColumn /> : null}
      {selectionBehavior === 'toggle' ? (
        <StyledColumn data-part="SelectionColumn">
          {selectionMode === 'multiple' ? <Checkbox slot="selection" /> : null}
        </StyledColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export type ColumnProps = Omit<AriaColumnProps, 'className' | 'style' | 'children'> & { children: ReactNode };

/** A column header; with `allowsSorting` it shows and announces its sort direction. */
export function Column({ children, ...props }: ColumnProps) {
  return (
    <StyledColumn {...props}>
      {({ allowsSorting, sortDirection }) => (
        <span data-part="ColumnLabel">
          {children}
          {allowsSorting ? (
            <span data-part="SortIndicator" data-direction={sortDirection} aria-hidden="true">
              {sortDirection === 'descending' ? <Icon name="chevron-down" /> : <Icon name="chevron-up" />}
            </span>
          ) : null}
        </span>
      )}
    </StyledColumn>
  );
}

export function TableBody<T extends object>(props: Omit<TableBodyProps<T>, 'className' | 'style'>) {
  const messages = useUiMessages();
  return <AriaTableBody renderEmptyState={() => messages.noResults} {...props} />;
}

export function Row<T extends object>({
  id,
  columns,
  children,
  ...props
}: Omit<RowProps<T>, 'className' | 'style'>) {
  const { selectionBehavior, allowsDragging } = useTableOptions();
  const messages = useUiMessages();
  return (
    <StyledRow id={id} {...props}>
      {allowsDragging ? <AriaCell /> : null}
      {selectionBehavior === 'toggle' ? (
        <StyledCell data-part="SelectionCell" data-label={messages.selectRow}>
          <Checkbox slot="selection" />
        </StyledCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </StyledRow>
  );
}

export type TableCellProps = Omit<CellProps, 'className' | 'style'> & {
  /** The column's name, shown before the value when rows stack on small screens. */
  label?: string;
};

export function Cell({ label, ...props }: TableCellProps) {
  return <StyledCell {...props} data-label={label} />;
}
