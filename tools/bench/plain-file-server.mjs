// bench:files' baseline, the floor of the zip path: a plain Node HTTP server that answers every request with
// the given files' bytes, each file in turn read by fs.createReadStream and piped into the one response, with
// its Content-Length — no zip, no framework, no database, no authentication. It runs in a process of its own,
// as the API does, so that it does not share the load generator's event loop.
//
// Usage: node tools/bench/plain-file-server.mjs <port> <file>... ; prints `listening` once it accepts requests.
import { once } from 'node:events';
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

/** Bytes read from disk at a time: as the API's fs storage driver reads, so only the zip path differs. */
const READ_CHUNK = 256 * 1024;

const [port, ...paths] = process.argv.slice(2);
const length = paths.reduce((sum, path) => sum + statSync(path).size, 0);

/**
 * Writes the files one after the other into the response, each chunk when the response takes it (as pipe
 * does, without a pipe's listeners per file); a client that goes away ends it.
 */
async function answer(req, res) {
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': length });
  try {
    for (const path of paths) {
      for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK })) {
        if (!res.write(chunk)) await once(res, 'drain', { signal: gone.signal });
      }
    }
    res.end();
  } catch {
    res.destroy();
  }
}

http
  .createServer((req, res) => void answer(req, res))
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('listening\n'));
