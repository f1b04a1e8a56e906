export { Button, type ButtonProps, type ButtonVariant } from './components/Button/index.ts';
export { GlobalStyles } from './theme/GlobalStyles.tsx';
export { applyScheme } from './theme/scheme-attribute.ts';
export { type Tokens, neo } from './tokens/neo.ts';
export { schemes, type Scheme } from './tokens/scheme.ts';
export { schemeStyleSheet, vars } from './tokens/css-variables.ts';
