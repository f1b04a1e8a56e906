export { ComboBox, type ComboBoxProps } from './ComboBox.tsx';
export { ListBoxItem as ComboBoxItem } from '../ListBox/ListBox.tsx';
