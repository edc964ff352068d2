import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { Response } from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

// A small web build, as apps/web/vite.config.ts writes it: a hashed script with its .br and .gz, index.html,
// a favicon and a public document.
const SCRIPT = `export const greeting = ${JSON.stringify('Сәлем, әлем! '.repeat(200))};\n`;
const PRELOAD = "(function(){document.title='Портал'})()";
const INDEX = `<!doctype html><html><head><title>Портал</title><script>${PRELOAD}</script></head><body><div id="root"></div></body></html>`;
const ICO = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16]);
const SCRIPT_BR = brotliCompressSync(SCRIPT);
const SCRIPT_GZ = gzipSync(SCRIPT);
const HASHED = '/assets/index-Ab12Cd34.js';
// The service worker and the offline page it keeps (apps/web/public), the page with a script of its own.
const WORKER = "self.addEventListener('fetch', () => undefined);\n";
const OFFLINE_SCRIPT = "document.documentElement.lang='kk'";
const OFFLINE = `<!doctype html><html lang="ru"><head><title>Нет связи</title><style>body{margin:0}</style></head><body><h1>Нет связи с интернетом</h1><script>${OFFLINE_SCRIPT}</script></body></html>`;
// The public pages the build draws for a signed-out visitor, in each language.
// The public pages and a back-office screen's shell (a path of two segments, its file in a folder).
const PRERENDERED = {
  ru: { '/': 'Главная', '/login': 'Вход в систему', '/staff/applications': 'Заявки' },
  kk: { '/': 'Басты бет', '/login': 'Жүйеге кіру', '/staff/applications': 'Өтінімдер' },
} as const;
const prerenderedPage = (language: string, title: string) =>
  `<!doctype html><html lang="${language}"><head><title>${title}</title></head><body><div id="root" data-prerendered="${language}"><h1>${title}</h1></div></body></html>`;

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'ep-web-'));
  mkdirSync(join(webDir, 'assets'));
  mkdirSync(join(webDir, 'docs'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, HASHED), SCRIPT);
  writeFileSync(join(webDir, `${HASHED}.br`), SCRIPT_BR);
  writeFileSync(join(webDir, `${HASHED}.gz`), SCRIPT_GZ);
  writeFileSync(join(webDir, 'favicon.ico'), ICO);
  writeFileSync(join(webDir, 'sw.js'), WORKER);
  writeFileSync(join(webDir, 'offline.html'), OFFLINE);
  writeFileSync(join(webDir, 'docs/instruction_ru.pdf'), '%PDF-1.4\n');
  for (const [language, pages] of Object.entries(PRERENDERED)) {
    for (const [path, title] of Object.entries(pages)) {
      const file = join(webDir, 'prerendered', language, `${path === '/' ? 'index' : path.slice(1)}.html`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, prerenderedPage(language, title));
    }
  }
  t = await startTestApp({ WEB_DIST_DIR: webDir });
});

afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The body, decoded by superagent from the Content-Encoding it came in. */
function body(res: Response): string {
  return (res.body as Buffer).toString();
}

/** A GET whose body is kept raw; no `acceptEncoding` sends no Accept-Encoding header at all. */
const get = (path: string, acceptEncoding?: string) => {
  const req = t.http
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  // superagent asks for gzip and deflate unless told otherwise.
  return acceptEncoding === undefined
    ? req.unset('Accept-Encoding')
    : req.set('Accept-Encoding', acceptEncoding);
};

describe('the web app’s files', () => {
  it.each(['br, gzip', 'gzip, deflate, br, zstd'])(
    'sends a hashed script as brotli to a browser that accepts br (%s), cached for a year',
    async (acceptEncoding) => {
      const res = await get(HASHED, acceptEncoding).expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(res.headers['content-length'])).toBe(SCRIPT_BR.length);
      expect(body(res)).toBe(SCRIPT);
    },
  );

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get(HASHED, 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(SCRIPT_GZ.length);
    expect(body(res)).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, or when the client accepts neither br nor gzip', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, deflate']) {
      const res = await get(HASHED, acceptEncoding).expect(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
      expect(body(res)).toBe(SCRIPT);
    }
  });

  it('answers HEAD with the headers of the chosen variant and no body', async () => {
    const res = await t.http.head(HASHED).set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(SCRIPT_BR.length);
    expect(res.text ?? '').toBe('');
  });

  it('serves index.html and every app path the build did not draw with no-cache', async () => {
    for (const path of ['/index.html', '/index', '/admin/users', '/certificates/4a1b-77', '/login/']) {
      const res = await get(path, 'br, gzip').expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(body(res)).toBe(INDEX);
    }
  });

  it('serves a drawn public page or screen shell in the language of the cookie, Russian without one', async () => {
    const cases = [
      { cookie: undefined, language: 'ru' },
      { cookie: 'lang=kk', language: 'kk' },
      { cookie: 'theme=dark; lang=kz', language: 'kk' },
      { cookie: 'lang=ru', language: 'ru' },
      { cookie: 'lang=%E0%A4%A', language: 'ru' },
    ] as const;
    for (const { cookie, language } of cases) {
      for (const [path, title] of Object.entries(PRERENDERED[language])) {
        const req = get(path, 'br, gzip');
        const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/Cookie/);
        expect(body(res)).toBe(prerenderedPage(language, title));
      }
    }
  });

  it('serves the favicon and public documents as themselves, briefly cached', async () => {
    const icon = await get('/favicon.ico').expect(200);
    expect(icon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(icon.body).toEqual(ICO);

    const pdf = await get('/docs/instruction_ru.pdf').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the service worker and its offline page as themselves, asked for every time', async () => {
    const worker = await get('/sw.js').expect(200);
    // A JavaScript type, or the browser refuses to register the worker.
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(body(worker)).toBe(WORKER);

    const offline = await get('/offline.html').expect(200);
    expect(offline.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect(body(offline)).toBe(OFFLINE);
  });

  it('answers a missing asset with 404, not with the app’s HTML', async () => {
    const res = await get('/assets/index-Old00000.js').expect(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('never serves a file outside the build', async () => {
    for (const path of [
      '/..%2f..%2fetc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/index.html',
    ]) {
      const res = await get(path);
      expect(body(res)).not.toMatch(/root:/);
    }
  });

  it('leaves the API to the API', async () => {
    const res = await get('/api/v1/health/').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('a request the browser gives up on', () => {
  it('is no error in the log: a client that went away before its file was sent', async () => {
    const port = Number(new URL(t.baseUrl).port);
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      for (let i = 0; i < 5; i++) {
        await new Promise<void>((done) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write(`GET ${HASHED} HTTP/1.1\r\nHost: portal\r\nAccept-Encoding: identity\r\n\r\n`);
            // Gone before the file is read: the answer's headers are not sent yet.
            setImmediate(() => {
              socket.destroy();
              done();
            });
          });
        });
      }
      await new Promise((done) => setTimeout(done, 300));
      expect(errors).not.toHaveBeenCalled();
      // Served as ever to the next one.
      expect(body(await get(HASHED).expect(200))).toBe(SCRIPT);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('security headers', () => {
  it('come with every answer but the hashed assets: the API and the page', async () => {
    for (const path of ['/api/v1/health/', '/login', '/api/v1/nothing-here/']) {
      const res = await get(path);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
    }
  });

  it('give a hashed asset only what a script needs: nosniff and its resource policy, no date or ranges', async () => {
    const res = await get(HASHED).set('Accept-Encoding', 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'last-modified',
      'accept-ranges',
    ])
      expect(res.headers).not.toHaveProperty(header);
    // A page is asked for every time: it keeps its validator, and an unchanged one is a 304.
    const page = await get('/login', 'br');
    expect(page.headers.etag).toBeTruthy();
    await get('/login', 'br').set('If-None-Match', String(page.headers.etag)).expect(304);
  });

  it('trust the pages’ own inline scripts by their hashes and no other inline script', async () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    // The offline page's too: the service worker shows it under the policy it was kept with.
    for (const path of ['/login', '/offline.html']) {
      const csp = String((await get(path)).headers['content-security-policy']);
      const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scripts.split(' ').sort()).toEqual([`'self'`, hash(PRELOAD), hash(OFFLINE_SCRIPT)].sort());
    }
  });
});
