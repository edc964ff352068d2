import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const LOCALES = resolve(__dirname, '../../web/src/i18n/locales');
const cache = new Map<string, Record<string, string>>();

/**
 * A text of the web app as a user reads it: `t('kk', 'selection:essay.upload', { count: 3 })` reads
 * apps/web/src/i18n/locales/kk/selection.json, so a test follows the app's wording instead of copying it.
 */
export function t(language: 'ru' | 'kk', key: string, vars: Record<string, string | number> = {}): string {
  const [namespace, name] = key.split(':');
  const file = `${language}/${namespace}`;
  if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(`${LOCALES}/${file}.json`, 'utf8')));
  const text = cache.get(file)![name];
  if (text === undefined) throw new Error(`No text ${key} in ${language}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, variable: string) => String(vars[variable] ?? ''));
}
