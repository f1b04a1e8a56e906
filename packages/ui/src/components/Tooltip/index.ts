export { Tooltip, type TooltipProps, TooltipTrigger, type TooltipTriggerProps } from './Tooltip.tsx';
