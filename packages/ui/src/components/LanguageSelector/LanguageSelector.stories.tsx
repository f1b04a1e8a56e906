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
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /Idioma/ });
    await expect(trigger).toHaveTextContent('Português');

    // Enter opens the list; arrows move; Enter picks.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await body.findByRole('listbox');
    await expect(within(list).getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('en');
    await expect(trigger).toHaveTextContent('English');

    // Escape closes without changing the choice.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{End}{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('English');
    // Focus comes back once the popover has gone, a frame later (as in the Select story).
    await waitFor(() => expect(trigger).toHaveFocus());

    // Type-ahead on the closed trigger picks by the first letters.
    await userEvent.keyboard('fr');
    await expect(args.onChange).toHaveBeenLastCalledWith('fr');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Idioma/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};
