import { expect, test } from '@playwright/test';
import { logIn, patrons, recoveryCodeFor } from './support/portal.ts';

test('a patron recovers the password with the code e-mailed to them, then logs in with the new one', async ({
  page,
}) => {
  const newPassword = 'Dissertacao#2026';
  await page.goto('/login?lng=pt');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeFocused();

  // Step 1: the user code.
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText('Digite o código de usuário.')).toBeVisible();
  const startedAt = Date.now();
  await page.getByLabel('Matrícula ou usuário').fill(patrons.helenaStaff.login);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/enviamos um código de 6 dígitos para he\*+@/)).toBeVisible();

  // Step 2: a wrong code is refused and offers a resend; the right one is checked as soon as it is complete.
  const codeField = page.getByLabel('Código de verificação');
  const code = await recoveryCodeFor('helena.costa@uniacervo.example', startedAt);
  const wrong = code === '000000' ? '111111' : '000000';
  await codeField.fill(wrong);
  await expect(page.getByRole('button', { name: 'Reenviar código' })).toBeVisible();
  await codeField.fill(code);

  // Step 3: the new password, checked against the rules before it is sent.
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('curta');
  await page.getByLabel('Confirme a nova senha').fill('outra');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha não atende aos critérios.')).toBeVisible();
  await expect(page.getByText('As senhas não coincidem!')).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Alterar senha' }).click();

  await expect(page.getByText('Senha alterada. Entre com a nova senha.')).toBeVisible();
  await logIn(page, patrons.helenaStaff.login, patrons.helenaStaff.password);
  await expect(page.getByRole('alert')).toContainText('incorretos');
  await logIn(page, patrons.helenaStaff.login, newPassword);
  await expect(page.getByText('Olá, Helena')).toBeVisible();
});
