import { useId } from 'react';
import { Label, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import type { UiMessages } from '../../i18n/messages.ts';
import { useUiMessages } from '../../i18n/useUiMessages.ts';
import {
  type ColourSetting,
  colourSettings,
  defaultDisplaySettings,
  type DisplaySettings,
} from '../../theme/display-settings.ts';
import { isZoomLevel, zoomLevels } from '../../tokens/axes.ts';
import { Button } from '../Button/Button.tsx';
import { ColourGroup, ColourRadio, Panel, Toggle, ZoomSlider } from './AccessibilityPanel.styles.ts';

/** The strings the panel shows, each of which `messages` can override. */
type PanelMessageKey =
  | 'accessibility'
  | 'zoom'
  | 'colours'
  | 'colourNormal'
  | 'colourInverted'
  | 'colourGrayscale'
  | 'colourHighContrast'
  | 'boldText'
  | 'signLanguage'
  | 'darkMode'
  | 'darkModeIgnored'
  | 'resetSettings';

const colourLabel: Record<ColourSetting, PanelMessageKey> = {
  normal: 'colourNormal',
  inverted: 'colourInverted',
  grayscale: 'colourGrayscale',
  'high-contrast': 'colourHighContrast',
};

export type AccessibilityPanelProps = {
  /** The current settings; the panel is controlled, storage belongs to the app. */
  value: DisplaySettings;
  onChange: (next: DisplaySettings) => void;
  /** The heading's level in the page outline. @default 2 */
  headingLevel?: 2 | 3;
  /** Override any of the panel's strings (the dictionary provides pt, en, es, fr, it). */
  messages?: Partial<Pick<UiMessages, PanelMessageKey>>;
};

function Switch({
  isSelected,
  onChange,
  children,
  description,
}: {
  isSelected: boolean;
  onChange: (value: boolean) => void;
  children: string;
  description?: string;
}) {
  const descriptionId = useId();
  return (
    <div>
      <Toggle
        isSelected={isSelected}
        onChange={onChange}
        aria-describedby={description ? descriptionId : undefined}
      >
        <span data-part="track" aria-hidden="true">
          <span data-part="handle" />
        </span>
        {children}
      </Toggle>
      {description ? (
        <span id={descriptionId} data-part="description">
          {description}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The spec's accessibility settings: zoom in steps of 20%, colour scheme, bold text, sign
 * language and dark mode. Every control changes `value` through `onChange`; apply the result with
 * `applyDisplaySettings` and store it where the app keeps preferences.
 */
export function AccessibilityPanel({
  value,
  onChange,
  headingLevel = 2,
  messages: overrides,
}: AccessibilityPanelProps) {
  const messages = { ...useUiMessages(), ...overrides };
  const headingId = useId();
  const HeadingTag = `h${headingLevel}` as const;
  const set = <K extends keyof DisplaySettings>(key: K, next: DisplaySettings[K]) =>
    onChange({ ...value, [key]: next });
  const darkIgnored = value.colour === 'high-contrast' || value.colour === 'inverted';

  return (
    <Panel aria-labelledby={headingId} data-component="AccessibilityPanel">
      <HeadingTag id={headingId}>{messages.accessibility}</HeadingTag>

      <ZoomSlider
        value={value.zoom}
        minValue={zoomLevels[0]}
        maxValue={zoomLevels[zoomLevels.length - 1]}
        step={20}
        formatOptions={{ style: 'unit', unit: 'percent', signDisplay: 'exceptZero' }}
        onChange={(next) => {
          const zoom = Array.isArray(next) ? next[0] : next;
          if (isZoomLevel(zoom)) set('zoom', zoom);
        }}
      >
        <Label data-part="label">{messages.zoom}</Label>
        <SliderOutput />
        <SliderTrack data-part="track">
          <SliderThumb data-part="thumb" />
        </SliderTrack>
      </ZoomSlider>

      <ColourGroup value={value.colour} onChange={(next) => set('colour', next as ColourSetting)}>
        <Label data-part="label">{messages.colours}</Label>
        {colourSettings.map((colour) => (
          <ColourRadio key={colour} value={colour}>
            {messages[colourLabel[colour]]}
          </ColourRadio>
        ))}
      </ColourGroup>

      <Switch
        isSelected={value.dark}
        onChange={(next) => set('dark', next)}
        description={darkIgnored ? messages.darkModeIgnored : undefined}
      >
        {messages.darkMode}
      </Switch>
      <Switch isSelected={value.bold} onChange={(next) => set('bold', next)}>
        {messages.boldText}
      </Switch>
      <Switch isSelected={value.signLanguage} onChange={(next) => set('signLanguage', next)}>
        {messages.signLanguage}
      </Switch>

      <div>
        <Button variant="secondary" onPress={() => onChange(defaultDisplaySettings)}>
          {messages.resetSettings}
        </Button>
      </div>
    </Panel>
  );
}
