/**
 * The footer's external links (spec §2), shown by activities 87 and 57. The addresses are deployment
 * settings (Vite env at build time), with public defaults; see ADR 041.
 */
export const externalLinks = {
  networkCatalogue:
    import.meta.env.VITE_NETWORK_CATALOGUE_URL ?? 'https://www.pergamum.pucpr.br/redepergamum/',
  databaseSite: import.meta.env.VITE_DATABASE_SITE_URL ?? 'https://www.periodicos.capes.gov.br/',
  vendor: import.meta.env.VITE_VENDOR_URL ?? 'https://github.com/',
} as const;
