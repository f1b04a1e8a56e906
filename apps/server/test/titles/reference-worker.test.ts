import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runs the fixture program; the deadline only stops one that would otherwise never end. */
function run(...args: string[]) {
  const program = path.join(import.meta.dirname, 'fixtures/format-then-end.ts');
  return spawnSync(process.execPath, ['--import', 'tsx', program, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('references worker', () => {
  it('formats in its own thread and lets the program end once nothing waits for it', () => {
    const result = run();
    expect(result.signal).toBeNull();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ASSIS, Machado de. Memórias póstumas de Brás Cubas');
  }, 70_000);

  it('building the styles in the background does not keep the program alive', () => {
    const result = run('preload');
    expect(result.signal).toBeNull();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('styles started');
  }, 70_000);

  it('stops a worker left idle, giving its memory back, and starts another for the next reference', () => {
    const result = run('idle');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringContaining('ASSIS, Machado de. Memórias póstumas de Brás Cubas'),
      'running after the answer: true',
      'running after waiting: false',
      expect.stringContaining('ASSIS, Machado de. Memórias póstumas de Brás Cubas'),
    ]);
  }, 70_000);
});
