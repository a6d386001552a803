import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

const PROBE = `const s = require('node:net').createServer();
s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });`;

/**
 * A port nothing on this machine listens on now, asked of the kernel. Synchronous for the
 * Playwright config, which is evaluated before anything async can run.
 */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }));
}

/** A port nothing on this machine listens on now, asked of the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
