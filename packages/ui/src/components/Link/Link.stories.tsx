import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { children: 'Política de privacidade', href: '#privacidade' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Ao continuar você aceita a <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Política de privacidade' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#privacidade');
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Ver todos os exemplares' } };

export const WithoutHref: Story = {
  args: { href: undefined, onPress: fn(), children: 'Mostrar mais' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mostrar mais' });
    link.focus();
    await userEvent.keyboard('[Enter]');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/**
 * An address outside the app, opened in a new tab, inside an app router that resolves paths under
 * the current page: the address stays as written, and the new tab gets no access to this one.
 */
export const External: Story = {
  args: { href: 'https://www.scielo.org/', target: '_blank', children: 'SciELO (abre em nova aba)' },
  render: (args) => (
    <RouterProvider navigate={() => undefined} useHref={(href) => `/meupergamum/bases-dados/${href}`}>
      <p>
        Consulte a <Link {...args} />.
      </p>
      <p>
        <Link href="ajuda">Ajuda</Link>
      </p>
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'SciELO (abre em nova aba)' });
    await expect(link).toHaveAttribute('href', 'https://www.scielo.org/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // A path inside the app still goes through the app's router.
    await expect(canvas.getByRole('link', { name: 'Ajuda' })).toHaveAttribute(
      'href',
      '/meupergamum/bases-dados/ajuda',
    );
  },
};
