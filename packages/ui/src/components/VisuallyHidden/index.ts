export { VisuallyHidden, visuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden.tsx';
