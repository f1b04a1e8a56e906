import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInLocale } from '../../testing/in-locale.tsx';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

describe('SkipLink', () => {
  it('moves focus to the target, even one that is not focusable yet', async () => {
    renderInLocale(
      <>
        <SkipLink targetId="conteudo" />
        <div id="conteudo">Conteúdo</div>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Pular para o conteúdo principal' }));
    const target = screen.getByText('Conteúdo');
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
  });
});
