export {
  Menu,
  MenuGroup,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSeparator,
  MenuTrigger,
  type MenuTriggerProps,
  SubmenuTrigger,
} from './Menu.tsx';
