import { Agent, get, type IncomingMessage, type Server } from 'node:http';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A load balancer keeps its connections to the API open for up to 60 s of idleness; the API must keep them
 * longer (HTTP_KEEP_ALIVE_TIMEOUT_SECONDS, 65 by default), or the balancer reuses a socket the API has just
 * closed and a person gets a 502.
 */
describe('kept-alive connections', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await startTestApp();
    base = t.baseUrl;
  });
  afterAll(async () => {
    (t.app.getHttpServer() as Server).closeAllConnections();
    await t.close();
  });

  const fetchOn = (agent: Agent) =>
    new Promise<{ res: IncomingMessage; reused: boolean }>((resolve, reject) => {
      const req = get(`${base}/api/v1/health/live`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ res, reused: req.reusedSocket }));
      });
      req.on('error', reject);
    });

  it('announces 65 s and answers on a socket left idle for 10 s', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = await fetchOn(agent);
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['keep-alive']).toBe('timeout=65');
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const second = await fetchOn(agent);
    expect(second.res.statusCode).toBe(200);
    expect(second.reused).toBe(true);
    agent.destroy();
  }, 30_000);

  it('keeps headersTimeout above the keep-alive timeout', () => {
    const server = t.app.getHttpServer() as Server;
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
