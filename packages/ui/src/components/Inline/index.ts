export { Inline, type InlineProps, type Justify } from './Inline.tsx';
