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
 * titles exist already. Deterministic: the same files in the same order give the same rows.
 */
export async function seedDemoCatalogue(
  db: Database,
  options: ImportOptions = {},
): Promise<DemoCatalogueReport | null> {
  const [existing] = await db.query('select 1 from acervo limit 1');
  if (existing) return null;
  const authorities = await importMarcFiles(db, [curatedAuthorityFile, ...demoAuthorityFiles], options);
  const curatedTitles = await importMarcFiles(db, [curatedTitlesFile], { ...options, origin: 'curado' });
  const real = await importMarcFiles(db, demoBibliographicFiles, options);
  await seedDemoCopies(db);
  return { authorities, curated: curatedTitles, real };
}
