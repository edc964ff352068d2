import { PNG } from 'pngjs';
import { officePackage, oleFile, onePagePdf, smallJpeg, zipOf } from '../../../test/support/documents';
import { contentTypeOfName, detectContentType } from './content-type';

describe('content types', () => {
  it('recognises documents and images by their content', async () => {
    expect(detectContentType(onePagePdf())).toBe('pdf');
    expect(detectContentType(PNG.sync.write(new PNG({ width: 1, height: 1 })))).toBe('png');
    expect(detectContentType(smallJpeg())).toBe('jpg');
    expect(detectContentType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(detectContentType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
  });

  it('tells Word, Excel and PowerPoint apart inside their containers', async () => {
    expect(detectContentType(oleFile('WordDocument'))).toBe('doc');
    expect(detectContentType(oleFile('Workbook'))).toBe('xls');
    expect(detectContentType(oleFile('PowerPoint Document'))).toBe('ppt');
    expect(detectContentType(oleFile('Something'))).toBeNull();
    expect(detectContentType(await officePackage('docx'))).toBe('docx');
    expect(detectContentType(await officePackage('xlsx'))).toBe('xlsx');
    expect(detectContentType(await officePackage('pptx'))).toBe('pptx');
    expect(detectContentType(await zipOf({ 'Сабақ.txt': 'мәтін' }))).toBe('zip');
  });

  it('takes MP4 brands, not HEIF images, and nothing in text or truncated containers', () => {
    const box = (brand: string) => Buffer.from(`\x00\x00\x00\x18ftyp${brand}\x00\x00\x00\x00`, 'latin1');
    expect(detectContentType(box('isom'))).toBe('mp4');
    expect(detectContentType(box('heic'))).toBeNull();
    expect(detectContentType(Buffer.from('PK\x03\x04broken', 'latin1'))).toBeNull();
    expect(detectContentType(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBeNull();
    expect(detectContentType(Buffer.from('hello'))).toBeNull();
    expect(detectContentType(Buffer.alloc(0))).toBeNull();
  });

  it('reads the claimed type from a name', () => {
    expect(contentTypeOfName('Лекция 1.PPTX')).toBe('pptx');
    expect(contentTypeOfName('photo.jpeg')).toBe('jpg');
    expect(contentTypeOfName('run.exe')).toBeNull();
    expect(contentTypeOfName('constructor')).toBeNull();
  });
});
