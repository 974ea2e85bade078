import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';

/** The names a stored file may have: `<folder>/<uuid>.<ext>`, folders of lowercase words. */
const STORED_NAME = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/**
 * Uploaded files on disk under UPLOAD_DIR (photos of a reception…). The database keeps each
 * file's stored name, type, size and hash; the name is made here (a uuid), never taken from the
 * client, and checked on every read so no path can leave the folder. A file is written under a
 * temporary name and renamed, so a reader never sees half a file.
 */
@Injectable()
export class UploadStore {
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = resolve(config.uploadDir);
  }

  /** Stores `bytes` in `folder`; answers the stored name. */
  async save(folder: string, bytes: Buffer, extension: string): Promise<string> {
    const name = `${folder}/${randomUUID()}.${extension}`;
    const path = this.pathOf(name);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, bytes, { mode: 0o640 });
    await rename(temporary, path);
    return name;
  }

  read(name: string): Promise<Buffer> {
    return readFile(this.pathOf(name));
  }

  /** Removes a stored file; a missing one is not an error (a retried clean-up). */
  async remove(name: string): Promise<void> {
    await rm(this.pathOf(name), { force: true });
  }

  private pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    const path = join(this.root, name);
    if (!path.startsWith(this.root + sep)) throw new Error(`Outside the upload folder: ${name}`);
    return path;
  }
}
