import { createReadStream } from 'node:fs';
import { mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { resolveInside } from '../routes/sys/upload-paths.js';
import type { FileStore, StoredObject } from './file-store.js';

/**
 * The local-disk store: every key is a file below `root` (UPLOAD_DIR). Writes use an exclusive
 * create (mode 0640) so nothing is ever overwritten; reads and removals resolve the key inside
 * the real root first (symbolic links followed), so no path can escape it.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;

  constructor(readonly root: string) {}

  /** Creates the key's folder and writes the file exclusively; 'exists' when the file is there. */
  async put(key: string, data: Buffer): Promise<'stored' | 'exists'> {
    const absolute = path.join(this.root, key);
    await mkdir(path.dirname(absolute), { recursive: true });
    let handle;
    try {
      handle = await open(absolute, 'wx', 0o640);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw err;
    }
    try {
      await handle.writeFile(data);
    } catch (err) {
      await handle.close();
      await unlink(absolute).catch(() => undefined);
      throw err;
    }
    await handle.close();
    return 'stored';
  }

  /** A read stream of the file, or null when it is missing, not a file, or outside the root. */
  async get(key: string): Promise<StoredObject | null> {
    const absolute = await resolveInside(this.root, key);
    if (!absolute) return null;
    const info = await stat(absolute).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(absolute), size: info.size };
  }

  /** Deletes the file; nothing happens when it is missing or outside the root. */
  async remove(key: string): Promise<void> {
    const absolute = await resolveInside(this.root, key);
    if (!absolute) return;
    await unlink(absolute).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }
}
