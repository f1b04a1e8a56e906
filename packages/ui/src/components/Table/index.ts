export {
  Cell,
  Column,
  type ColumnProps,
  Row,
  Table,
  TableBody,
  type TableCellProps,
  TableHeader,
  type TableProps,
} from './Table.tsx';
