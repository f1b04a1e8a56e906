export { Accordion, type AccordionProps, Disclosure, type DisclosureProps } from './Disclosure.tsx';
