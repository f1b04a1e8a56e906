import { expect, test } from '@playwright/test';
import { logIn, patrons } from './support/portal.ts';

/* The demo's teaching plans (DIR201, LET101) with their bibliography; nothing here changes them. */

test('Daniel filters his teaching plan DIR201 and sees each title with its availability', async ({
  page,
}) => {
  await page.goto('/login?lng=pt&redirect=%2Fmeupergamum%2Fplano-ensino');
  await logIn(page, patrons.daniel.login, patrons.daniel.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Planos de ensino' })).toBeFocused();

  // Every field empty: the spec's "fill at least one field", focus back on the form.
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Preencha ao menos um campo.' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Departamento' })).toBeFocused();

  await page
    .getByRole('combobox', { name: 'Departamento' })
    .selectOption({ label: 'Departamento de Direito' });
  await page.getByRole('combobox', { name: 'Disciplina' }).selectOption('DIR201');
  await page.getByRole('combobox', { name: 'Semestre' }).selectOption('1');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/disciplina=DIR201/);

  const results = page.getByRole('region', { name: 'Planos encontrados' });
  const plan = results.getByRole('article', {
    name: /^DIR201 — Introdução ao Direito \(\d{4}, 1º semestre\)$/,
  });
  await expect(plan).toBeVisible();
  await expect(plan).toContainText('Prof. Daniel Alves');
  const basic = plan.getByRole('list', { name: 'Bibliografia básica' });
  await expect(basic.getByRole('listitem')).toHaveCount(3);
  // Each title says where it stands now, in words.
  for (const item of await basic.getByRole('listitem').all()) {
    await expect(item).toContainText(
      /\d+ de \d+ disponíveis|Nenhum disponível agora|Sem exemplares para empréstimo/,
    );
  }

  // Each title is a link to its record; the filters survive going back.
  const first = basic.getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/acervo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(':')[0]!);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Disciplina' })).toHaveValue('DIR201');
  await expect(plan).toBeVisible();
});
