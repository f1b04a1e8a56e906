import type { ReactNode } from 'react';
import {
  Button,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
  Heading,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon.tsx';
import { Panel, StyledAccordion, StyledDisclosure } from './Disclosure.styles.ts';

export type DisclosureProps = Omit<AriaDisclosureProps, 'className' | 'style' | 'children'> & {
  /** The always-visible summary, rendered as a button inside a heading. */
  title: ReactNode;
  /** The heading level that fits the page outline. @default 3 */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
};

/** A section that shows and hides its content; Enter or Space on the heading's button toggles it. */
export function Disclosure({ title, level = 3, children, ...props }: DisclosureProps) {
  return (
    <StyledDisclosure {...props} data-component="Disclosure">
      <Heading level={level}>
        <Button slot="trigger">
          <span data-part="Chevron" aria-hidden="true">
            <Icon name="chevron-down" />
          </span>
          <span data-part="Title">{title}</span>
        </Button>
      </Heading>
      <Panel>
        <div>{children}</div>
      </Panel>
    </StyledDisclosure>
  );
}

export type AccordionProps = Omit<AriaDisclosureGroupProps, 'className' | 'style'>;

/**
 * A stack of disclosures. By default one opens at a time; `allowsMultipleExpanded` lets several
 * stay open. Each section is a heading, so screen-reader users can jump between them.
 */
export function Accordion(props: AccordionProps) {
  return <StyledAccordion {...props} data-component="Accordion" />;
}
