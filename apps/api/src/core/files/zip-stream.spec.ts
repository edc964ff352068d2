import { contentDisposition } from './stored-files.service';
import { zipPaths, zipSegment } from './zip-stream';

describe('zip names', () => {
  it('numbers a repeated name in one folder before its extension, case ignored', () => {
    const entry = (name: string, folder?: string) => ({
      open: () => Promise.reject(new Error('not opened in this test')),
      name,
      size: 1,
      folder,
    });
    expect(
      zipPaths([
        entry('Дәріс.pdf', '01 Кіріспе'),
        entry('дәріс.PDF', '01 Кіріспе'),
        entry('Дәріс.pdf', '01 Кіріспе'),
        entry('Дәріс.pdf', '02 Әдістер'),
        entry('README'),
        entry('README'),
      ]),
    ).toEqual([
      '01 Кіріспе/Дәріс.pdf',
      '01 Кіріспе/дәріс (2).PDF',
      '01 Кіріспе/Дәріс (3).pdf',
      '02 Әдістер/Дәріс.pdf',
      'README',
      'README (2)',
    ]);
  });

  it('keeps a folder one segment: no slashes, reserved characters or trailing dots', () => {
    expect(zipSegment('Тема 1/2: "итоги"...')).toBe('Тема 1_2_ _итоги_');
    expect(zipSegment('..', 'lesson')).toBe('lesson');
  });

  it('sends a UTF-8 name and an ASCII fallback', () => {
    expect(contentDisposition('Сабақ (1).pdf')).toBe(
      `attachment; filename="_____ (1).pdf"; filename*=UTF-8''%D0%A1%D0%B0%D0%B1%D0%B0%D2%9B%20%281%29.pdf`,
    );
  });
});
