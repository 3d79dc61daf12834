import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isSafeMediaKey } from '@young-minds/service-kit';

/**
 * Where stored media live. Keys are relative paths like 'videos/<uuid>.webm' (the part of the URL after
 * '/media/'). The local folder is the default; an S3-compatible store implements the same four calls
 * (put = upload from the temp file, stat = HEAD, read = ranged GET, remove = DELETE; `s3-storage.ts`) and nothing
 * above changes.
 */
export interface MediaStorage {
  /** Takes the local temp file `sourcePath` in under `key` (the temp file is gone afterwards). */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  /** The bytes `start`…`end` (inclusive; the whole file when omitted). */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Deletes; a key that is already gone is fine. */
  remove(key: string): Promise<void>;
  /** Every stored file (for the orphan sweep), with its modification time. */
  list(): AsyncIterable<{ key: string; modified: Date }>;
  /**
   * Only on a store that can hand out its own short-lived links (S3 with `S3_PRESIGNED_REDIRECTS=1`): a URL that
   * serves the file (Range included) for at most `maxSeconds`. A private file's valid signed link is then answered
   * with a redirect to it instead of streaming the bytes through the service.
   */
  redirectUrl?(key: string, maxSeconds: number): Promise<string>;
}

export { isSafeMediaKey as isSafeKey };

/**
 * Bytes per read when streaming a file out: four times Node's default, so a 4 MB range takes 16 reads, while a
 * paused player's connection holds at most about two chunks (the gateway streams public files the same way).
 */
const readChunkBytes = 256 * 1024;

/** Media in a local folder (`<DATA_DIR>/media`). */
export function createLocalStorage(root: string): MediaStorage {
  const base = resolve(root);

  function pathOf(key: string): string {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    const path = resolve(base, ...key.split('/'));
    // Belt and braces: after resolving, the file must still be inside the root.
    if (!path.startsWith(base + sep)) throw new Error(`Media key escapes the root: ${key}`);
    return path;
  }

  return {
    async put(key, sourcePath) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      try {
        // Same disk (the upload dir lives under DATA_DIR): a rename, no bytes copied.
        await rename(sourcePath, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        // Another disk: stream the copy (never whole in memory), then drop the temp file.
        try {
          await pipeline(createReadStream(sourcePath), createWriteStream(target, { flags: 'wx' }));
        } catch (copyError) {
          await unlink(target).catch(() => undefined);
          throw copyError;
        }
        await unlink(sourcePath).catch(() => undefined);
      }
      // formidable creates temp files 0600; media are served by this process, but keep them readable to
      // an operator's backup tools too.
      await chmod(target, 0o644).catch(() => undefined);
    },

    async stat(key) {
      if (!isSafeMediaKey(key)) return null;
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size, modified: info.mtime } : null;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        throw err;
      }
    },

    read(key, range) {
      // Large reads in large chunks (fewer reads and writes per MB); a small range in one read of its size.
      const length = range ? range.end - range.start + 1 : Infinity;
      const highWaterMark = Math.max(16 * 1024, Math.min(readChunkBytes, length));
      return createReadStream(
        pathOf(key),
        range ? { start: range.start, end: range.end, highWaterMark } : { highWaterMark },
      );
    },

    async remove(key) {
      try {
        await unlink(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },

    async *list() {
      // Our keys are '<folder>/<file>': two levels, nothing else is ours to report.
      for (const folder of await readdir(base, { withFileTypes: true }).catch(() => [])) {
        if (!folder.isDirectory()) continue;
        for (const entry of await readdir(resolve(base, folder.name), { withFileTypes: true }).catch(() => [])) {
          const key = `${folder.name}/${entry.name}`;
          if (!entry.isFile() || !isSafeMediaKey(key)) continue;
          const info = await stat(pathOf(key)).catch(() => null);
          if (info) yield { key, modified: info.mtime };
        }
      }
    },
  };
}
