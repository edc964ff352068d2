import type { AddressInfo } from 'node:net';
import type { Express, Request, Response } from 'express';
import { ExpressServerAdapter } from './express-server-adapter';

describe('the Express server adapter', () => {
  it('serves requests and answers born with the Express app’s prototypes, bodies and headers as before', async () => {
    const adapter = new ExpressServerAdapter();
    adapter.initHttpServer({});
    const app = adapter.getInstance<Express>();
    const server = adapter.getHttpServer();
    // What the server hands Express, before Express gives them any prototype.
    const born: { request: boolean; response: boolean }[] = [];
    server.prependListener('request', (req: object, res: object) => {
      born.push({
        request: Object.getPrototypeOf(req) === app.request,
        response: Object.getPrototypeOf(res) === app.response,
      });
    });
    app.post('/echo/:id', (req: Request, res: Response) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () =>
        res
          .status(201)
          .set('x-id', req.params.id)
          .json({ body, ip: req.ip !== undefined }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const text of ['один', 'екі']) {
        const res = await fetch(`http://127.0.0.1:${port}/echo/7`, { method: 'POST', body: text });
        expect(res.status).toBe(201);
        expect(res.headers.get('x-id')).toBe('7');
        expect(await res.json()).toEqual({ body: text, ip: true });
      }
      // Born with Express's prototypes: its own Object.setPrototypeOf has nothing to change.
      expect(born).toEqual([
        { request: true, response: true },
        { request: true, response: true },
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
