import { PNG } from 'pngjs';
import { onePagePdf } from '../../../test/support/documents';
import { isReadableFile } from './file-content';

describe('file content checks', () => {
  it('accepts a PDF with a page and refuses a PDF header followed by HTML', async () => {
    expect(await isReadableFile('pdf', onePagePdf())).toBe(true);
    const html = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>');
    expect(await isReadableFile('pdf', html)).toBe(false);
  });

  it('accepts an image that decodes and refuses a signature on anything else', async () => {
    const png = new PNG({ width: 2, height: 2 });
    expect(await isReadableFile('png', PNG.sync.write(png))).toBe(true);
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html>'),
    ]);
    expect(await isReadableFile('png', fake)).toBe(false);
    expect(await isReadableFile('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe(false);
  });
});
