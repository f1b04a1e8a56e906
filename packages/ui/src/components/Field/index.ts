export {
  Description,
  FieldError,
  type FieldErrorProps,
  FieldParts,
  Label,
  type LabelProps,
  visuallyHidden,
} from './Field.tsx';
export { fieldLayout, inputLook } from './Field.styles.ts';
