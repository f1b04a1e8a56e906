import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../testing/in-locale.tsx';
import { describe, expect, it, vi } from 'vitest';
import { defaultDisplaySettings } from '../../theme/display-settings.ts';
import { AccessibilityPanel } from './AccessibilityPanel.tsx';

describe('AccessibilityPanel', () => {
  it('reflects the controlled value', () => {
    renderInLocale(
      <AccessibilityPanel
        value={{ colour: 'grayscale', dark: true, zoom: 40, bold: true, signLanguage: false }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Tons de cinza' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Modo escuro' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Texto em negrito' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Língua de sinais (Libras)' })).not.toBeChecked();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('40');
  });

  it('reports each change without holding state of its own', async () => {
    const onChange = vi.fn();
    renderInLocale(<AccessibilityPanel value={defaultDisplaySettings} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Alto contraste' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultDisplaySettings, colour: 'high-contrast' });
    await userEvent.click(screen.getByRole('switch', { name: 'Língua de sinais (Libras)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultDisplaySettings, signLanguage: true });
    // Controlled: nothing changed because the parent did not pass a new value.
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
  });

  it('accepts string overrides', () => {
    renderInLocale(
      <AccessibilityPanel
        value={defaultDisplaySettings}
        onChange={() => {}}
        messages={{ accessibility: 'Exibição' }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Exibição' })).toBeInTheDocument();
  });
});
