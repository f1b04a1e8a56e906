export { SearchComboBox, type SearchComboBoxProps } from './SearchComboBox.tsx';
export { ListBoxItem as SearchComboBoxItem } from '../ListBox/ListBox.tsx';
