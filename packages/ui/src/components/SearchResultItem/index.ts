export { SearchResultItem, type SearchResultItemProps } from './SearchResultItem.tsx';
