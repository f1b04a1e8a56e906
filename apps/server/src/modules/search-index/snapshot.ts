import { open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { aligned, IndexMemory } from './kernels/index-memory.ts';
import type { MainSegment } from './segment.ts';
import { countersFor, layOut, partBytes, type Section, segmentParts, viewSegment } from './segment-layout.ts';

/**
 * The index on disk (ADR 070), so a restart is ready in about a second instead of a cold build:
 * a magic line and a JSON header, then the segment's arrays as segment-layout.ts lays them out.
 * Loading reads them straight into the index memory the kernels count in (ADR 074), with no
 * parsing of postings. Written to a temporary file and renamed, so a crash never leaves half a
 * snapshot.
 */
const MAGIC = 'ACERVO-INDICE-4\n';

type Header = {
  instance: string;
  seq: number;
  count: number;
  /** Counters the memory needs (countersFor). */
  counters: number;
  sections: Section[];
};

/** Where the server, the seed and the import keep the snapshot. */
export const snapshotFileIn = (dataDir: string) => path.join(dataDir, 'indice-busca', 'indice.bin');

type SnapshotInfo = { instance: string; seq: number; count: number };

export async function writeSnapshot(file: string, segment: MainSegment, instance: string): Promise<number> {
  const parts = segmentParts(segment);
  const bodies = parts.map(partBytes);
  const { sections, bytes } = layOut(
    parts,
    bodies.map((body) => body.byteLength),
  );
  const header: Header = {
    instance,
    seq: segment.seq,
    count: segment.count,
    counters: countersFor(segment),
    sections,
  };
  // The header's length first, then the header padded so that the arrays start 16-byte aligned.
  const text = Buffer.from(MAGIC + JSON.stringify(header) + '\n', 'utf8');
  const start = Math.ceil((text.byteLength + 4) / 16) * 16;
  const prefix = Buffer.alloc(start, 0x20);
  prefix.writeUInt32LE(start, 0);
  text.copy(prefix, 4);

  await removeAbandoned(file);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.write(prefix);
      for (const [i, body] of bodies.entries()) {
        if (i === bodies.length >> 1) await pauseForCrashTest();
        await handle.write(body, 0, body.byteLength, start + sections[i]!.offset);
      }
      await handle.truncate(start + bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    // A full disk, say: the half-written file goes too.
    await rm(temporary, { force: true });
    throw error;
  }
  return start + bytes;
}

/**
 * Removes what writers killed mid-write left (a kill -9, a power cut): at a million titles each
 * is hundreds of megabytes. A live writer's file (an import beside the server) stays.
 */
async function removeAbandoned(file: string): Promise<void> {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  for (const name of await readdir(folder).catch(() => [])) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(prefix.length, -'.tmp'.length));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !isRunning(pid))
      await rm(path.join(folder, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The crash tests' hook: `SEARCH_INDEX_SNAPSHOT_PAUSE_MS` holds the writer halfway through the
 * temporary file, so a test can kill the process in the middle of a write every time.
 */
async function pauseForCrashTest(): Promise<void> {
  const ms = Number(process.env.SEARCH_INDEX_SNAPSHOT_PAUSE_MS ?? 0);
  if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Reads a snapshot; null when there is none or it is unreadable (the caller then builds cold). */
export async function readSnapshot(
  file: string,
): Promise<{ segment: MainSegment; info: SnapshotInfo } | null> {
  const handle = await open(file, 'r').catch(() => null);
  if (!handle) return null;
  try {
    const size = (await handle.stat()).size;
    if (size < 8) return null;
    const lead = Buffer.alloc(4);
    await handle.read(lead, 0, 4, 0);
    const start = lead.readUInt32LE(0);
    if (start < MAGIC.length || start > size) return null;
    const text = Buffer.alloc(start - 4);
    await handle.read(text, 0, text.byteLength, 4);
    if (!text.toString('latin1', 0, MAGIC.length).startsWith(MAGIC)) return null;
    const header = JSON.parse(text.toString('utf8').slice(MAGIC.length)) as Header;
    const body = size - start;
    // A file of another length than its layout (a write torn by a power cut, a copy that did not
    // finish) is refused: its last arrays would otherwise be read from the memory that follows.
    const end = header.sections.reduce((last, section) => Math.max(last, section.offset + section.bytes), 0);
    if (body !== aligned(end)) return null;
    const memory = new IndexMemory(body, header.count, header.counters);
    for (let done = 0; done < body;) {
      const { bytesRead } = await handle.read(memory.bytes(done, body - done), 0, body - done, start + done);
      if (bytesRead === 0) return null; // shorter than it was a moment ago
      done += bytesRead;
    }
    return {
      segment: viewSegment(memory, header.sections, header),
      info: { instance: header.instance, seq: header.seq, count: header.count },
    };
  } finally {
    await handle.close();
  }
}
