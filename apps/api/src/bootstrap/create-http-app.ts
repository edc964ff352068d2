import type { Server } from 'node:http';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { Express } from 'express';
import { AppModule } from '../app.module';
import type { AppConfig } from '../core/config/config';
import { completeApiDocument } from '../core/http/api-contract';
import { guardApiDocs } from '../core/http/api-docs';
import { PUBLIC_URL_LOCAL } from '../core/http/paginate';
import { mountRequestLogging } from '../core/logging/http-logger';
import { NestPinoLogger } from '../core/logging/nest-logger';
import { mountMetrics } from '../core/metrics/http-metrics';
import { mountQueueDashboard } from '../core/queue/queue-dashboard';
import { ExpressServerAdapter } from './express-server-adapter';
import { noStore } from './no-store';
import { securityHeaders } from './security-headers';
import { serveWebApp } from './serve-web-app';

/** Builds the HTTP application: API under /api/v1 and /token/, the web app for everything else. */
export async function createHttpApp(config: AppConfig): Promise<INestApplication> {
  // Nest's own lines wait for pino (core/logging), which follows LOG_LEVEL and LOG_FORMAT.
  // The adapter is given rather than found by Nest: Nest 12 imports its default one by name from its own folder,
  // which does not see a copy installed under apps/api. Its server makes requests Express need not re-prototype.
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    new ExpressServerAdapter(),
    {
      bufferLogs: true,
      ...(config.log.level === 'silent' ? { logger: false as const } : {}),
    },
  );
  app.useLogger(app.get(NestPinoLogger));
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // First of all: every answer gets its request id, its log line and its timing; /metrics before the web app.
  mountRequestLogging(app);
  mountMetrics(app);
  app.use(securityHeaders(config.webDistDir));
  app.use(noStore());
  // Page links are built from the configured address, not from the client's Host header.
  (app.getHttpAdapter().getInstance() as Express).locals[PUBLIC_URL_LOCAL] = config.publicUrl;
  app.setGlobalPrefix('api/v1', {
    exclude: [
      { path: 'token', method: RequestMethod.POST },
      { path: 'token/refresh', method: RequestMethod.POST },
      { path: 'token/logout', method: RequestMethod.POST },
      { path: 'token/mfa', method: RequestMethod.POST },
      { path: 'token/mfa/setup', method: RequestMethod.POST },
    ],
  });
  // No enableShutdownHooks: main.ts stops on SIGTERM itself, requests in flight first (graceful-stop.ts).
  mountQueueDashboard(app);
  serveWebApp(app, config.webDistDir);
  // Every body, query and answer schema is generated from the zod schemas of libs/contracts (ApiContract). The
  // document is built on its first request, not at start-up: every process (each worker of a deployment, each
  // test's API) would otherwise spend 0.2–0.4 s of CPU on a document few of them are ever asked for.
  const document = () =>
    completeApiDocument(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder().setTitle('Expert Portal API').setVersion('1').addBearerAuth().build(),
      ),
    );
  guardApiDocs(app, config);
  // The JSON document only: Swagger's default YAML copy (/api/v1/docs-yaml) would sit outside the guard's paths.
  SwaggerModule.setup('api/v1/docs', app, document, {
    jsonDocumentUrl: 'api/v1/openapi.json',
    raw: ['json'],
  });
  keepConnectionsAlive(app.getHttpServer() as Server, config.keepAliveTimeoutMs);
  return app;
}

/**
 * Idle kept-alive connections stay open `timeoutMs` (Node answers `Keep-Alive: timeout=…` from it), and a
 * request's headers may take a second longer than that: Node requires headersTimeout above keepAliveTimeout, or
 * a request that arrives on a socket about to time out is cut.
 */
export function keepConnectionsAlive(server: Server, timeoutMs: number): void {
  server.keepAliveTimeout = timeoutMs;
  server.headersTimeout = timeoutMs + 1000;
}
