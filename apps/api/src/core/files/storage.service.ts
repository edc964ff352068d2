import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config';

/** Keeps uploaded and generated files under the storage folder, outside the web root, by generated names. */
@Injectable()
export class StorageService {
  private readonly logger = new Logger('Storage');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Writes the content under `folder` and returns the stored relative path. */
  async save(folder: string, extension: string, content: Buffer): Promise<string> {
    const relative = `${folder}/${randomUUID()}.${extension}`;
    const path = this.absolute(relative);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content, { flag: 'wx' });
    return relative;
  }

  async remove(relative: string | null | undefined): Promise<void> {
    if (!relative) return;
    await rm(this.absolute(relative), { force: true }).catch((error: Error) =>
      this.logger.warn(`could not remove ${relative}: ${error.message}`),
    );
  }

  /** The absolute path of a stored file; refuses paths that leave the storage folder. */
  absolute(relative: string): string {
    const root = resolve(this.config.storageDir);
    const path = resolve(join(root, relative));
    if (!path.startsWith(root + sep)) throw new Error(`Path outside storage: ${relative}`);
    return path;
  }
}
