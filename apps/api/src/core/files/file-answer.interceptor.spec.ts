import { StreamableFile } from '@nestjs/common';
import { fileAnswerHeaders } from './file-answer.interceptor';

const file = (type: string, disposition?: string) =>
  new StreamableFile(Buffer.from('x'), { type, disposition });

describe('fileAnswerHeaders', () => {
  it('sandboxes every file and forbids sniffing', () => {
    expect(fileAnswerHeaders(file('application/pdf', 'attachment; filename="a.pdf"'))).toEqual({
      'Content-Disposition': 'attachment; filename="a.pdf"',
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('keeps inline only a PNG or a JPEG; anything else asked inline becomes a download', () => {
    const named = `inline; filename="f"; filename*=UTF-8''f`;
    const disposition = (type: string) => fileAnswerHeaders(file(type, named))['Content-Disposition'];
    expect(disposition('image/png')).toBe(named);
    expect(disposition('image/jpeg')).toBe(named);
    for (const type of ['image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', 'text/html']) {
      expect([type, disposition(type)]).toEqual([type, `attachment; filename="f"; filename*=UTF-8''f`]);
    }
  });

  it('makes a file without a disposition an attachment', () => {
    expect(fileAnswerHeaders(file('application/zip'))['Content-Disposition']).toBe('attachment');
  });
});
