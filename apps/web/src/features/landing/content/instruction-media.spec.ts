import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INSTRUCTION_MEDIA } from './instruction-media';

// Vite copies apps/web/public to the root of the build, which the API serves.
const publicDir = join(__dirname, '../../../../public');
const read = (path: string): Buffer => readFileSync(join(publicDir, path));

describe.each(Object.entries(INSTRUCTION_MEDIA))('the %s instruction media', (_, media) => {
  it('has a real PDF', () => {
    const pdf = read(media.pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('has a small MP4 video with an H.264 track', () => {
    const video = read(media.video);
    expect(video.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(video.includes('avc1')).toBe(true);
    // +faststart: the index comes before the media data, so playback starts before the download ends.
    expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'));
    expect(video.length).toBeLessThan(1024 * 1024);
  });
});
