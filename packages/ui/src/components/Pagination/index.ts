export { Pagination, type PaginationProps } from './Pagination.tsx';
export { type PageSlot, pageSlots } from './pages.ts';
