import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSelector } from './LanguageSelector.tsx';

function Controlled({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageSelector
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Composites/LanguageSelector',
  component: LanguageSelector,
  args: { value: 'pt', onChange: fn() },
  render: (args) => <Controlled initial={args.value} onChange={args.onChange} />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Idioma Português' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Enter opens the list on the current language; arrows move; Enter picks.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Português' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
    await expect(trigger).toHaveAccessibleName('Idioma English');
    await expect(trigger).toHaveFocus();

    // Escape closes without changing the choice, and gives focus back.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAccessibleName('Idioma English');
    await expect(trigger).toHaveFocus();

    // First letters move to a language in the open list.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('f');
    await expect(canvas.getByRole('button', { name: 'Français' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('fr');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Idioma/ }));
    await expect(within(canvasElement).getByRole('list', { name: 'Idioma' })).toBeVisible();
  },
};
