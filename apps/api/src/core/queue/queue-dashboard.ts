import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { SessionVerifier } from '../auth/session-verifier.service';
import { requestCookie } from '../http/request-cookie';
import { loadOnce } from '../load-once';
import { QUEUES, type Queues } from './queue.module';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
export const QUEUE_DASHBOARD_COOKIE = 'ep_queues';

const REFUSED_PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>Очереди задач</title>
<body style="font-family:sans-serif;max-width:36rem;margin:4rem auto">
<h1>Очереди задач · Тапсырмалар кезегі</h1>
<p>Доступ только для администратора. Войдите и откройте очереди из панели администратора.</p>
<p>Тек әкімшіге арналған. Жүйеге кіріп, кезектерді әкімші панелінен ашыңыз.</p>
<p><a href="/login">Войти · Кіру</a></p></body></html>`;

/** bull-board's pages and API over the queues, under QUEUE_DASHBOARD_PATH. */
async function dashboardRouter(queues: Queues): Promise<RequestHandler> {
  const [{ createBullBoard }, { BullMQAdapter }, { ExpressAdapter }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/express'),
  ]);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({ queues: Object.values(queues).map((queue) => new BullMQAdapter(queue)), serverAdapter });
  return serverAdapter.getRouter() as RequestHandler;
}

/**
 * The BullMQ dashboard for admins. Browsers open it with a full page load (no bearer header), so it reads a
 * short-lived cookie that POST /api/v1/admin/queues/session/ sets, checked like an access token.
 */
export function mountQueueDashboard(app: NestExpressApplication): void {
  const queues = app.get<Queues>(QUEUES);
  const sessions = app.get(SessionVerifier);
  // bull-board loads with the first admin who opens the dashboard: most processes never serve it.
  const router = loadOnce(() => dashboardRouter(queues));

  app.use(QUEUE_DASHBOARD_PATH, async (req: Request, res: Response, next: NextFunction) => {
    const token = requestCookie(req, QUEUE_DASHBOARD_COOKIE);
    const user = token ? await sessions.verify(token, 'queues').catch(() => null) : null;
    if (user?.role === 'admin') return next();
    res
      .status(user ? 403 : 401)
      .type('html')
      .send(REFUSED_PAGE);
  });
  app.use(QUEUE_DASHBOARD_PATH, (req: Request, res: Response, next: NextFunction) => {
    router().then((handle) => handle(req, res, next), next);
  });
}
