export { Badge, type BadgeProps, type BadgeTone } from './Badge.tsx';
