import type { RequestHandler } from 'express';

/** The API's answers (/api/v1 and /token/) but the docs' pages, which hold nothing of anyone's. */
const API_ANSWERS = /^\/(api\/v1|token)(\/|$)(?!docs(\/|$))/;

/**
 * `Cache-Control: private, no-store` on every answer of the API: they carry personal data (profiles, tokens,
 * applications), which no browser cache or proxy may keep. Set before the handler runs, so a route with
 * caching of its own (a notification stream, a public credential) overrides it. The web app's files and
 * /metrics are not the API's and keep theirs.
 */
export function noStore(): RequestHandler {
  return (req, res, next) => {
    if (API_ANSWERS.test(req.path)) res.setHeader('Cache-Control', 'private, no-store');
    next();
  };
}
