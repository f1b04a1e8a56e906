import { Button, vars } from '@acervo/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  accessibilityAtom,
  type ColourMode,
  colourModes,
  darkModeAtom,
  defaultAccessibility,
  saveAccessibilityAtom,
  zoomLevels,
} from '../../lib/accessibility/settings.ts';
import { useAtomValue, useSetAtom } from '../../lib/jotai.ts';
import { accessibilityMessages as m } from './accessibility-messages.ts';
import { loadSignLanguageWidget, signLanguageWidgetUrl, unloadSignLanguageWidget } from './sign-language.ts';

const Panel = styled.div`
  position: absolute;
  right: ${vars.space.md};
  z-index: ${vars.zIndex.overlay};
  display: grid;
  gap: ${vars.space.md};
  min-width: 18rem;
  margin-top: ${vars.space.xs};
  padding: ${vars.space.md};
  background: ${vars.color.background};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${vars.space.xs};
    font-weight: ${vars.font.weight.bold};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    min-height: ${vars.size.target};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${vars.color.accent};
  }
`;

const ZoomRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

const colourLabels = {
  normal: m.normal,
  invertido: m.inverted,
  'escala-cinza': m.grayscale,
  'alto-contraste': m.highContrast,
} as const satisfies Record<ColourMode, unknown>;

/**
 * The accessibility panel (spec §1): text size 0–100 % in steps of 20, colours, dark mode, bold and
 * sign language. Every change is applied at once and remembered (lib/accessibility/settings.ts).
 */
export function AccessibilityPanel() {
  const intl = useIntl();
  const settings = useAtomValue(accessibilityAtom);
  const dark = useAtomValue(darkModeAtom);
  const save = useSetAtom(saveAccessibilityAtom);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const zoomIndex = zoomLevels.indexOf(settings.zoom);

  useEffect(() => {
    if (settings.libras) loadSignLanguageWidget();
    else unloadSignLanguageWidget();
  }, [settings.libras]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onPress={() => setOpen(!open)}>
        {intl.formatMessage(m.open)}
      </Button>
      {open ? (
        <Panel id={panelId} role="group" aria-label={intl.formatMessage(m.panel)}>
          <fieldset>
            <legend>{intl.formatMessage(m.zoom)}</legend>
            <ZoomRow>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(m.zoomOut)}
                isDisabled={zoomIndex <= 0}
                onPress={() => save({ settings: { zoom: zoomLevels[zoomIndex - 1] } })}
              >
                {intl.formatMessage(m.zoomOutShort)}
              </Button>
              <output aria-live="polite">{intl.formatMessage(m.zoomValue, { zoom: settings.zoom })}</output>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(m.zoomIn)}
                isDisabled={zoomIndex >= zoomLevels.length - 1}
                onPress={() => save({ settings: { zoom: zoomLevels[zoomIndex + 1] } })}
              >
                {intl.formatMessage(m.zoomInShort)}
              </Button>
            </ZoomRow>
          </fieldset>
          <fieldset>
            <legend>{intl.formatMessage(m.colour)}</legend>
            {colourModes.map((mode) => (
              <label key={mode}>
                <input
                  type="radio"
                  name={`${panelId}-cor`}
                  checked={settings.cor === mode}
                  onChange={() => save({ settings: { cor: mode } })}
                />
                {intl.formatMessage(colourLabels[mode])}
              </label>
            ))}
          </fieldset>
          <label>
            <input
              type="checkbox"
              checked={dark}
              onChange={(event) => save({ darkMode: event.target.checked })}
            />
            {intl.formatMessage(m.dark)}
          </label>
          <label>
            <input
              type="checkbox"
              checked={settings.negrito}
              onChange={(event) => save({ settings: { negrito: event.target.checked } })}
            />
            {intl.formatMessage(m.bold)}
          </label>
          {signLanguageWidgetUrl ? (
            <label>
              <input
                type="checkbox"
                checked={settings.libras}
                onChange={(event) => save({ settings: { libras: event.target.checked } })}
              />
              {intl.formatMessage(m.signLanguage)}
            </label>
          ) : null}
          <Button
            variant="secondary"
            onPress={() => save({ settings: defaultAccessibility, darkMode: false })}
          >
            {intl.formatMessage(m.reset)}
          </Button>
        </Panel>
      ) : null}
    </div>
  );
}
