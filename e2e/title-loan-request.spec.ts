import { expect, test } from '@playwright/test';
import { chooseOption, logIn, patrons } from './support/portal.ts';

/*
 * A loan request from the title page against the demo data, as José's student login (only the
 * title journeys write with it), on title 6 (Papéis avulsos), which no other journey reads.
 */
test('a loan request refuses a bad phone and e-mail beside their fields, then goes with two e-mails', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Facervo%2F6%2Fsolicitacao-emprestimo');
  await logIn(page, patrons.joseStudent.login, patrons.joseStudent.password);
  await expect(page).toHaveURL(/\/acervo\/6\/solicitacao-emprestimo$/);

  await chooseOption(page, 'Biblioteca que empresta', /^Biblioteca de Letras e Artes/);
  const phone = page.getByLabel(/^Telefone/);
  await phone.fill('');
  await phone.pressSequentially('tel.ramal');
  // Letters and dots never reach the field.
  await expect(phone).toHaveValue('');
  const email = page.getByLabel(/^E-mail/);
  await email.fill('Jose@Example.org; outro@');
  await page.getByRole('button', { name: 'Solicitar o empréstimo' }).click();
  await expect(page.getByText('Escolha a unidade de recebimento.')).toBeVisible();
  await expect(page.getByText('Informe um telefone com números.')).toBeVisible();
  await expect(page.getByText('Preencha um e-mail válido!')).toBeVisible();
  // Focus goes to the first field to fix; what was typed stays.
  await expect(page.getByRole('button', { name: /Unidade de recebimento/ })).toBeFocused();
  await expect(email).toHaveValue('Jose@Example.org; outro@');

  await chooseOption(page, 'Unidade de recebimento', 'Biblioteca de Engenharia');
  await phone.pressSequentially('(61) 99101-0009 ramal 12');
  await expect(phone).toHaveValue('(61) 99101-0009 ');
  await email.fill('Jose@Example.org; outro@example.org');
  await page.getByRole('button', { name: 'Solicitar o empréstimo' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Solicitação enviada' });
  await expect(sent).toContainText('Solicitação de empréstimo enviada.');
  await expect(sent).toContainText('Situação: Aguardando.');
});
