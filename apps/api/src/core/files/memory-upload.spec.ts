import { cleanOriginalName } from './memory-upload';

describe('cleanOriginalName', () => {
  it('drops folders and control characters', () => {
    expect(cleanOriginalName('C:\\Users\\aigerim\\диплом\t.pdf')).toBe('диплом.pdf');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
  });

  it('drops bidi overrides and zero-width characters, which would show another extension', () => {
    expect(cleanOriginalName('invoice\u202Egpj.pdf')).toBe('invoicegpj.pdf');
    expect(cleanOriginalName('ре\u200Bзю\u200Dме\u2066.docx\u2069')).toBe('резюме.docx');
    expect(cleanOriginalName('\uFEFFсправка.pdf')).toBe('справка.pdf');
  });

  it('keeps Kazakh letters, and answers the fallback for a name of nothing but such characters', () => {
    expect(cleanOriginalName('Өтініш — қосымша № 2.pdf')).toBe('Өтініш — қосымша № 2.pdf');
    expect(cleanOriginalName('\u202E\u200B', 'essay')).toBe('essay');
  });
});
