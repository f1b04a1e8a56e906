import institution from './001-institution.ts';
import type { Migration } from './migration.ts';

/** Every migration in version order; add new ones at the end. */
export const migrations: readonly Migration[] = [institution];
