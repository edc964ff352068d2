import { createServer, type Server } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { METRICS_PATH } from './http-metrics';
import { mayReadMetrics } from './metrics-access';
import { Metrics } from './metrics.service';

/**
 * The worker's GET /metrics on WORKER_METRICS_PORT (the worker has no HTTP server of its own), under the
 * API's rule: from this host without a proxy, or with the token. Everything else is a plain 404.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.metrics.workerPort;
    if (!port || !this.metrics.enabled) return;
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?', 1)[0];
      const allowed =
        path === METRICS_PATH &&
        (req.method === 'GET' || req.method === 'HEAD') &&
        mayReadMetrics(req, this.config.metrics.token);
      if (!allowed) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      this.metrics.scrape().then(
        ({ contentType, body }) => {
          res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
        (error: Error) => {
          this.logger.warn(`metrics not collected: ${error.message}`);
          res.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, () => resolve());
    });
    this.server = server;
    this.logger.log(`worker metrics on port ${port} (${METRICS_PATH})`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The worker process's metrics endpoint. */
@Module({ providers: [WorkerMetricsServer] })
export class WorkerMetricsModule {}
