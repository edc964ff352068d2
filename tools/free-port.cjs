// A free TCP port on 127.0.0.1 that no other process of this machine's test runs is handed as well.
//
// Listening on port 0 and closing again answers a port that is free at that moment, but the next process to ask
// may be handed the same one before the first has started its server on it: the Playwright setup, the
// integration tests' API processes, the API install check and the benchmarks (two at a time) all ask, and once a
// benchmark's health check was answered by another benchmark's API on its port. So each port handed out is also
// claimed with a file created exclusively in the system's temporary folder; a claim expires after CLAIM_MS, long
// after any of those servers has started, so the folder never grows past what one run asks for.
const { createServer } = require('node:net');
const { mkdirSync, rmSync, statSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const CLAIMS = join(tmpdir(), 'expert-portal-ports');
const CLAIM_MS = 30 * 60_000;

/** A port the kernel has free now. */
function unusedPort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Claims `port` for this process: false when another process claimed it within CLAIM_MS. */
function claim(port) {
  mkdirSync(CLAIMS, { recursive: true });
  const file = join(CLAIMS, String(port));
  try {
    if (Date.now() - statSync(file).mtimeMs < CLAIM_MS) return false;
    rmSync(file, { force: true });
  } catch {
    // Never claimed.
  }
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/** A free port on 127.0.0.1 that no other caller of freePort has been handed within the last half hour. */
async function freePort() {
  for (;;) {
    const port = await unusedPort();
    if (claim(port)) return port;
  }
}

module.exports = { freePort };
