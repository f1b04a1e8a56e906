import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from '../db/database.ts';
import { type MappedAuthority, isAuthorityRecord, mapAuthority } from './mapping/map-authority.ts';
import { type MappedTitle, type SourceFormat, mapTitle } from './mapping/map-title.ts';
import {
  type MarcFileFormat,
  type RecordPosition,
  describePosition,
  detectFormat,
  readMarcFile,
} from './marc/read-marc-file.ts';
import { storeAuthorities } from './store/authority-store.ts';
import { LanguageRegistry } from './store/languages-store.ts';
import { storeTitles } from './store/title-store.ts';

export type ImportFailure = { position: RecordPosition; reason: string };
export type ImportProgress = {
  file: string;
  /** Records read from this file so far, and from every file of the import. */
  records: number;
  totalRecords: number;
  bytesRead: number;
  fileSize: number;
};

export type ImportOptions = {
  /** Records per transaction; larger batches mean fewer round trips. */
  batchSize?: number;
  /** Stored as `formato_origem` instead of the file's format (the demo's curated records say 'curado'). */
  origin?: SourceFormat;
  onFailure?: (failure: ImportFailure) => void;
  onWarning?: (position: RecordPosition, message: string) => void;
  /** Called after every stored batch and at the end of each file. */
  onProgress?: (progress: ImportProgress) => void;
};

export type ImportCounts = { imported: number; updated: number };
export type ImportSummary = ImportCounts & {
  failed: number;
  titles: ImportCounts;
  authorities: ImportCounts;
  records: number;
};

/** The one-line summary every import ends with. */
export function formatSummary(summary: ImportSummary): string {
  return `imported ${summary.imported}, updated ${summary.updated}, failed ${summary.failed}`;
}

export function describeFailure(failure: ImportFailure): string {
  return `${describePosition(failure.position)}: ${failure.reason}`;
}

type Pending<T> = { mapped: T; position: RecordPosition };

/**
 * Imports MARC files (ISO 2709, MARCXML, MARC-in-JSON; bibliographic and authority records) into
 * the catalogue (ADR 020). Records are read in order, mapped, and stored in batched transactions.
 * A record that cannot be read, mapped or stored is reported with its position and skipped; the
 * import itself never throws for bad data.
 */
export async function importMarcFiles(
  db: Database,
  files: string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? 500;
  const languages = new LanguageRegistry();
  const summary: ImportSummary = {
    imported: 0,
    updated: 0,
    failed: 0,
    records: 0,
    titles: { imported: 0, updated: 0 },
    authorities: { imported: 0, updated: 0 },
  };
  const fail = (failure: ImportFailure) => {
    summary.failed++;
    options.onFailure?.(failure);
  };

  /** Stores one batch in one transaction; if that fails, record by record, reporting the bad ones. */
  const flush = async <T>(
    batch: Pending<T>[],
    store: (tx: Queryable, items: T[]) => Promise<ImportCounts>,
    counts: ImportCounts,
    languageCodes: (item: T) => string[],
  ) => {
    if (batch.length === 0) return;
    const run = (items: Pending<T>[]) =>
      db.transaction(async (tx) => {
        const codes = items.flatMap((item) => languageCodes(item.mapped));
        await languages.ensure(tx, codes);
        const stored = await store(
          tx,
          items.map((item) => item.mapped),
        );
        return { stored, codes };
      });
    const add = (stored: ImportCounts) => {
      counts.imported += stored.imported;
      counts.updated += stored.updated;
      summary.imported += stored.imported;
      summary.updated += stored.updated;
    };
    try {
      const { stored, codes } = await run(batch);
      languages.markCommitted(codes);
      add(stored);
    } catch {
      // One bad row fails the whole statement; store one by one to find it and keep the rest.
      languages.forget();
      for (const item of batch) {
        try {
          const { stored, codes } = await run([item]);
          languages.markCommitted(codes);
          add(stored);
        } catch (error) {
          languages.forget();
          fail({ position: item.position, reason: `could not be stored: ${(error as Error).message}` });
        }
      }
    }
  };

  for (const file of files) {
    let format: MarcFileFormat;
    let fileSize = 0;
    try {
      fileSize = (await stat(file)).size;
      format = await detectFormat(file);
    } catch (error) {
      fail({
        position: { file, recordNumber: 0 },
        reason: `cannot read the file: ${(error as Error).message}`,
      });
      continue;
    }
    const fileSource = path.basename(file).replace(/\.[^.]+$/, '');
    const origin = options.origin ?? format;
    const titles: Pending<MappedTitle>[] = [];
    const authorities: Pending<MappedAuthority>[] = [];
    let records = 0;
    let bytesRead = 0;
    // Storing a batch (in the database's own thread, or on the server) overlaps with reading and
    // mapping the next one; batches still reach the database one after another, in order.
    let storing: Promise<void> = Promise.resolve();
    const flushAll = async () => {
      await storing;
      const authorityBatch = authorities.splice(0, authorities.length);
      const titleBatch = titles.splice(0, titles.length);
      const progress = { file, records, totalRecords: summary.records, bytesRead, fileSize };
      storing = (async () => {
        await flush(authorityBatch, storeAuthorities, summary.authorities, () => []);
        await flush(titleBatch, storeTitles, summary.titles, (title) => title.row.idiomas);
        options.onProgress?.(progress);
      })();
      // Awaited at the next flush; this only keeps an early failure from counting as unhandled.
      storing.catch(() => undefined);
    };

    try {
      for await (const item of readMarcFile(file, format)) {
        records++;
        summary.records++;
        bytesRead = item.bytesRead;
        if (!item.ok) {
          fail({ position: item.position, reason: item.reason });
          continue;
        }
        for (const warning of item.warnings) options.onWarning?.(item.position, warning);
        try {
          if (isAuthorityRecord(item.record)) {
            authorities.push({
              mapped: mapAuthority(item.record, fileSource, origin),
              position: item.position,
            });
          } else {
            titles.push({ mapped: mapTitle(item.record, fileSource, origin), position: item.position });
          }
        } catch (error) {
          fail({ position: item.position, reason: (error as Error).message });
        }
        if (titles.length + authorities.length >= batchSize) await flushAll();
      }
    } catch (error) {
      // Reading itself broke (e.g. the file vanished): keep what was read and report the rest.
      fail({
        position: { file, recordNumber: records + 1 },
        reason: `reading stopped: ${(error as Error).message}`,
      });
    }
    await flushAll();
    await storing;
  }
  return summary;
}
