import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import { focusRing } from '../../theme/focus-ring.ts';
import { vars } from '../../tokens/css-variables.ts';
import { Icon } from '../Icon/Icon.tsx';

export type LanguageOption = {
  /** The app's locale key, e.g. 'pt'. */
  value: string;
  /** The language's own name (autonym), so every reader finds theirs. */
  label: string;
  /** BCP 47 tag: marks the autonym's language for screen-reader pronunciation. */
  lang: string;
};

/** The portal's five languages, each named in itself. */
export const defaultLanguages: readonly LanguageOption[] = [
  { value: 'pt', label: 'Português', lang: 'pt-BR' },
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'es', label: 'Español', lang: 'es' },
  { value: 'fr', label: 'Français', lang: 'fr' },
  { value: 'it', label: 'Italiano', lang: 'it' },
];

const StyledSelect = styled(Select)`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  max-width: 100%;
  gap: ${vars.space.sm};
  color: ${vars.color.text};

  [data-part='trigger'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    min-height: ${vars.size.target};
    padding: ${vars.space.xs} ${vars.space.sm};
    border: ${vars.size.borderWidth} solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
    color: ${vars.color.text};
    font: inherit;
    cursor: pointer;

    &[data-hovered] {
      background: ${vars.color.surface};
    }
    &[data-focus-visible] {
      ${focusRing}
    }
  }
`;

const Menu = styled(Popover)`
  min-width: var(--trigger-width);
  background: ${vars.color.surfaceRaised};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.overlay};
  z-index: ${vars.zIndex.dropdown};

  [role='listbox'] {
    padding: ${vars.space.xs};
    outline: none;
  }
`;

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  min-height: ${vars.size.target};
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text};
  cursor: pointer;
  outline: none;

  &[data-focused] {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &[data-selected] {
    font-weight: ${vars.font.weight.bold};
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  @media (forced-colors: active) {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;

export type LanguageSelectorProps = {
  /** The selected language's `value`. */
  value: string;
  onChange: (value: string) => void;
  /** @default the portal's five languages */
  languages?: readonly LanguageOption[];
  /** @default the dictionary's "Language" */
  label?: string;
};

/** Picks the interface language. Controlled: the app stores the choice and reloads its messages. */
export function LanguageSelector({
  value,
  onChange,
  languages = defaultLanguages,
  label,
}: LanguageSelectorProps) {
  const messages = useUiMessages();
  return (
    <StyledSelect
      selectedKey={value}
      onSelectionChange={(key) => key != null && onChange(String(key))}
      data-component="LanguageSelector"
    >
      <Label>{label ?? messages.language}</Label>
      <Button data-part="trigger">
        <Icon name="globe" size="sm" />
        <SelectValue<LanguageOption>>
          {({ selectedItems }) => {
            const selected = selectedItems[0];
            return selected ? <span lang={selected.lang}>{selected.label}</span> : null;
          }}
        </SelectValue>
        <Icon name="chevron-down" size="sm" />
      </Button>
      <Menu>
        <ListBox items={languages}>
          {(language) => (
            <Option id={language.value} textValue={language.label} lang={language.lang}>
              {language.label}
              {language.value === value ? <Icon name="check" size="sm" /> : null}
            </Option>
          )}
        </ListBox>
      </Menu>
    </StyledSelect>
  );
}
