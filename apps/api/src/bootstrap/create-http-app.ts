import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger, RequestMethod, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { AppModule } from '../app.module';
import type { AppConfig } from '../core/config/config';
import { PUBLIC_URL_LOCAL } from '../core/http/paginate';
import { mountQueueDashboard } from '../core/queue/queue-dashboard';

const API_PATH = /^\/(api|token)(\/|$)/;

/** Serves the built web app: its files, and index.html for every other GET so client routes work on reload. */
function serveWebApp(app: NestExpressApplication, webDistDir: string): void {
  const index = join(webDistDir, 'index.html');
  if (!existsSync(index)) {
    new Logger('Web').warn(`No web build at ${webDistDir}: only the API is served (run \`npm run build\`).`);
    return;
  }
  app.use(express.static(webDistDir, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATH.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}

/** Builds the HTTP application: API under /api/v1 and /token/, the web app for everything else. */
export async function createHttpApp(config: AppConfig): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: process.env.LOG_LEVEL === 'silent' ? false : ['error', 'warn', 'log'],
  });
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Page links are built from the configured address, not from the client's Host header.
  (app.getHttpAdapter().getInstance() as Express).locals[PUBLIC_URL_LOCAL] = config.publicUrl;
  app.setGlobalPrefix('api/v1', {
    exclude: [
      { path: 'token', method: RequestMethod.POST },
      { path: 'token/refresh', method: RequestMethod.POST },
    ],
  });
  app.enableShutdownHooks();
  mountQueueDashboard(app);
  serveWebApp(app, config.webDistDir);
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('Expert Portal API').setVersion('1').addBearerAuth().build(),
  );
  SwaggerModule.setup('api/v1/docs', app, document, { jsonDocumentUrl: 'api/v1/openapi.json' });
  return app;
}
