import { activity } from '@acervo/contract';
import type { Database } from '../../db/database.ts';
import type { ApiLocale } from '../../i18n/locale.ts';
import { assertActivity } from '../access/permissions.ts';
import { readInstitutionSettings } from '../institution/institution-settings.ts';
import { findDatabasesOpenToLogin } from './databases-repository.ts';

/**
 * The databases' rules (ADR 065): a patron whose category may follow database links sees the
 * ones open to it; a database whose redirect key is configured opens logged in through the base
 * access URL.
 */
export function createDatabasesService(db: Database) {
  return {
    async ofPatron(codLogin: number, locale: ApiLocale) {
      await assertActivity(db, codLogin, activity.databaseLink);
      const [rows, { settings }] = await Promise.all([
        findDatabasesOpenToLogin(db, codLogin, locale),
        readInstitutionSettings(db),
      ]);
      const configured = settings.redirecionamentos?.bases ?? {};
      return {
        bases: rows.map(({ chave, ...base }) => ({
          ...base,
          // Only a key the institution configured can be redeemed; otherwise the plain address.
          redirecionamento: chave && configured[chave] ? chave : null,
        })),
      };
    },
  };
}
