import type { Database } from '../db/database.ts';
import { type ImportOptions, type ImportSummary, importMarcFiles } from '../catalogue-import/importer.ts';
import { serverDataPath } from '../catalogue-import/server-files.ts';
import { seedDemoCopies } from './demo-copies.ts';

const marc = (...parts: string[]) => serverDataPath('demo', 'marc', ...parts);
const curated = (file: string) => serverDataPath('demo', 'curated', file);

/** Authority files first, so titles link to their authorities as they are stored. */
export const demoAuthorityFiles = [
  marc('evergreen-datasets/authority/auth-1066.mrc'),
  marc('evergreen-datasets/authority/concerto_auth_concerto.xml'),
  marc('evergreen-datasets/authority/concerto_auth_lc.xml'),
  marc('evergreen-datasets/authority/concerto_auth_mesh.xml'),
];

/** The real records shipped in data/demo/marc (see their SOURCE.txt), in a fixed order. */
export const demoBibliographicFiles = [
  marc('biblivre-ptbr/biblivre-import.mrc'),
  marc('biblivre-ptbr/biblioteca-de-espanha.xml'),
  marc('evergreen-datasets/bib/jazz_1k.mrc'),
  marc('evergreen-datasets/bib/lul_fre_500.mrc'),
  marc('evergreen-datasets/bib/oss.marc'),
  marc('evergreen-datasets/bib/map_data.mrc'),
  marc('evergreen-datasets/bib/serials_marc21.xml'),
  ...[
    'booking',
    'concerto',
    'cze',
    'ebook_api',
    'etextbooks',
    'fic',
    'fre',
    'graphic_880',
    'maps',
    'mr',
    'rda',
  ].map((name) => marc(`evergreen-datasets/bib/concerto_bibs_${name}.xml`)),
  ...[
    'CD_Claudia',
    'DVD-BLUE-RAY-MOVIE_Pineapple_express',
    'DVD_Jorge_Mautner',
    'MAP_2012_Enchanted_Circle',
    'PHOTO_Srid_pa_ho',
    'SCORE-CD_Arias_for_soprano',
    'SCORE_Arias_for_bass',
    'SCORE_Intermediate_studies',
    'SCORE_Wiegenlied',
    'SERIAL_IEEE_International_conference',
  ].map((name) => marc(`evergreen-datasets/bib/RDA/RDA_record_${name}.mrc`)),
];

export const curatedAuthorityFile = curated('autoridades.jsonl');
export const curatedTitlesFile = curated('obras-em-portugues.jsonl');

type DemoCatalogueReport = { authorities: ImportSummary; curated: ImportSummary; real: ImportSummary };

/**
 * Imports the demo catalogue into an empty catalogue and lays out its copies; does nothing when
 * the catalogue holds titles the demo did not put there. Deterministic: the same files in the same
 * order give the same rows. The import commits batch by batch, so a start killed in the middle
 * leaves part of it: the next start sees the step begun and not ended, and runs it again (each
 * record matches the row it stored before, ADR 020), then stores the copies and ends the step in
 * one transaction.
 */
export async function seedDemoCatalogue(
  db: Database,
  options: ImportOptions = {},
): Promise<DemoCatalogueReport | null> {
  const [state] = await db.query<{ titles: boolean; begun: boolean; ended: boolean }>(
    `select exists (select 1 from acervo) as titles,
            exists (select 1 from demo_etapa where etapa = 'catalogo-iniciado') as begun,
            exists (select 1 from demo_etapa where etapa = 'catalogo') as ended`,
  );
  if (state!.ended || (state!.titles && !state!.begun)) return null;
  await db.query(`insert into demo_etapa (etapa) values ('catalogo-iniciado') on conflict do nothing`);
  // Progress counts the records of the three imports as one.
  let earlier = 0;
  const importing = async (files: string[], extra: ImportOptions = {}) => {
    const summary = await importMarcFiles(db, files, {
      ...options,
      ...extra,
      onProgress: (progress) =>
        options.onProgress?.({ ...progress, totalRecords: earlier + progress.totalRecords }),
    });
    earlier += summary.records;
    return summary;
  };
  const authorities = await importing([curatedAuthorityFile, ...demoAuthorityFiles]);
  const curatedTitles = await importing([curatedTitlesFile], { origin: 'curado' });
  const real = await importing(demoBibliographicFiles);
  await seedDemoCopies(db, (tx) => tx.query(`insert into demo_etapa (etapa) values ('catalogo')`));
  return { authorities, curated: curatedTitles, real };
}
