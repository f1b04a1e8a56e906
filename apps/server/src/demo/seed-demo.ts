import type { Database } from '../db/database.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoInstitution } from './demo-institution.ts';
import { seedDemoOrganisation } from './demo-organisation.ts';

/** Fills an empty database with the demo university; safe to run at every start. */
export async function seedDemo(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await seedDemoInstitution(tx);
    await seedDemoOrganisation(tx);
  });
  // The catalogue runs its own batched transactions; it is imported once, into an empty catalogue.
  await seedDemoCatalogue(db);
}
