import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Drawer } from './Drawer.tsx';

function DrawerDemo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Abrir menu</Button>
      <Drawer isOpen={open} onOpenChange={setOpen} title="Menu do Meu Pergamum">
        <ul>
          <li>
            <a href="#renovacao">Renovação</a>
          </li>
          <li>
            <a href="#alertas">Alertas</a>
          </li>
        </ul>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Components/Drawer',
  component: DrawerDemo,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from its button, closes with Escape and gives focus back to that button. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abrir menu' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Menu do Meu Pergamum' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'Renovação' })).toBeVisible());
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, as a phone shows it over the page. */
export const Open: Story = { args: { defaultOpen: true } };
