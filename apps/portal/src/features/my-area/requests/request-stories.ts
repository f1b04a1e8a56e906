import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { librariesFixture } from '../../../testing/mocks/suggestion-fixtures.ts';

/** Data arrives through the mock server; on a busy machine that can take a moment. */
export const settle = { timeout: 5000 };

/** The institution's libraries, as the four bibliographic forms offer them. */
export const librariesHandler = http.get('/api/unidade-informacao', () =>
  HttpResponse.json(librariesFixture),
);

/** Types into a field the quick way (a paste): the stories check the form, not typing speed. */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * Chooses an option of a select, from the keyboard as the journeys do; the kit's select does not
 * open while it has no options, so this retries until they are in.
 */
export async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await waitFor(async () => {
    const button = canvas.getByRole('button', { name: select });
    if (button.getAttribute('aria-expanded') !== 'true') {
      button.focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect(body.getByRole('option', { name: option })).toBeVisible();
  }, settle);
  await userEvent.click(body.getByRole('option', { name: option }));
}

/** A 422 as the server answers a refused field. */
export const refused = (fields: Record<string, string>) =>
  HttpResponse.json({ message: 'Dados inválidos.', code: 'VALIDACAO', fields }, { status: 422 });
