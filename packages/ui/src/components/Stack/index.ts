export { Stack, type StackProps, type Space, type Align } from './Stack.tsx';
