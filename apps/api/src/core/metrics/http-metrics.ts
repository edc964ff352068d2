import { translate } from '@expert-portal/contracts';
import type { INestApplication } from '@nestjs/common';
import type { Express, RequestHandler } from 'express';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';
import { requestLanguage } from '../i18n/request-language';
import { mayReadMetrics } from './metrics-access';
import { Metrics } from './metrics.service';
import { routeLabel } from './route-label';

export const METRICS_PATH = '/metrics';

/** Times every request (`http_server_request_duration_seconds`), labelled when its answer is finished. */
export function httpMetricsMiddleware(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      metrics.httpDuration.observe(
        { method: req.method, route: routeLabel(req, res.statusCode), status: res.statusCode },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}

/** GET /metrics; anyone `mayReadMetrics` refuses gets the 404 of a route that does not exist. */
export function metricsHandler(metrics: Metrics, token: string | undefined): RequestHandler {
  return (req, res, next) => {
    if (!mayReadMetrics(req, token)) {
      res.status(404).json({ detail: translate(requestLanguage(req), 'http.not_found') });
      return;
    }
    metrics.scrape().then(({ contentType, body }) => {
      res.setHeader('Cache-Control', 'no-store');
      res.type(contentType).send(body);
    }, next);
  };
}

/**
 * Mounts the request timing and GET /metrics on the API's port, outside /api/v1, ahead of everything else
 * (the web app's catch-all would answer /metrics with its page). Nothing when METRICS=off.
 */
export function mountMetrics(app: INestApplication): void {
  const metrics = app.get(Metrics);
  if (!metrics.enabled) return;
  const config = app.get<AppConfig>(APP_CONFIG);
  app.use(httpMetricsMiddleware(metrics));
  (app.getHttpAdapter().getInstance() as Express).get(
    METRICS_PATH,
    metricsHandler(metrics, config.metrics.token),
  );
}
