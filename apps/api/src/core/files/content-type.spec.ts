import { PNG } from 'pngjs';
import { officePackage, oleFile, onePagePdf, smallJpeg, zipOf } from '../../../test/support/documents';
import {
  contentTypeOfName,
  contentTypeOfNameIn,
  detectContentType,
  detectContentTypeOf,
} from './content-type';

describe('content types', () => {
  it('recognises documents and images by their content', async () => {
    expect(detectContentType(onePagePdf())).toBe('pdf');
    expect(detectContentType(PNG.sync.write(new PNG({ width: 1, height: 1 })))).toBe('png');
    expect(detectContentType(smallJpeg())).toBe('jpg');
    expect(detectContentType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(detectContentType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
  });

  it('takes a PDF, PNG or JPEG by its signature alone (file-content.ts parses the rest)', () => {
    expect(detectContentType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
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
    expect(detectContentType(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
    expect(detectContentType(Buffer.from('hello'))).toBeNull();
    expect(detectContentType(Buffer.alloc(0))).toBeNull();
  });

  it('reads the claimed type from a name', () => {
    expect(contentTypeOfName('Лекция 1.PPTX')).toBe('pptx');
    expect(contentTypeOfName('Diploma.PDF')).toBe('pdf');
    expect(contentTypeOfName('photo.jpeg')).toBe('jpg');
    expect(contentTypeOfName('run.exe')).toBeNull();
    expect(contentTypeOfName('constructor')).toBeNull();
    expect(contentTypeOfName('no-extension')).toBeNull();
  });

  it('answers an upload that takes only some types with a type of its list or null', async () => {
    const essays = ['pdf', 'doc', 'docx'] as const;
    expect(detectContentTypeOf(oleFile('WordDocument'), essays)).toBe('doc');
    expect(detectContentTypeOf(await officePackage('docx'), essays)).toBe('docx');
    // A spreadsheet renamed .doc or .docx, or any other ZIP, is not an essay.
    expect(detectContentTypeOf(oleFile('Workbook'), essays)).toBeNull();
    expect(detectContentTypeOf(await officePackage('xlsx'), essays)).toBeNull();
    expect(detectContentTypeOf(await zipOf({ 'readme.txt': 'мәтін' }), essays)).toBeNull();
    expect(detectContentTypeOf(smallJpeg(), ['jpg', 'png'])).toBe('jpg');
    expect(detectContentTypeOf(onePagePdf(), ['jpg', 'png'])).toBeNull();
    expect(detectContentTypeOf(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), ['jpg', 'png'])).toBeNull();
    expect(contentTypeOfNameIn('photo.JPEG', ['jpg', 'png'])).toBe('jpg');
    expect(contentTypeOfNameIn('photo.webp', ['jpg', 'png'])).toBeNull();
    expect(contentTypeOfNameIn('essay.xls', essays)).toBeNull();
    expect(contentTypeOfNameIn('essay', essays)).toBeNull();
  });
});
