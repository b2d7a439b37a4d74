import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  // Retried: the server may still be writing there (an email to the outbox) while it shuts down,
  // and a file written during the removal leaves a directory 'not empty'.
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
}
