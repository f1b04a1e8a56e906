/** A logger for services under test that keeps every line, so a test can read what was logged. */
export function collectingLog() {
  const messages: string[] = [];
  const keep = (message: string) => void messages.push(message);
  return { messages, log: { info: keep, warn: keep, error: keep } };
}
