export { Select, type SelectProps } from './Select.tsx';
export { ListBoxItem as SelectItem } from '../ListBox/ListBox.tsx';
