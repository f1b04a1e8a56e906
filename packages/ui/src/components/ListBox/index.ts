export {
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  PopoverListBox,
} from './ListBox.tsx';
export { optionLook } from './ListBox.styles.ts';
