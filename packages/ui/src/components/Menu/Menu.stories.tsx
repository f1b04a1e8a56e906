import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu.tsx';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary" icon={<Icon name="more" />} aria-label="Ações do título" />
      <Menu {...args}>
        <MenuItem id="reserve">Reservar</MenuItem>
        <MenuItem id="basket">Adicionar à cesta</MenuItem>
        <SubmenuTrigger>
          <MenuItem id="cite">Citar</MenuItem>
          <Menu onAction={args.onAction}>
            <MenuItem id="abnt">ABNT</MenuItem>
            <MenuItem id="apa">APA</MenuItem>
          </Menu>
        </SubmenuTrigger>
        <MenuSeparator />
        <MenuItem id="email">Enviar por e-mail</MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ações do título' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('[Enter]');
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(item('Reservar')).toHaveFocus());
    await userEvent.keyboard('[ArrowDown]');
    await expect(item('Adicionar à cesta')).toHaveFocus();
    await userEvent.keyboard('[End]');
    await expect(item('Enviar por e-mail')).toHaveFocus();
    await userEvent.keyboard('[Home]');
    await expect(item('Reservar')).toHaveFocus();
    // Type-ahead jumps to the first item starting with the letters typed.
    await userEvent.keyboard('ci');
    await expect(item('Citar')).toHaveFocus();
    await userEvent.keyboard('[ArrowRight]');
    const submenu = (await body.findAllByRole('menu'))[1]!;
    await waitFor(() => expect(within(submenu).getByRole('menuitem', { name: 'ABNT' })).toHaveFocus());
    await userEvent.keyboard('[ArrowLeft]');
    await waitFor(() => expect(item('Citar')).toHaveFocus());
    await userEvent.keyboard('[Escape]');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('[ArrowDown]');
    await body.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(mocked(args.onAction!).mock.calls[0]?.[0]).toBe('basket');
  },
};
