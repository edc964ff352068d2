import { languageFromHeader, normalizeLanguage } from './language';
import { MESSAGES, translate } from './i18n/messages';

describe('languages', () => {
  it('reads kk and kz as Kazakh and anything else as Russian', () => {
    expect(normalizeLanguage('kk')).toBe('kk');
    expect(normalizeLanguage('KZ')).toBe('kk');
    expect(normalizeLanguage('ru')).toBe('ru');
    expect(normalizeLanguage('en')).toBe('ru');
    expect(normalizeLanguage(null)).toBe('ru');
  });

  it('takes the first language of an Accept-Language header', () => {
    expect(languageFromHeader('kk-KZ,ru;q=0.8')).toBe('kk');
    expect(languageFromHeader('ru-RU,kk;q=0.8')).toBe('ru');
    expect(languageFromHeader(undefined)).toBe('ru');
  });
});

// Product names of meeting services read the same in both languages.
const SAME_IN_BOTH = new Set([
  'meeting.kind.zoom',
  'meeting.kind.google_meet',
  'meeting.kind.microsoft_teams',
]);

describe('server messages', () => {
  it('has every message in both languages, and the Kazakh text is not a copy of the Russian', () => {
    for (const [key, ru] of Object.entries(MESSAGES.ru)) {
      const kk = MESSAGES.kk[key as keyof typeof MESSAGES.kk];
      expect(ru.trim()).not.toBe('');
      expect(kk.trim()).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect({ key, kk }).not.toEqual({ key, kk: ru });
    }
  });

  it('fills placeholders and falls back to a generic text for unknown keys', () => {
    expect(translate('ru', 'auth.too_many_attempts', { minutes: 15 })).toContain('15 мин');
    expect(translate('kk', 'no.such.key')).toBe(MESSAGES.kk['validation.invalid']);
  });
});
