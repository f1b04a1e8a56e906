import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadPortalMessages, withPortalProviders } from '../../../testing/with-portal-providers.tsx';
import { Component as SummaryPage } from './summary-page.tsx';

const meta = {
  title: 'Screens/My area/Summary',
  component: SummaryPage,
  decorators: [withPortalProviders],
  loaders: [loadPortalMessages],
  parameters: { layout: 'padded', route: '/meupergamum', loggedIn: true },
} satisfies Meta<typeof SummaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing: the heading and the patron's greeting. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Meu Pergamum' })).toBeVisible();
    await expect(await canvas.findByText(/Bem-vindo\(a\), Bruno Lima/)).toBeVisible();
  },
};
