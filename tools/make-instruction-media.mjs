// Makes the landing page's instruction media from the instruction texts in the locale files, so the PDF and
// the video say what the modal says: per language an A4 PDF (Chromium prints HTML set in DejaVu Sans, which
// has every Kazakh letter) and a short silent slide video (Chromium screenshots, joined by ffmpeg into
// H.264 baseline, yuv420p, +faststart — what every browser plays). Usage: npm run media:instruction
// Needs /usr/bin/chromium (or CHROMIUM_PATH), ffmpeg and the DejaVu fonts; pdftotext and pdffonts, when
// present, check that the PDF really carries the text and embeds the font.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';

const root = new URL('..', import.meta.url).pathname;
const localeDir = join(root, 'apps/web/src/i18n/locales');
const publicDir = join(root, 'apps/web/public');

// The same paths as apps/web/src/features/landing/content/instruction-media.ts.
const OUTPUTS = [
  { language: 'kk', video: 'video/instruction_kz.mp4', pdf: 'docs/instruction_kk.pdf' },
  { language: 'ru', video: 'video/instruction_ru.mp4', pdf: 'docs/instruction_ru.pdf' },
];
const STEPS = [1, 2, 3, 4, 5, 6];
const SLIDE = { width: 1280, height: 720 };
const SECONDS_PER_SLIDE = 5;

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

function texts(language) {
  const instruction = readJson(join(localeDir, language, 'instruction.json'));
  const common = readJson(join(localeDir, language, 'common.json'));
  return {
    appName: common['app.name'],
    title: instruction.title,
    intro: instruction.intro,
    support: instruction.support,
    steps: STEPS.map((n) => ({ title: instruction[`step.${n}.title`], text: instruction[`step.${n}.text`] })),
  };
}

const escapeHtml = (value) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const page = (language, style, body) => `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><style>
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', sans-serif; color: #1a1b1e; }
${style}
</style></head><body>${body}</body></html>`;

function documentHtml(language, t) {
  const style = `
@page { size: A4; margin: 18mm 18mm 20mm; }
body { font-size: 11pt; line-height: 1.5; }
.brand { color: #1864ab; font-weight: bold; letter-spacing: 0.02em; margin: 0 0 4mm; }
h1 { font-size: 22pt; margin: 0 0 4mm; }
.intro { font-size: 13pt; color: #495057; margin: 0 0 8mm; }
ol { list-style: none; padding: 0; margin: 0; }
li { display: flex; gap: 5mm; margin: 0 0 6mm; break-inside: avoid; }
.n { flex: none; width: 10mm; height: 10mm; border-radius: 50%; background: #1c7ed6; color: #fff;
     font-weight: bold; display: flex; align-items: center; justify-content: center; }
h2 { font-size: 13pt; margin: 1mm 0 1mm; }
p { margin: 0; }
.support { margin-top: 8mm; padding: 4mm 5mm; background: #e7f5ff; border-radius: 3mm; }`;
  const steps = t.steps
    .map(
      (step, i) =>
        `<li><div class="n">${i + 1}</div><div><h2>${escapeHtml(step.title)}</h2><p>${escapeHtml(step.text)}</p></div></li>`,
    )
    .join('');
  return page(
    language,
    style,
    `<p class="brand">${escapeHtml(t.appName)}</p><h1>${escapeHtml(t.title)}</h1>
<p class="intro">${escapeHtml(t.intro)}</p><ol>${steps}</ol><p class="support">${escapeHtml(t.support)}</p>`,
  );
}

function slideHtml(language, t, slide) {
  const style = `
body { width: ${SLIDE.width}px; height: ${SLIDE.height}px; overflow: hidden;
       background: #1864ab; color: #fff; }
.frame { position: absolute; inset: 64px 88px; display: flex; flex-direction: column; }
.brand { font-size: 26px; font-weight: bold; opacity: 0.9; }
.content { flex: 1; display: flex; flex-direction: column; justify-content: center; gap: 28px; }
.step { font-size: 30px; font-weight: bold; color: #d0ebff; }
h1 { font-size: 64px; line-height: 1.15; margin: 0; }
p { font-size: 34px; line-height: 1.45; margin: 0; max-width: 1040px; }
.dots { display: flex; gap: 14px; }
.dot { width: 18px; height: 18px; border-radius: 50%; background: rgba(255,255,255,0.35); }
.dot.on { background: #fff; }`;
  const dots = STEPS.map((n) => `<div class="dot${n === slide.step ? ' on' : ''}"></div>`).join('');
  const label = slide.step ? `<div class="step">${slide.step} / ${STEPS.length}</div>` : '';
  return page(
    language,
    style,
    `<div class="frame"><div class="brand">${escapeHtml(t.appName)}</div>
<div class="content">${label}<h1>${escapeHtml(slide.title)}</h1><p>${escapeHtml(slide.text)}</p></div>
<div class="dots">${slide.step ? dots : ''}</div></div>`,
  );
}

function slidesOf(t) {
  return [
    { title: t.title, text: t.intro },
    ...t.steps.map((step, i) => ({ step: i + 1, title: step.title, text: step.text })),
    { title: t.appName, text: t.support },
  ];
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error?.code === 'ENOENT') return null;
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stderr}`);
  return result.stdout;
}

function encodeVideo(slideFiles, output) {
  const workDir = join(slideFiles[0], '..');
  // The concat list gives each slide its time; the last one is listed twice so it keeps its duration.
  const list = [
    ...slideFiles.flatMap((file) => [`file '${file}'`, `duration ${SECONDS_PER_SLIDE}`]),
    `file '${slideFiles.at(-1)}'`,
  ];
  writeFileSync(join(workDir, 'slides.txt'), `${list.join('\n')}\n`);
  const done = run('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', join(workDir, 'slides.txt')],
    ...['-vf', 'fps=10,format=yuv420p', '-c:v', 'libx264', '-profile:v', 'baseline', '-level', '3.1'],
    ...['-tune', 'stillimage', '-preset', 'veryslow', '-crf', '30', '-g', '50', '-an'],
    ...['-map_metadata', '-1', '-movflags', '+faststart', output],
  ]);
  if (done === null) throw new Error('ffmpeg is not installed (apt-get install -y ffmpeg)');
}

function checkPdf(file, t) {
  const text = run('pdftotext', [file, '-']);
  const fonts = run('pdffonts', [file]);
  if (text === null || fonts === null) {
    console.log('  (pdftotext/pdffonts not installed: the PDF text check is skipped)');
    return;
  }
  const flat = text.replace(/\s+/g, ' ');
  for (const phrase of [t.title, t.steps[0].title, t.steps.at(-1).title]) {
    if (!flat.includes(phrase)) throw new Error(`${file} does not carry the text "${phrase}"`);
  }
  if (!/DejaVuSans/.test(fonts)) throw new Error(`${file} does not embed DejaVu Sans:\n${fonts}`);
}

const kb = (file) => `${Math.round(statSync(file).size / 1024)} KB`;

const browser = await launchChromium();
const workRoot = mkdtempSync(join(tmpdir(), 'instruction-media-'));
try {
  for (const output of OUTPUTS) {
    const t = texts(output.language);
    const tab = await browser.newPage({ viewport: SLIDE });

    const pdf = join(publicDir, output.pdf);
    mkdirSync(join(pdf, '..'), { recursive: true });
    await tab.setContent(documentHtml(output.language, t));
    await tab.pdf({ path: pdf, format: 'A4', printBackground: true, preferCSSPageSize: true });
    checkPdf(pdf, t);
    console.log(`${output.pdf}: ${kb(pdf)}`);

    const slideDir = join(workRoot, output.language);
    mkdirSync(slideDir);
    const slideFiles = [];
    for (const [i, slide] of slidesOf(t).entries()) {
      const file = join(slideDir, `slide-${String(i).padStart(2, '0')}.png`);
      await tab.setContent(slideHtml(output.language, t, slide));
      await tab.screenshot({ path: file });
      slideFiles.push(file);
    }
    const video = join(publicDir, output.video);
    mkdirSync(join(video, '..'), { recursive: true });
    encodeVideo(slideFiles, video);
    console.log(`${output.video}: ${kb(video)}, ${slideFiles.length} slides of ${SECONDS_PER_SLIDE} s`);
    await tab.close();
  }
} finally {
  await browser.close();
  rmSync(workRoot, { recursive: true, force: true });
}
