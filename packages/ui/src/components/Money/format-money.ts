/**
 * Formats an amount as currency in the locale: "R$ 12,50" in Portuguese (comma decimal, two
 * places, spec §9), "R$12.50" in English. The currency is the institution's; the locale only
 * decides how it is written.
 */
export function formatMoney(amount: number, locale: string, currency = 'BRL'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
