export { Button, type ButtonProps, type ButtonVariant } from './components/Button/index.ts';

// --- Foundation (tokens, theme, layout and shell) ---
// The theme and tokens entries (`@acervo/ui/theme`, `@acervo/ui/tokens`), also at the root.
export * from './theme/index.ts';
export * from './tokens/index.ts';
export { Stack, type StackProps, type Space, type Align } from './components/Stack/index.ts';
export { Inline, type InlineProps, type Justify } from './components/Inline/index.ts';
export { Grid, type GridProps } from './components/Grid/index.ts';
export {
  Heading,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
} from './components/Heading/index.ts';
export {
  Text,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './components/Text/index.ts';
export {
  VisuallyHidden,
  visuallyHidden,
  type VisuallyHiddenProps,
} from './components/VisuallyHidden/index.ts';
export {
  Icon,
  iconNames,
  iconPaths,
  type IconName,
  type IconProps,
  type IconSize,
} from './components/Icon/index.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/index.ts';
export { PageLoading, type PageLoadingProps } from './components/PageLoading/index.ts';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/index.ts';
export { TopBar, type TopBarProps } from './components/TopBar/index.ts';
export { Header, type HeaderProps } from './components/Header/index.ts';
export { Main, type MainProps } from './components/Main/index.ts';
export { Footer, type FooterProps } from './components/Footer/index.ts';
export { AccessibilityPanel, type AccessibilityPanelProps } from './components/AccessibilityPanel/index.ts';
export {
  defaultLanguages,
  LanguageSelector,
  type LanguageOption,
  type LanguageSelectorProps,
} from './components/LanguageSelector/index.ts';
// --- end foundation ---

// --- Components (ui-components branch): one line per component folder ---
export * from './i18n/index.ts';
export * from './components/Alert/index.ts';
export * from './components/AlertDialog/index.ts';
export * from './components/Badge/index.ts';
export * from './components/BarChart/index.ts';
export * from './components/Breadcrumbs/index.ts';
export * from './components/Calendar/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/CheckboxGroup/index.ts';
export * from './components/ChoiceList/index.ts';
export * from './components/ComboBox/index.ts';
export * from './components/ConfirmButton/index.ts';
export * from './components/Cover/index.ts';
export * from './components/DatePicker/index.ts';
export * from './components/DateRangePicker/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/Disclosure/index.ts';
export * from './components/Drawer/index.ts';
export * from './components/EmptyState/index.ts';
export * from './components/FacetGroup/index.ts';
export * from './components/Field/index.ts';
export * from './components/Form/index.ts';
export * from './components/GridList/index.ts';
export * from './components/Link/index.ts';
export * from './components/ListBox/index.ts';
export * from './components/Menu/index.ts';
export * from './components/Modal/index.ts';
export * from './components/Money/index.ts';
export * from './components/NumberField/index.ts';
export * from './components/Pagination/index.ts';
export * from './components/PasswordField/index.ts';
export * from './components/Popover/index.ts';
export * from './components/ProgressBar/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/SearchComboBox/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/SearchResultItem/index.ts';
export * from './components/NativeSelect/index.ts';
export * from './components/Select/index.ts';
export * from './components/SideNav/index.ts';
export * from './components/Skeleton/index.ts';
export * from './components/Switch/index.ts';
export * from './components/Table/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/TagGroup/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toast/index.ts';
export * from './components/ToggleButton/index.ts';
export * from './components/Tooltip/index.ts';
// --- end of components ---
