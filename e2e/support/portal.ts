import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Demo patrons (README "Demo logins"); each journey uses its own so parallel runs don't collide. */
export const patrons = {
  bruno: { login: 'bruno.lima', password: 'Acervo@2024', name: 'Bruno' },
  carla: { login: 'carla.ribeiro', password: 'Biblio#2024', name: 'Carla' },
  daniel: { login: 'daniel.alves', password: 'Prof$Acervo1', name: 'Daniel' },
  ana: { login: '2024001', password: '4821', name: 'Ana' },
  fabio: { login: '2024200', password: '135790', name: 'Fábio' },
  helena: { login: '2019050', password: '2580', name: 'Helena' },
  gabriela: { login: 'gabriela.moreira', password: 'Especial!2024', name: 'Gabriela' },
  igor: { login: 'igor.batista', password: 'Mestrado@2024', name: 'Igor' },
  jose: { login: 'jose.santos', password: 'Servidor@2024', name: 'José' },
  /** José's student login: only the title journeys use it: a hold on title 4, a loan request for title 6. */
  joseStudent: { login: '2022300', password: '2468', name: 'José' },
  /** Elena is suspended: the hold journey reads her refusal; nothing she does changes data. */
  elena: { login: '2024105', password: '90817', name: 'Elena' },
  /** Helena's staff login: only the password-recovery journey uses it, since it changes the password. */
  helenaStaff: { login: 'helena.costa', password: 'Servidora@2024', name: 'Helena' },
} as const;

/** The effective colour schemes (architecture §3) and how the panel's settings produce them. */
export const schemeSettings = [
  { scheme: 'neo', cor: 'normal', dark: false },
  { scheme: 'dark', cor: 'normal', dark: true },
  { scheme: 'high-contrast', cor: 'alto-contraste', dark: false },
  { scheme: 'inverted', cor: 'invertido', dark: false },
  { scheme: 'grayscale', cor: 'escala-cinza', dark: false },
  { scheme: 'grayscale-dark', cor: 'escala-cinza', dark: true },
] as const;

/** Fills the login form the way a patron does and submits it. */
export async function logIn(
  page: Page,
  login: string,
  password: string,
  options: { destination?: string } = {},
) {
  await page.getByLabel('Matrícula ou usuário').fill(login);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  if (await page.getByRole('button', { name: /Direcionar para/ }).count())
    await chooseOption(page, 'Direcionar para', options.destination ?? 'Catálogo');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Picks an option of one of the design system's selects: its trigger is a button named by the
 * chosen value and the label, its options a listbox in a popover.
 */
export async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The newest recovery code e-mailed to `address`, read from the server's outbox folder. */
export async function recoveryCodeFor(address: string, after: number): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        for (const name of files.sort().reverse()) {
          const text = await readFile(path.join(outbox, name), 'utf8');
          if (!text.includes(address)) continue;
          const sent = Date.parse(/^Date: (.+)$/m.exec(text)?.[1] ?? '');
          if (Number.isFinite(sent) && sent < after - 2000) continue;
          code = /^Subject: (?:=\?UTF-8\?[QB]\?)?(\d{4,10})/im.exec(text)?.[1] ?? null;
          if (code) return code;
        }
        return null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return code!;
}

/** Picks a language in the top bar's language selector (the design system's LanguageSelector). */
export async function chooseLanguage(page: Page, label: string) {
  const selector = page.locator('[data-component="LanguageSelector"]');
  await selector.locator('[data-part="trigger"]').click();
  await selector.getByRole('button', { name: label, exact: true }).click();
}

/** Presses Tab until the element has focus (a patron scanning the page by keyboard). */
/** Whether the element has focus now. */
const hasFocus = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Moves focus into a grid (the kit's Table) with Tab, then along its cells with the arrow keys, as a
 * keyboard user reaches a control inside a row.
 */
export async function gridTo(page: Page, grid: Locator, target: Locator, limit = 12) {
  await tabTo(page, grid.locator('[tabindex="0"]').first());
  for (let step = 0; step < limit; step += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`The arrow keys never reached ${String(target)}`);
}

export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press(key);
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}
