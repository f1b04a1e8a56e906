import { type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup.tsx';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { Heading, type HeadingLevel } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';

export type ChoiceListItem = {
  /** The item's value in the list's `value`. */
  id: string;
  /** What the item is, and when it is unavailable, why: the checkbox's name says both. */
  label: ReactNode;
  /** Shown but not offered: it cannot be ticked, and its label says why. */
  isUnavailable?: boolean;
};

/** Items under a heading of their own, inside the one group. */
export type ChoiceListSection = {
  id: string;
  heading: ReactNode;
  items: readonly ChoiceListItem[];
};

/** What a form does with the list when it is sent or refused. */
export type ChoiceListHandle = {
  /**
   * Whether any listed item is chosen; if none is, the list says `requiredMessage` beside its items
   * and focus goes to the first item that can be ticked. The words go when the choice changes.
   */
  requireChoice: () => boolean;
  /** Moves focus to one item, e.g. the first one the server refused. */
  focusItem: (id: string) => void;
};

export type ChoiceListProps = {
  /** The items, in one run… */
  items?: readonly ChoiceListItem[];
  /** …or in sections under headings (then `items` is left out). */
  sections?: readonly ChoiceListSection[];
  /** The group's legend, which names it. */
  label: ReactNode;
  description?: ReactNode;
  /** The chosen items' ids. */
  value: string[];
  onChange: (value: string[]) => void;
  /** What the list says when it is sent with nothing chosen. @default the kit's "choose at least one option" */
  requiredMessage?: string;
  /** The sections' heading level, from the page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  ref?: Ref<ChoiceListHandle>;
};

/**
 * A list of things to choose one or more of, to send in a form: checkboxes in one named group,
 * optionally in sections under headings. Items that cannot be chosen stay listed, unavailable, and
 * say why in their label; sending with nothing chosen says so beside the items and focuses the
 * first one that can be ticked (through the `ref`'s `requireChoice`).
 */
export function ChoiceList({
  items,
  sections,
  label,
  description,
  value,
  onChange,
  requiredMessage,
  headingLevel = 3,
  ref,
}: ChoiceListProps) {
  const messages = useUiMessages();
  const groupRef = useRef<HTMLDivElement>(null);
  const [missing, setMissing] = useState(false);
  const listed = sections ? sections.flatMap((section) => section.items) : (items ?? []);

  const inputs = () => [...(groupRef.current?.querySelectorAll('input') ?? [])];
  useImperativeHandle(ref, () => ({
    requireChoice: () => {
      if (listed.some((item) => value.includes(item.id))) return true;
      setMissing(true);
      inputs()
        .find((input) => !input.disabled)
        ?.focus();
      return false;
    },
    focusItem: (id) =>
      inputs()
        .find((input) => input.value === id)
        ?.focus(),
  }));

  const choice = (item: ChoiceListItem) => (
    <Checkbox key={item.id} value={item.id} isDisabled={item.isUnavailable ?? false}>
      {item.label}
    </Checkbox>
  );
  return (
    <CheckboxGroup
      ref={groupRef}
      label={label}
      description={description}
      value={value}
      onChange={(next) => {
        setMissing(false);
        onChange(next);
      }}
      isInvalid={missing}
      errorMessage={missing ? (requiredMessage ?? messages.chooseAtLeastOne) : undefined}
    >
      {sections
        ? sections.map((section) => (
            <Stack key={section.id} gap="xs" data-part="Section">
              <Heading level={headingLevel}>{section.heading}</Heading>
              {section.items.map(choice)}
            </Stack>
          ))
        : listed.map(choice)}
    </CheckboxGroup>
  );
}
