import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { translate } from '@expert-portal/contracts';
import { SessionVerifier } from '../auth/session-verifier.service';
import type { AppConfig } from '../config/config';
import { requestLanguage } from '../i18n/request-language';
import { requestCookie } from './request-cookie';

/** Swagger UI's page (and its scripts) and the OpenAPI document it shows. */
export const API_DOCS_PATH = '/api/v1/docs';
export const API_DOCUMENT_PATH = '/api/v1/openapi.json';
export const API_DOCS_COOKIE = 'ep_api_docs';

const REFUSED_PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Документация API</title>
<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto">
<h1>Документация API · API құжаттамасы</h1>
<p>Доступ только для администратора. Войдите и откройте документацию из панели администратора.</p>
<p>Тек әкімшіге арналған. Жүйеге кіріп, құжаттаманы әкімші панелінен ашыңыз.</p>
<p><a href="/login">Войти · Кіру</a></p></body></html>`;

/**
 * With `API_DOCS=admins` (production's default) the documentation answers only admins: the cookie that POST
 * /api/v1/admin/api-docs/session/ sets (a browser loads the page whole, with no bearer header), or an admin's
 * bearer access token (a script fetching the document). Mounted before Swagger's routes.
 */
export function guardApiDocs(app: NestExpressApplication, config: AppConfig): void {
  if (config.apiDocs === 'public') return;
  const sessions = app.get(SessionVerifier);
  const guard = async (req: Request, res: Response, next: NextFunction) => {
    const cookie = requestCookie(req, API_DOCS_COOKIE);
    const bearer = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const user =
      (cookie ? await sessions.verify(cookie, 'docs').catch(() => null) : null) ??
      (bearer ? await sessions.verify(bearer, 'access').catch(() => null) : null);
    if (user?.role === 'admin') return next();
    res.status(user ? 403 : 401);
    if (req.path.endsWith('.json') || req.originalUrl.startsWith(API_DOCUMENT_PATH)) {
      res.json({
        detail: translate(requestLanguage(req), user ? 'auth.forbidden' : 'auth.not_authenticated'),
      });
    } else {
      res.type('html').send(REFUSED_PAGE);
    }
  };
  app.use(API_DOCS_PATH, guard);
  app.use(API_DOCUMENT_PATH, guard);
}
