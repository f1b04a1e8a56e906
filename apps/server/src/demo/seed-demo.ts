import type { Database } from '../db/database.ts';
import { defaultScryptCost } from '../config.ts';
import { createPasswordHasher, type PasswordHasher } from '../modules/auth/password-hasher.ts';
import { syncSearchDocuments } from '../modules/search/documents/sync-search-documents.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCirculation } from './demo-circulation.ts';
import { seedDemoDatabases } from './demo-databases.ts';
import { seedDemoInstitution } from './demo-institution.ts';
import { seedDemoKardex } from './demo-kardex.ts';
import { seedDemoNetwork } from './demo-network.ts';
import { seedDemoOrganisation } from './demo-organisation.ts';
import { seedDemoParameters } from './demo-parameters.ts';
import { seedDemoPatronArea, seedDemoStorageRequests } from './demo-patron-area.ts';
import { seedDemoPeople } from './demo-people.ts';
import { defaultLibraryTimeZone, type LibraryTime, libraryTime, systemClock } from '../time/library-time.ts';

type SeedOptions = {
  /** Hashes the demo passwords; tests pass a cheap one. Defaults to the production cost. */
  passwords?: PasswordHasher;
  /** The library's clock the demo is dated from (ADR 076); the system clock in São Paulo by default. */
  time?: LibraryTime;
  /** Hears the demo catalogue's records stored so far, after each batch. */
  onCatalogueProgress?: (records: number) => void;
};

/**
 * Fills an empty database with the demo university; safe to run at every start. Each step is one
 * transaction that checks whether it ran, except the catalogue, which records its start and end
 * (`seedDemoCatalogue`): a start killed anywhere here is finished by the next one.
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<void> {
  const time = options.time ?? libraryTime(systemClock, defaultLibraryTimeZone);
  await db.transaction(async (tx) => {
    await seedDemoInstitution(tx);
    await seedDemoOrganisation(tx);
    await seedDemoParameters(tx, time);
  });
  // The catalogue runs its own batched transactions; it is imported once, into an empty catalogue.
  await seedDemoCatalogue(db, {
    onProgress: (progress) => options.onCatalogueProgress?.(progress.totalRecords),
  });
  await seedDemoPeople(db, options.passwords ?? createPasswordHasher(defaultScryptCost));
  // Loans, holds, fines and a suspension on the demo copies, dated from the seeding day.
  await seedDemoCirculation(db, time);
  // My area beyond loans: alerts, requests and suggestions in every status, basket, plans, clearance.
  await seedDemoPatronArea(db, time);
  // The databases My area lists (one limited to some categories).
  await seedDemoDatabases(db);
  // Search rows of the titles just imported and of their copies (ADR 050).
  await syncSearchDocuments(db);
  // A periodical's issues and contents (Kardex), and closed storage rooms with older copies.
  await seedDemoKardex(db);
  // Closed-storage requests in every status, once the storage rooms exist.
  await seedDemoStorageRequests(db, time);
  // Two partner institutions of the network catalogue with a few records each.
  await db.transaction((tx) => seedDemoNetwork(tx));
}
