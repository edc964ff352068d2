import { detectFileType, typeOfExtension } from './file-type';

describe('file types', () => {
  it('recognises pdf, png and jpg by their first bytes', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
  });

  it('recognises nothing in an executable, text or an empty file', () => {
    expect(detectFileType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectFileType(Buffer.from('hello'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('reads the claimed type from the extension, jpeg and jpg alike', () => {
    expect(typeOfExtension('Diploma.PDF')).toBe('pdf');
    expect(typeOfExtension('photo.jpeg')).toBe('jpg');
    expect(typeOfExtension('photo.exe')).toBeNull();
    expect(typeOfExtension('no-extension')).toBeNull();
  });
});
