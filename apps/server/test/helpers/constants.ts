/** scrypt's log2 N and p in tests (production: 15 and 3, ADR 031): tests verify many logins. */
export const testPasswordHash = { cost: 10, parallelism: 1 };
