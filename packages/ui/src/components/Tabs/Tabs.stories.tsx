import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Dados do título">
        <Tab id="details">Detalhes</Tab>
        <Tab id="copies">Exemplares</Tab>
        <Tab id="marc">MARC</Tab>
      </TabList>
      <TabPanel id="details">Machado de Assis. Rio de Janeiro: Garnier, 1899.</TabPanel>
      <TabPanel id="copies">3 exemplares, 2 disponíveis.</TabPanel>
      <TabPanel id="marc">=245 10$aDom Casmurro</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Detalhes')).toHaveFocus();
    await userEvent.keyboard('[ArrowRight]');
    await expect(tab('Exemplares')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 exemplares');
    await userEvent.keyboard('[End]');
    await expect(tab('MARC')).toHaveFocus();
    await userEvent.keyboard('[Home]');
    await expect(tab('Detalhes')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('[ArrowLeft]');
    await expect(tab('MARC')).toHaveFocus();
  },
};

export const LinkableByUrl: Story = { args: { hashIds: ['details', 'copies', 'marc'] } };
