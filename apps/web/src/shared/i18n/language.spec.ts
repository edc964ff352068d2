import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readStoredLanguage, storeLanguage } from './language-storage';
import { resources } from './resources';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'lang=; Path=/; Max-Age=0';
});

describe('the stored language setting', () => {
  it.each([
    ['kk', 'kk'],
    ['kz', 'kk'],
    ['KZ', 'kk'],
    ['ru', 'ru'],
    ['en', 'ru'],
    ['', 'ru'],
  ])('reads lang=%p as %p', (stored, expected) => {
    localStorage.setItem('lang', stored);
    expect(readStoredLanguage()).toBe(expected);
  });

  it('defaults to Russian when nothing is stored', () => {
    expect(readStoredLanguage()).toBe('ru');
  });

  it('reads locale when lang is absent, and prefers lang when both are set', () => {
    localStorage.setItem('locale', 'kz');
    expect(readStoredLanguage()).toBe('kk');
    localStorage.setItem('lang', 'ru');
    expect(readStoredLanguage()).toBe('ru');
  });

  it('keeps the language in the cookie the server reads, and reads the cookie when storage was cleared', () => {
    storeLanguage('kk');
    expect(document.cookie).toContain('lang=kk');
    localStorage.clear();
    expect(readStoredLanguage()).toBe('kk');
    localStorage.setItem('lang', 'ru');
    expect(readStoredLanguage()).toBe('ru');
  });

  it('writes neither the setting nor the cookie again when both already hold the language', () => {
    storeLanguage('kk');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const setCookie = jest.spyOn(Document.prototype, 'cookie', 'set');
    storeLanguage('kk');
    expect(setItem).not.toHaveBeenCalled();
    expect(setCookie).not.toHaveBeenCalled();
    storeLanguage('ru');
    expect(setItem).toHaveBeenCalledWith('lang', 'ru');
    expect(setCookie).toHaveBeenCalledWith(expect.stringContaining('lang=ru'));
    jest.restoreAllMocks();
  });
});

describe('the i18n instance', () => {
  // A fresh module per test stands for a page reload.
  function loadI18n(): typeof import('./i18n') {
    let loaded!: typeof import('./i18n');
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./i18n')>('./i18n');
    });
    return loaded;
  }

  it('starts in the stored language after a reload and sets <html lang>', () => {
    localStorage.setItem('lang', 'kz');
    const { i18n } = loadI18n();

    expect(i18n.language).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
    expect(i18n.t('auth:login.password')).toBe('Құпия сөз');
  });

  it('starts in Russian without a stored setting', () => {
    const { i18n } = loadI18n();

    expect(i18n.language).toBe('ru');
    expect(i18n.t('auth:login.password')).toBe('Пароль');
  });

  it('remembers a switch under lang and updates <html lang>', async () => {
    const { i18n } = loadI18n();

    await i18n.changeLanguage('kk');
    expect(localStorage.getItem('lang')).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');

    expect(loadI18n().i18n.language).toBe('kk');
  });

  it('serves the server messages of contracts as the errors namespace', () => {
    const { i18n } = loadI18n();
    expect(i18n.t('errors:auth.too_many_attempts', { minutes: 5 })).toBe(
      'Слишком много неудачных попыток входа. Повторите через 5 мин.',
    );
  });
});

it('gives the tests every namespace the app fetches (each locale file, and errors)', () => {
  // The app finds the files itself (locale-files.ts); the tests' table lists them by hand.
  const files = readdirSync(join(__dirname, '../../i18n/locales/ru'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.replace(/\.json$/, ''));
  expect(Object.keys(resources.ru).sort()).toEqual([...files, 'errors'].sort());
  expect(Object.keys(resources.kk).sort()).toEqual(Object.keys(resources.ru).sort());
});
