import { randomUUID } from 'node:crypto';
import { open, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  type MediaKind,
  mediaKindFolders,
  mediaKindMaxBytes,
  mediaTooLargeMessage,
  mediaWrongKindMessage,
} from '@young-minds/contracts';
import { HttpError, type UploadedFiles } from '@young-minds/service-kit';
import { jsonContentType, sniffFile } from './sniff';
import { type MediaStorage, createLocalStorage, isSafeKey } from './storage';

export { mountMediaRoutes } from './routes';

/** One formidable file, as in the kit's UploadedFiles values (a temp file on disk, never a buffer). */
export type UploadedFile = Extract<UploadedFiles[string], { filepath: string }>;

/** 'video' | 'image' | 'book' | 'assignment' | 'submission' (one list, in the contracts). */
export type { MediaKind };

export interface StoredMedia {
  /** Relative: '/media/<folder>/<random>.<ext>'. */
  url: string;
  contentType: string;
  size: number;
}

export interface MediaStore {
  /**
   * Checks the upload by magic bytes (415 with a clear message naming `label`) and by the kind's size limit (413),
   * then moves it into storage: into the kind's folder, or `folder` when given.
   */
  store(file: UploadedFile, kind: MediaKind, label: string, folder?: UseFolder): Promise<StoredMedia>;
  /** Stores each present upload, runs `write` with the results, and removes every stored file again if a store or `write` fails — so a failed upload leaves no file and no row. */
  storeAll<K extends string, T>(
    uploads: Record<K, { file: UploadedFile | undefined; kind: MediaKind; label: string; folder?: UseFolder }>,
    write: (stored: Partial<Record<K, StoredMedia>>) => Promise<T>,
  ): Promise<T>;
  /**
   * The kit's per-route upload rule for these file fields: each field capped at its kind's limit while it
   * streams (413 with the same words as `store`), and no other file field taken.
   */
  uploadLimits(fields: Record<string, { kind: MediaKind; label: string }>): {
    files: Record<string, { maxBytes: number; tooLarge: string }>;
  };
  /**
   * Stores a file the service made itself (e.g. a DOCX book's reader pages) as JSON under `folder`. It is
   * served as application/json (with the kit's nosniff), never as a page a browser would run.
   */
  storeJson(folder: GeneratedFolder, value: unknown): Promise<StoredMedia>;
  /** The whole of a stored file, by its url (for files the service reads back, such as a book to convert). */
  readAll(url: string): Promise<Buffer>;
  /** Deletes a stored file by its url; ignores null and files already gone. */
  remove(url: string | null | undefined): Promise<void>;
  /** The storage behind the store: `/media/*` serves from it. */
  readonly storage: MediaStorage;
}

/**
 * Largest file of each kind (the contracts' `mediaKindMaxBytes`, which the forms check before sending), enforced
 * while the upload streams (each route's `uploadLimits`) and again before storing.
 */
const defaultMediaLimits: Record<MediaKind, number> = mediaKindMaxBytes;

/** Folders of the files the service makes itself (never uploads): a DOCX book's reader pages. */
type GeneratedFolder = 'readers';

/**
 * Folders for a kind's files by what they are used for, where that decides who may fetch them: activities'
 * pictures are paid content (signed links only), while the 'images' folder holds the public thumbnails, banners
 * and blog pictures (`isPrivateMediaKey`).
 */
export type UseFolder = 'activity-images';

/** The one file sent under `field`; undefined when none; 400 when several files arrive for one field. */
export function singleFile(files: UploadedFiles, field: string): UploadedFile | undefined {
  const entry = files[field];
  if (entry === undefined) return undefined;
  if (!Array.isArray(entry)) return entry;
  if (entry.length > 1)
    throw new HttpError(400, `Please send only one file as ${field}.`, {
      fields: { [field]: 'Only one file is allowed.' },
    });
  return entry[0];
}

const mediaUrlPrefix = '/media/';

/** The storage key of a url we handed out ('/media/videos/x.webm' → 'videos/x.webm'), or null. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(mediaUrlPrefix)) return null;
  const key = url.slice(mediaUrlPrefix.length);
  return isSafeKey(key) ? key : null;
}

interface Checked {
  file: UploadedFile;
  kind: MediaKind;
  folder: string;
  contentType: string;
  extension: string;
  size: number;
}

/** A media store on any storage (the local folder's or S3's), with per-kind size limits (defaults above). */
export function createMediaStore(options: {
  storage: MediaStorage;
  limits?: Partial<Record<MediaKind, number>>;
}): MediaStore {
  const { storage } = options;
  const limits = { ...defaultMediaLimits, ...options.limits };
  const tooLarge = (kind: MediaKind, label: string) => mediaTooLargeMessage(kind, label, limits[kind]);

  /** Reads the first bytes of the temp file (and a zip's directory): the client's name and type are ignored. */
  async function check(
    file: UploadedFile,
    kind: MediaKind,
    label: string,
    field: string = label,
    folder: string = mediaKindFolders[kind],
  ): Promise<Checked> {
    const handle = await open(file.filepath, 'r');
    try {
      const { size } = await handle.stat();
      const sniffed = await sniffFile(handle, size, kind);
      if (!sniffed)
        throw new HttpError(415, mediaWrongKindMessage(kind, label), { fields: { [field]: 'Unsupported file type.' } });
      if (size > limits[kind])
        throw new HttpError(413, tooLarge(kind, label), { fields: { [field]: 'File too large.' } });
      return { file, kind, folder, contentType: sniffed.contentType, extension: sniffed.extension, size };
    } finally {
      await handle.close();
    }
  }

  async function put(checked: Checked): Promise<StoredMedia> {
    const key = `${checked.folder}/${randomUUID()}.${checked.extension}`;
    await storage.put(key, checked.file.filepath, checked.contentType);
    return { url: mediaUrlPrefix + key, contentType: checked.contentType, size: checked.size };
  }

  async function remove(url: string | null | undefined): Promise<void> {
    if (!url) return;
    const key = mediaKeyOf(url);
    // A url we never handed out (external, or unsafe) is not ours to delete.
    if (key === null) return;
    await storage.remove(key);
  }

  return {
    storage,

    async storeJson(folder, value) {
      const body = JSON.stringify(value);
      const key = `${folder}/${randomUUID()}.json`;
      // The storage takes files in from a local temp file, as it does uploads.
      const temp = join(tmpdir(), `young-minds-${randomUUID()}.json`);
      try {
        await writeFile(temp, body, { mode: 0o600 });
        await storage.put(key, temp, jsonContentType);
      } finally {
        await unlink(temp).catch(() => undefined);
      }
      return { url: mediaUrlPrefix + key, contentType: jsonContentType, size: Buffer.byteLength(body) };
    },

    async readAll(url) {
      const key = mediaKeyOf(url);
      if (key === null) throw new Error(`Not a stored media url: ${url}`);
      return buffer(storage.read(key));
    },

    async store(file, kind, label, folder) {
      return put(await check(file, kind, label, label, folder));
    },

    async storeAll(uploads, write) {
      type Key = keyof typeof uploads & string;
      const keys = Object.keys(uploads) as Key[];
      // Every file is checked before any is moved: a bad second file leaves the first one untouched in temp.
      const checked: [Key, Checked][] = [];
      for (const key of keys) {
        const { file, kind, label, folder } = uploads[key];
        if (file) checked.push([key, await check(file, kind, label, key, folder)]);
      }
      const stored: Partial<Record<Key, StoredMedia>> = {};
      try {
        for (const [key, item] of checked) stored[key] = await put(item);
        return await write(stored);
      } catch (err) {
        await Promise.all(
          Object.values<StoredMedia | undefined>(stored).map((media) => remove(media?.url).catch(() => undefined)),
        );
        throw err;
      }
    },

    uploadLimits(fields) {
      const files: Record<string, { maxBytes: number; tooLarge: string }> = {};
      for (const [field, { kind, label }] of Object.entries(fields))
        files[field] = { maxBytes: limits[kind], tooLarge: tooLarge(kind, label) };
      return { files };
    },

    remove,
  };
}

/** Media in `<DATA_DIR>/media`, with per-kind size limits (defaults above). */
export function createLocalMediaStore(options: {
  root: string;
  limits?: Partial<Record<MediaKind, number>>;
}): MediaStore {
  return createMediaStore({ storage: createLocalStorage(options.root), limits: options.limits });
}
