import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Form } from '../Form/Form.tsx';
import {
  ChoiceList,
  type ChoiceListHandle,
  type ChoiceListItem,
  type ChoiceListProps,
} from './ChoiceList.tsx';

/** A label of two lines: what the item is, and where it is or why it cannot be chosen. */
const described = (name: string, detail: string) => (
  <span style={{ display: 'flex', flexDirection: 'column' }}>
    <span>{name}</span>
    <span>{detail}</span>
  </span>
);

const rooms: ChoiceListItem[] = [
  { id: 'a', label: described('Sala de estudo A', 'Térreo, 4 lugares') },
  {
    id: 'b',
    label: described('Sala de estudo B', 'Fechada para reforma até sexta-feira'),
    isUnavailable: true,
  },
  { id: 'c', label: described('Sala de estudo C', 'Primeiro andar, 8 lugares') },
];

type StoryArgs = Omit<ChoiceListProps, 'ref' | 'value'> & {
  /** What the form sends, once something is chosen. */
  onSend: (value: string[]) => void;
  /** An item the story's "server" refuses, which takes focus after sending. */
  refuse?: string;
};

/** The list in a form whose button sends the choice, as the screens use it. */
function ChoiceForm({ onSend, refuse, onChange, ...props }: StoryArgs) {
  const list = useRef<ChoiceListHandle>(null);
  const [value, setValue] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!list.current?.requireChoice()) return;
    onSend(value);
    if (refuse) list.current.focusItem(refuse);
  };
  return (
    <Form onSubmit={submit} actions={<Button type="submit">Reservar as salas escolhidas</Button>}>
      <ChoiceList
        {...props}
        ref={list}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </Form>
  );
}

const meta = {
  title: 'Components/ChoiceList',
  component: ChoiceForm,
  args: {
    label: 'Salas para reservar',
    items: rooms,
    requiredMessage: 'Escolha pelo menos uma sala.',
    onChange: fn(),
    onSend: fn(),
  },
} satisfies Meta<typeof ChoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every item by its label; the unavailable one says why and cannot be ticked. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Salas para reservar' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await expect(
      within(group).getByRole('checkbox', { name: /Sala de estudo B.*Fechada para reforma/ }),
    ).toBeDisabled();
    await userEvent.click(within(group).getByRole('checkbox', { name: /Sala de estudo C/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['c']);
  },
};

/** Items under headings of their own (level 3 unless told), still one group with one value. */
export const Sections: Story = {
  args: {
    label: 'Salas por biblioteca',
    description: 'A reserva vale por duas horas.',
    items: undefined,
    sections: [
      { id: 'central', heading: 'Biblioteca Central', items: rooms.slice(0, 2) },
      {
        id: 'letras',
        heading: 'Biblioteca de Letras',
        items: [{ id: 'd', label: described('Cabine individual', 'Segundo andar, 1 lugar') }],
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Salas por biblioteca' });
    await expect(group).toHaveAccessibleDescription('A reserva vale por duas horas.');
    await expect(
      within(group).getByRole('heading', { level: 3, name: 'Biblioteca de Letras' }),
    ).toBeVisible();
    await userEvent.click(within(group).getByRole('checkbox', { name: /Sala de estudo A/ }));
    await userEvent.click(within(group).getByRole('checkbox', { name: /Cabine individual/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['a', 'd']);
  },
};

/**
 * Sent with nothing chosen: the words beside the items, focus on the first that can be ticked,
 * nothing sent; choosing takes the words away.
 */
export const NothingChosen: Story = {
  args: {
    items: [rooms[1]!, rooms[0]!, rooms[2]!],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar as salas escolhidas' }));
    const group = canvas.getByRole('group', { name: 'Salas para reservar' });
    await expect(await within(group).findByText('Escolha pelo menos uma sala.')).toBeVisible();
    await expect(within(group).getByRole('checkbox', { name: /Sala de estudo A/ })).toHaveFocus();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Without words of its own, the list says the kit's, in the reader's language. */
export const NothingChosenKitWords: Story = {
  tags: ['no-visual'],
  args: { requiredMessage: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar as salas escolhidas' }));
    await expect(await canvas.findByText('Escolha pelo menos uma opção.')).toBeVisible();
  },
};

/** The words go once something is chosen, and the choice is sent. */
export const ChosenAfterError: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Reservar as salas escolhidas' });
    await userEvent.click(send);
    await expect(await canvas.findByText('Escolha pelo menos uma sala.')).toBeVisible();
    await userEvent.keyboard('[Space]');
    await expect(canvas.queryByText('Escolha pelo menos uma sala.')).toBeNull();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenLastCalledWith(['a']);
  },
};

/** Only unavailable items: each says why, none can be ticked. */
export const AllUnavailable: Story = {
  args: {
    items: [
      rooms[1]!,
      {
        id: 'e',
        label: described('Sala de estudo E', 'Reservada por outra pessoa até as 16h'),
        isUnavailable: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    for (const box of boxes) await expect(box).toBeDisabled();
  },
};

/** An item refused after sending takes focus, so its reason is the next thing read. */
export const FocusRefused: Story = {
  tags: ['no-visual'],
  args: { refuse: 'c' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sala de estudo A/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sala de estudo C/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar as salas escolhidas' }));
    await expect(args.onSend).toHaveBeenLastCalledWith(['a', 'c']);
    await expect(canvas.getByRole('checkbox', { name: /Sala de estudo C/ })).toHaveFocus();
  },
};
