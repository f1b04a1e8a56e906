import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.tsx';
import { TopBar } from './TopBar.tsx';

function Example() {
  const [language, setLanguage] = useState('pt');
  return (
    <TopBar label="Acessibilidade e idioma">
      <a href="#acessibilidade">Acessibilidade</a>
      <LanguageSelector value={language} onChange={setLanguage} />
    </TopBar>
  );
}

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: { label: 'Acessibilidade e idioma', children: null },
  render: () => <Example />,
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Acessibilidade e idioma' });
    await expect(within(region).getByRole('button', { name: /Idioma/ })).toBeVisible();
  },
};
