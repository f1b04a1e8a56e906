import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type DisplaySettings, defaultDisplaySettings } from '../../theme/display-settings.ts';
import { AccessibilityPanel } from './AccessibilityPanel.tsx';

/** Controlled as the portal does it: state outside, every change reported through onChange. */
function Controlled({
  initial,
  onChange,
}: {
  initial: DisplaySettings;
  onChange: (next: DisplaySettings) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AccessibilityPanel
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Composites/AccessibilityPanel',
  component: AccessibilityPanel,
  args: { value: defaultDisplaySettings, onChange: fn() },
  render: (args) => <Controlled initial={args.value} onChange={args.onChange} />,
} satisfies Meta<typeof AccessibilityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Acessibilidade' });
    const slider = within(panel).getByRole('slider', { name: 'Zoom' });

    // Zoom moves in steps of 20 with the arrows; End and Home jump to the ends.
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 20 }));
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 100 }));
    await expect(slider).toHaveAttribute('aria-valuetext', expect.stringContaining('100'));
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ zoom: 0 }));

    // Colours are one radio group: Tab enters it, arrows move the choice.
    await userEvent.tab();
    await expect(within(panel).getByRole('radio', { name: 'Normal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(panel).getByRole('radio', { name: 'Invertidas' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ colour: 'inverted' }));

    // Dark mode has no effect under inverted colours, and says so.
    const dark = within(panel).getByRole('switch', { name: 'Modo escuro' });
    await expect(dark).toHaveAccessibleDescription('Sem efeito com alto contraste ou cores invertidas.');

    // Switches toggle with Space.
    await userEvent.tab();
    await expect(dark).toHaveFocus();
    await userEvent.tab();
    const bold = within(panel).getByRole('switch', { name: 'Texto em negrito' });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(bold).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ bold: true }));

    // Reset returns everything to the defaults.
    await userEvent.click(within(panel).getByRole('button', { name: 'Restaurar padrões' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(defaultDisplaySettings);
    await expect(within(panel).getByRole('radio', { name: 'Normal' })).toBeChecked();
  },
};

export const AllOn: Story = {
  args: { value: { colour: 'high-contrast', dark: true, zoom: 60, bold: true, signLanguage: true } },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Acessibilidade' });
    await expect(within(panel).getByRole('radio', { name: 'Alto contraste' })).toBeChecked();
    await expect(within(panel).getByRole('switch', { name: 'Língua de sinais (Libras)' })).toBeChecked();
    await expect(within(panel).getByRole('slider', { name: 'Zoom' })).toHaveValue('60');
  },
};
