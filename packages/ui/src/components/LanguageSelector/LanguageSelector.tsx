import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
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

const Root = styled.div`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  max-width: 100%;
  gap: ${vars.space.sm};
  color: ${vars.color.text};
`;

const Trigger = styled.button`
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

  &:hover {
    background: ${vars.color.surface};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const List = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${vars.space.xs});
  inset-inline-end: 0;
  z-index: ${vars.zIndex.dropdown};
  min-width: 100%;
  margin: 0;
  padding: ${vars.space.xs};
  list-style: none;
  background: ${vars.color.surfaceRaised};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.overlay};
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  width: 100%;
  min-height: ${vars.size.target};
  padding: ${vars.space.xs} ${vars.space.sm};
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${vars.color.accent};
    color: ${vars.color.onAccent};
  }
  &:focus-visible {
    ${focusRing}
  }
  &[aria-current='true'] {
    font-weight: ${vars.font.weight.bold};
  }

  @media (forced-colors: active) {
    &:hover,
    &:focus-visible {
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

/**
 * Picks the interface language. Controlled: the app stores the choice and reloads its messages.
 *
 * A disclosure (a button that shows a list of buttons) rather than a listbox select: it sits on
 * every page, and a listbox brings the collection and overlay code of react-aria into the first
 * load (about 27 kB of gzip). The chosen language is `aria-current`; arrows, Home, End and the
 * first letters move between languages, Escape closes and gives focus back to the button.
 */
export function LanguageSelector({
  value,
  onChange,
  languages = defaultLanguages,
  label,
}: LanguageSelectorProps) {
  const messages = useUiMessages();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const valueId = useId();
  const listId = useId();
  const selected = languages.find((language) => language.value === value);

  const options = () => [...(root.current?.querySelectorAll<HTMLButtonElement>('li button') ?? [])];

  useEffect(() => {
    if (!open) return;
    const current = options().find((option) => option.getAttribute('aria-current') === 'true');
    (current ?? options()[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const all = options();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const typed = event.key.length === 1 ? event.key.toLocaleLowerCase() : '';
    const next =
      event.key === 'ArrowDown'
        ? all[(at + 1) % all.length]
        : event.key === 'ArrowUp'
          ? all[(at - 1 + all.length) % all.length]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all.at(-1)
              : typed
                ? [...all.slice(at + 1), ...all.slice(0, at + 1)].find((option) =>
                    option.textContent?.toLocaleLowerCase().startsWith(typed),
                  )
                : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  // Tabbing away from the list closes it, as clicking elsewhere does.
  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <Root ref={root} data-component="LanguageSelector" onKeyDown={onKeyDown} onBlur={onBlur}>
      <span id={labelId}>{label ?? messages.language}</span>
      <Trigger
        ref={trigger}
        type="button"
        data-part="trigger"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Icon name="globe" size="sm" />
        <span id={valueId} lang={selected?.lang}>
          {selected?.label}
        </span>
        <Icon name="chevron-down" size="sm" />
      </Trigger>
      <List id={listId} hidden={!open} aria-labelledby={labelId}>
        {languages.map((language) => (
          <li key={language.value}>
            <Option
              type="button"
              lang={language.lang}
              aria-current={language.value === value ? 'true' : undefined}
              onClick={() => {
                close();
                if (language.value !== value) onChange(language.value);
              }}
            >
              {language.label}
              {language.value === value ? <Icon name="check" size="sm" /> : null}
            </Option>
          </li>
        ))}
      </List>
    </Root>
  );
}
