import { normalizeSearchText, searchWords } from './search';

describe('normalizeSearchText', () => {
  it('folds every Kazakh letter to its Russian base letter', () => {
    expect(normalizeSearchText('ӘҒҚҢӨҰҮҺІ әғқңөұүһі')).toBe('агкноуухи агкноуухи');
    expect(normalizeSearchText('Әбілқайыр Нұрсұлтанұлы')).toBe('абилкаиыр нурсултанулы');
  });

  it('folds ё and й, and ignores case and accents', () => {
    expect(normalizeSearchText('Алёна ЙОДЛЕР')).toBe('алена иодлер');
    expect(normalizeSearchText('José Müller')).toBe('jose muller');
  });

  it('ignores hyphens, underscores and dots, and reads other punctuation as a space', () => {
    expect(normalizeSearchText('Абу-Бакир')).toBe('абубакир');
    expect(normalizeSearchText('a_b.c—d')).toBe('abcd');
    expect(normalizeSearchText('  Школа №1, (Астана)  ')).toBe('школа 1 астана');
  });

  it('keeps e-mail addresses searchable as one word', () => {
    expect(normalizeSearchText('Aliya.N@Example.kz')).toBe('aliyan@examplekz');
  });
});

describe('searchWords', () => {
  it('splits a query into distinct normalised words', () => {
    expect(searchWords(' Нурсултанулы  Әбілқайыр нурсултанулы ')).toEqual(['нурсултанулы', 'абилкаиыр']);
  });

  it('gives no words for an empty or punctuation-only query', () => {
    expect(searchWords('')).toEqual([]);
    expect(searchWords(' - . _ ')).toEqual([]);
  });

  it('makes a Russian-typed query match a Kazakh name', () => {
    const stored = normalizeSearchText('Сәкен Өмірзақұлы');
    for (const word of searchWords('Сакен омирзакулы')) expect(stored).toContain(word);
  });
});
