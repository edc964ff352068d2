import { languageFromHeader, type Language } from '@expert-portal/contracts';
import type { Request } from 'express';

/** The language of a request, from its Accept-Language header (kk or ru, Russian by default). */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  const header = req.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}
