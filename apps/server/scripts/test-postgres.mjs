// Runs the server suite a second time against a real PostgreSQL when TEST_DATABASE_URL is set
// (as .ci/run does), so both engines are held to the same tests.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: skipping the PostgreSQL run of the server tests.');
  process.exit(0);
}
const result = spawnSync('vitest', ['run'], {
  stdio: 'inherit',
  env: { ...process.env, ACERVO_TEST_ENGINE: 'postgres' },
  shell: false,
});
process.exit(result.status ?? 1);
