import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Server pages with inline scripts and styles of their own: the API docs and the queue dashboard. */
const TOOL_PAGES = /^\/(api\/v1\/docs|admin\/queues)(\/|$)/;
/** The build's hashed scripts and styles (see serve-web-app.ts). */
const HASHED_ASSETS = /^\/assets\//;

/**
 * The CSP hashes of a page's inline scripts (index.html's preload list, the offline page's choice of language),
 * so no inline script is trusted wholesale; none for a page the build has not written.
 */
export function inlineScriptHashes(indexFile: string): string[] {
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

const SHARED_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
};

/**
 * Security headers on every response (helmet): a Content-Security-Policy the built app satisfies (its own
 * scripts and the hashed inline preload script; inline styles, which Mantine writes), `nosniff`, no
 * framing, a referrer policy. The docs and the queue dashboard, whose pages script inline, get a looser
 * script policy of their own; the build's hashed assets only what a script or stylesheet needs.
 */
export function securityHeaders(webDistDir: string): RequestHandler {
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xFrameOptions: { action: 'deny' as const },
    crossOriginEmbedderPolicy: false,
  };
  const app = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...SHARED_DIRECTIVES,
        // The offline page's script runs under the policy the worker kept with the page (apps/web/public/sw.js).
        scriptSrc: [
          "'self'",
          ...inlineScriptHashes(join(webDistDir, 'index.html')),
          ...inlineScriptHashes(join(webDistDir, 'offline.html')),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
      },
    },
  });
  const tools = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...SHARED_DIRECTIVES,
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
      },
    },
  });
  // A script or a stylesheet is no document: a policy, framing or referrer rule means nothing on it. It keeps
  // `nosniff` and its same-origin resource policy, and a phone saves ~0.7 KiB of headers per file.
  const asset = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req, res, next) =>
    (HASHED_ASSETS.test(req.path) ? asset : TOOL_PAGES.test(req.path) ? tools : app)(req, res, next);
}
