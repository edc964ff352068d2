import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { Logger, type INestApplication, type INestApplicationContext } from '@nestjs/common';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;
/** How long handing back and closing (after the grace) may take before the process just exits. */
const CLOSE_LIMIT_MS = 10_000;

/** Resolves true when `work` finished within `ms`, false when the time ran out first. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * On SIGTERM (or SIGINT) once: runs `drain` for at most `graceMs` (what was in flight finishes), then
 * `afterGrace` if it did not finish in time, then closes the application (its shutdown hooks) and exits 0.
 * A second signal meanwhile is ignored; a failure while closing, or a stop still going CLOSE_LIMIT_MS past the
 * grace, exits 1.
 */
function onStopSignal(
  app: INestApplicationContext,
  logger: Logger,
  graceMs: number,
  drain: () => Promise<unknown>,
  afterGrace: () => Promise<unknown> | void,
): void {
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: stopping, letting what is in flight finish (up to ${graceMs / 1000} s)`);
    try {
      const stopped = async () => {
        if (!(await within(drain(), graceMs))) {
          logger.warn(`still busy after ${graceMs / 1000} s: stopping anyway`);
          await afterGrace();
        }
        await app.close();
      };
      // Handing jobs back and closing talk to PostgreSQL and Redis; a connection stuck in a reconnection loop
      // (Redis came back empty, or not at all) could keep the process alive past any orchestrator's patience.
      if (!(await within(stopped(), graceMs + CLOSE_LIMIT_MS))) {
        logger.warn(`not stopped ${(graceMs + CLOSE_LIMIT_MS) / 1000} s after the signal: exiting anyway`);
        process.exit(1);
      }
      process.exit(0);
    } catch (error) {
      logger.error(`could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  for (const signal of SIGNALS) process.on(signal, (name: string) => void stop(name));
}

/**
 * Keeps count of each connection's requests in flight, so a stop can close exactly the connections that are
 * idle after an answer, and tell the others to close once answered (`Connection: close`). Node's own
 * `closeIdleConnections()` would also cut a connection just accepted whose request has not been read yet,
 * and its client would see ECONNRESET.
 */
function connectionTracker(server: Server) {
  const inFlight = new Map<Socket, number>();
  const answered = new Set<Socket>();
  const pending = new Set<ServerResponse>();
  let stopping = false;

  const closeIfIdle = (socket: Socket): void => {
    if (stopping && answered.has(socket) && !inFlight.get(socket)) socket.destroySoon();
  };
  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => {
      inFlight.delete(socket);
      answered.delete(socket);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { socket } = req;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    pending.add(res);
    // Asked after the stop began, on a connection opened before: answered, and that connection closed.
    if (stopping) res.shouldKeepAlive = false;
    res.once('close', () => {
      pending.delete(res);
      inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1));
      answered.add(socket);
      closeIfIdle(socket);
    });
  });
  return {
    stop(): void {
      stopping = true;
      // The answers still to come say `Connection: close`, and Node closes their connection after them.
      for (const res of pending) if (!res.headersSent) res.shouldKeepAlive = false;
      for (const socket of inFlight.keys()) closeIfIdle(socket);
    },
    cutAll(): void {
      for (const socket of inFlight.keys()) socket.destroy();
    },
  };
}

/**
 * The API's stop: the server takes no new connection, the requests in flight are answered (notification
 * streams are told to reconnect, to another process), and each connection is closed once idle, so the
 * server's close can finish; past the grace the remaining connections are cut.
 */
export function stopHttpAppGracefully(
  app: INestApplication,
  graceMs: number,
  beforeDrain?: () => void,
): void {
  const server = app.getHttpServer() as Server;
  const connections = connectionTracker(server);
  onStopSignal(
    app,
    new Logger('API'),
    graceMs,
    async () => {
      // Connections the kernel has completed but this process not yet accepted would be reset when the
      // listener closes: a turn of the event loop's poll phase accepts them first, and they are answered.
      await new Promise((resolve) => setTimeout(resolve, 20));
      // net.Server's close, not http.Server's: that one first cuts every connection without a request in
      // flight, those whose request has not been read yet too.
      const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
      connections.stop();
      beforeDrain?.();
      return closed;
    },
    () => connections.cutAll(),
  );
}

/** The worker's stop: its running jobs finish within the grace (`drain`), else `abandon` hands them back. */
export function stopWorkerGracefully(
  app: INestApplicationContext,
  graceMs: number,
  drain: () => Promise<unknown>,
  abandon: () => Promise<unknown>,
): void {
  onStopSignal(app, new Logger('Worker'), graceMs, drain, abandon);
}
