/** log2 of scrypt's N in tests (production: 17, ADR 031): tests verify many logins. */
export const testPasswordCost = 10;
