export { GlobalStyles } from './theme/GlobalStyles.tsx';
export { applyScheme } from './theme/scheme-attribute.ts';
export { type Tokens, neo } from './tokens/neo.ts';
export { schemes, type Scheme } from './tokens/scheme.ts';
export { schemeStyleSheet, vars } from './tokens/css-variables.ts';

// --- Components (ui-components branch): one line per component folder ---
export * from './i18n/index.ts';
export * from './components/Alert/index.ts';
export * from './components/AlertDialog/index.ts';
export * from './components/Button/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/CheckboxGroup/index.ts';
export * from './components/ComboBox/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/Field/index.ts';
export * from './components/Form/index.ts';
export * from './components/Link/index.ts';
export * from './components/ListBox/index.ts';
export * from './components/Menu/index.ts';
export * from './components/Modal/index.ts';
export * from './components/NumberField/index.ts';
export * from './components/PasswordField/index.ts';
export * from './components/Popover/index.ts';
export * from './components/RadioGroup/index.ts';
export * from './components/SearchField/index.ts';
export * from './components/Select/index.ts';
export * from './components/Switch/index.ts';
export * from './components/TextArea/index.ts';
export * from './components/TextField/index.ts';
export * from './components/Toast/index.ts';
// --- end of components ---
