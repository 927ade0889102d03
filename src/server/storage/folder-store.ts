import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobData, BlobStore, StoredBlob } from './blob-store';

/** The folder store: one file per blob under `root` (DATA_DIR/blobs). The app serves the bytes. */
export function folderStore(root: string): BlobStore {
  function fileFor(key: string): string {
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(root + path.sep)) throw new Error(`invalid blob key: ${key}`);
    return resolved;
  }

  /** Removes partial files a killed streaming write left next to the blob. */
  async function removeLeftovers(file: string): Promise<void> {
    const dir = path.dirname(file);
    const base = path.basename(file);
    const names = await fsp.readdir(dir).catch(() => [] as string[]);
    await Promise.all(
      names.filter((n) => n.startsWith(`${base}.`) && n.endsWith('.part')).map((n) => fsp.rm(path.join(dir, n), { force: true })),
    );
  }

  async function* walk(dir: string): AsyncGenerator<StoredBlob> {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => [] as fs.Dirent[]);
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(file);
      else if (entry.isFile() && !entry.name.endsWith('.part')) {
        const stat = await fsp.stat(file);
        yield { key: path.relative(root, file).split(path.sep).join('/'), size: stat.size, modifiedAt: stat.mtime };
      }
    }
  }

  return {
    kind: 'folder',
    publicOrigin: null,

    async put(key: string, data: BlobData): Promise<number> {
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      if (Buffer.isBuffer(data) || data instanceof Uint8Array) await fsp.writeFile(temp, data);
      else {
        await removeLeftovers(file);
        await pipeline(data as Readable, fs.createWriteStream(temp));
      }
      await fsp.rename(temp, file);
      return (await fsp.stat(file)).size;
    },

    async adoptFile(key: string, localFile: string): Promise<void> {
      const file = fileFor(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.rename(localFile, file);
    },

    async copy(fromKey: string, toKey: string): Promise<void> {
      const file = fileFor(toKey);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.copyFile(fileFor(fromKey), file);
    },

    read(key: string, range?: { start: number; end?: number }): Readable {
      return fs.createReadStream(fileFor(key), range);
    },

    readBuffer: (key: string) => fsp.readFile(fileFor(key)),

    async size(key: string): Promise<number | null> {
      try {
        return (await fsp.stat(fileFor(key))).size;
      } catch {
        return null;
      }
    },

    async delete(key: string): Promise<void> {
      await fsp.rm(fileFor(key), { force: true });
    },

    async deletePrefix(prefix: string): Promise<void> {
      await fsp.rm(fileFor(prefix), { recursive: true, force: true });
    },

    list: (prefix: string) => walk(prefix ? fileFor(prefix) : root),

    withLocalFile: (key, use) => use(fileFor(key)),

    directUrl: () => Promise.resolve(null),
  };
}
