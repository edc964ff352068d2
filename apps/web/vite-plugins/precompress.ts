import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes a .br and a .gz beside `file`, compressed once at the highest levels, which would cost too much per
 * request; the API sends the one the browser accepts (apps/api/src/bootstrap/serve-web-app.ts). A file under
 * 1 KiB, or one that would not get smaller, is left as it is.
 */
export async function compressBeside(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < 1024) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** `compressBeside` every text file of the browser's build. */
export function precompress(): Plugin {
  let serverBuild = false;
  return {
    name: 'expert-portal:precompress',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle({ dir }) {
      if (!dir || serverBuild) return;
      const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compressBeside));
    },
  };
}
