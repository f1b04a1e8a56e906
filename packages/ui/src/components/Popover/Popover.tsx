import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  type DialogTriggerProps,
  Heading,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { vars } from '../../tokens/css-variables.ts';
import { StyledPopover } from './Popover.styles.ts';

export type PopoverProps = Omit<AriaPopoverProps, 'className' | 'style' | 'children'> & {
  /** The popover's title, which also names its dialog. Give `aria-label` instead when there is none. */
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode;
};

const Title = styled(Heading)`
  margin: 0 0 ${vars.space.sm};
  font-size: ${vars.font.size.md};
`;

const PopoverDialog = styled(Dialog)`
  outline: none;
`;

/**
 * Non-modal content anchored to its trigger (use with `PopoverTrigger`). Escape and a click outside
 * close it and focus returns to the trigger.
 */
export function Popover({ title, children, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <StyledPopover offset={8} {...props} data-component="Popover">
      <PopoverDialog aria-label={ariaLabel}>
        {title != null ? <Title slot="title">{title}</Title> : null}
        {children}
      </PopoverDialog>
    </StyledPopover>
  );
}

export type PopoverTriggerProps = DialogTriggerProps;

/** Pairs a pressable trigger (first child) with its `Popover` (second child). */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}
