import { expect, test } from '@playwright/test';
import getPort from 'get-port';
import { ownDataDir, type OwnServer, startOwnServer } from './support/own-server.ts';
import { patrons, tabTo } from './support/portal.ts';

/*
 * Comments on a title post data and count a patron's comments awaiting approval: they run on a
 * server of their own (ADR 049), so the shared server's title pages stay as seeded.
 */
test.describe.configure({ mode: 'serial' });

let server: OwnServer | null = null;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const dataDir = ownDataDir('comments');
  server = await startOwnServer({ port: await getPort({ host: '127.0.0.1' }), dataDir, env: {} });
});
test.afterAll(async () => {
  await server?.stop();
});

const at = (route: string) => `${server!.url}${route}`;

test('by keyboard alone: a visitor logs in from the comments, posts one held for moderation, then meets the limit', async ({
  page,
}) => {
  test.slow();
  await page.goto(at('/acervo/2?lng=pt'));
  const comments = page.getByRole('region', { name: 'Comentários' });
  await expect(comments.getByText('Ainda não há comentários publicados sobre este título.')).toBeVisible();
  const login = comments.getByRole('link', { name: 'Faça login para comentar' });
  await expect(login).toHaveAttribute('aria-haspopup', 'dialog');
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await tabTo(page, dialog.getByLabel('Matrícula ou usuário'));
  await page.keyboard.type(patrons.gabriela.login);
  await tabTo(page, dialog.getByLabel('Senha', { exact: true }));
  await page.keyboard.type(patrons.gabriela.password);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/acervo\/2\?lng=pt$/);

  // Back on the same page, with the form: sent empty, the reason beside the field and the focus in it.
  const field = comments.getByRole('textbox', { name: /^Seu comentário/ });
  await expect(field).toHaveAttribute('rows', '5');
  const send = comments.getByRole('button', { name: 'Enviar comentário' });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await expect(comments.getByText('Escreva o comentário antes de enviar.')).toBeVisible();

  await page.keyboard.type('Bom para a disciplina de Teoria Literária.');
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(
    comments.getByText('Comentário recebido. Ele será publicado após a aprovação da biblioteca.'),
  ).toBeVisible();
  await expect(field).toHaveValue('');
  const yours = comments.getByRole('region', { name: 'Seus comentários' });
  await expect(yours.getByRole('listitem')).toHaveCount(1);
  await expect(yours.getByText('Aguardando aprovação')).toBeVisible();
  // Held, not published: the public list is still empty.
  await expect(comments.getByText('Ainda não há comentários publicados sobre este título.')).toBeVisible();

  // Three may await approval; the fourth is refused with the spec's message and kept in the field.
  for (const text of ['Segundo comentário.', 'Terceiro comentário.']) {
    await field.fill(text);
    await send.click();
    await expect(field).toHaveValue('');
  }
  await expect(yours.getByRole('listitem')).toHaveCount(3);
  await field.fill('Quarto comentário.');
  await send.click();
  await expect(
    comments.getByText('Você tem muitos comentários aguardando aprovação. Este comentário não foi enviado.'),
  ).toBeVisible();
  await expect(field).toHaveValue('Quarto comentário.');

  // Deleting one (confirmed) frees a place: the fourth goes through.
  await yours
    .getByRole('button', { name: /^Excluir seu comentário de / })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir o comentário' }).click();
  await expect(yours.getByRole('listitem')).toHaveCount(2);
  await send.click();
  await expect(
    comments.getByText('Comentário recebido. Ele será publicado após a aprovação da biblioteca.'),
  ).toBeVisible();
  await expect(yours.getByRole('listitem')).toHaveCount(3);
});
