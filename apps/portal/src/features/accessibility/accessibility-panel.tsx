import { Button, vars } from '@acervo/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  accessibilityAtom,
  darkModeAtom,
  fromDisplaySettings,
  saveAccessibilityAtom,
  toDisplaySettings,
} from '../../lib/accessibility/settings.ts';
import { useAtomValue, useSetAtom } from '../../lib/jotai.ts';
import { accessibilityMessages as m } from './accessibility-messages.ts';
import { loadSignLanguageWidget, signLanguageWidgetUrl, unloadSignLanguageWidget } from './sign-language.ts';

// The panel's controls load when a visitor reaches for the button, not with every page.
const loadPanel = () => import('@acervo/ui/AccessibilityPanel');
const AccessibilityPanel = lazy(() => loadPanel().then((module) => ({ default: module.AccessibilityPanel })));

const Anchor = styled.div`
  position: relative;
`;

const Drop = styled.div`
  position: absolute;
  inset-inline-end: 0;
  z-index: ${vars.zIndex.overlay};
  min-width: min(22rem, calc(100vw - 2rem));
  margin-top: ${vars.space.xs};
  background: ${vars.color.background};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};
`;

/**
 * The top bar's accessibility button and the design system's panel (spec §1): text size, colours,
 * dark mode, bold and sign language. Changes apply at once and are remembered; Escape closes it.
 */
export function AccessibilityMenu() {
  const intl = useIntl();
  const settings = useAtomValue(accessibilityAtom);
  const dark = useAtomValue(darkModeAtom);
  const save = useSetAtom(saveAccessibilityAtom);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (settings.libras && signLanguageWidgetUrl) loadSignLanguageWidget();
    else unloadSignLanguageWidget();
  }, [settings.libras]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      anchor.current?.querySelector<HTMLElement>('button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Anchor ref={anchor}>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen(!open)}
        onHoverStart={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {intl.formatMessage(m.open)}
      </Button>
      {open ? (
        <Drop id={panelId}>
          <Suspense fallback={null}>
            <AccessibilityPanel
              value={toDisplaySettings(settings, dark)}
              onChange={(next) => {
                const { settings: stored, darkMode } = fromDisplaySettings(next);
                // Without a configured widget there is no sign language to switch on (ADR 042).
                save({
                  settings: { ...stored, libras: signLanguageWidgetUrl ? stored.libras : false },
                  darkMode,
                });
              }}
            />
          </Suspense>
        </Drop>
      ) : null}
    </Anchor>
  );
}
