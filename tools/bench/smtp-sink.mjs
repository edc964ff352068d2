// An SMTP sink for the benchmarks: every mail accepted, its arrival times noted by Message-ID.
import { SMTPServer } from 'smtp-server';
import { freePort } from './support.mjs';

/**
 * An SMTP server that takes every mail and notes, per Message-ID, the times it arrived (when its data ended).
 * It reads the headers only, as far as the Message-ID, and lets the rest of the data flow past.
 */
export async function startSink() {
  const arrivals = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      let head = '';
      let messageId;
      stream.on('data', (chunk) => {
        if (messageId !== undefined) return;
        head += chunk.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end < 0 && head.length < 65_536) return;
        messageId = /^message-id:\s*(<[^>\r\n]*>)/im.exec(end < 0 ? head : head.slice(0, end))?.[1] ?? '';
        head = '';
      });
      stream.on('end', () => {
        const at = performance.now();
        const times = arrivals.get(messageId ?? '');
        if (times) times.push(at);
        else arrivals.set(messageId ?? '', [at]);
        callback();
      });
    },
  });
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
