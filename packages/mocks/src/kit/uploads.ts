import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  type Endpoint,
  type MediaKind,
  mediaKindFolders,
  mediaWrongKindMessage,
  quizMessages,
  quizPictureLabel,
  sniffMedia,
} from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { MockHttpError } from './errors';
import { mockRoute } from './route';

/** One file field of an upload call, as the content service reads it. */
export interface UploadRule {
  kind: MediaKind;
  /** Names the file in the 415 ('Thumbnail must be an image …'). */
  label: string;
  /** The 400 text when the call needs the file and it is missing (leave out for an optional file). */
  required?: string;
  /** Other field names for the same file (the spec's book form sends `pdf`, `file` is accepted too). */
  aliases?: readonly string[];
  /** The 400 text when the file is sent under two of its names. */
  twice?: string;
}

/** A file that passed its check, with where it will be stored. */
export interface CheckedUpload {
  file: File;
  kind: MediaKind;
  extension: string;
}

/**
 * Every file of a call checked before any is stored, in the service's order: each field's presence (400, or the
 * same file under two names: 400), then each file's bytes (415 naming the file). Returns the files that came.
 */
export async function checkUploads<Field extends string>(
  files: Record<string, File>,
  rules: Record<Field, UploadRule>,
): Promise<Partial<Record<Field, CheckedUpload>>> {
  const found: Array<[Field, File, UploadRule]> = [];
  for (const [field, rule] of Object.entries(rules) as Array<[Field, UploadRule]>) {
    const sent = [field, ...(rule.aliases ?? [])].filter((name) => files[name] !== undefined);
    if (sent.length > 1) {
      const twice = rule.twice ?? `Send ${field} once.`;
      throw new MockHttpError(400, twice, { [field]: twice });
    }
    const file = sent[0] === undefined ? undefined : files[sent[0]];
    if (file) found.push([field, file, rule]);
    else if (rule.required) throw new MockHttpError(400, rule.required, { [field]: rule.required });
  }
  const checked: Partial<Record<Field, CheckedUpload>> = {};
  for (const [field, file, rule] of found) {
    // What it really is, read from its bytes by the contracts' `sniffMedia`, the very table the content service
    // uses (never from its name or the type the browser claims).
    const read = async (at: number, length: number) => new Uint8Array(await file.slice(at, at + length).arrayBuffer());
    const extension = (await sniffMedia(read, file.size, rule.kind))?.extension;
    if (!extension)
      throw new MockHttpError(415, mediaWrongKindMessage(rule.kind, rule.label), { [field]: 'Unsupported file type.' });
    checked[field] = { file, kind: rule.kind, extension };
  }
  return checked;
}

/**
 * Files uploaded in this session, by the `/media/…` path they were given, so QA mode shows and plays what was
 * uploaded (the placeholder picture answers every other media path).
 */
const uploadedFiles = new Map<string, File>();

/**
 * Keeps a checked upload and returns the `/media/<folder>/mock-upload-<id>.<extension>` path it is served at (the
 * kind's folder unless the call names another, as the activities' pictures and sounds do).
 */
export function storeUpload(upload: CheckedUpload, folder = mediaKindFolders[upload.kind]): string {
  const url = `/media/${folder}/mock-upload-${adminMockState.nextId++}.${upload.extension}`;
  uploadedFiles.set(url, upload.file);
  return url;
}

/** A picture for a quiz or a worksheet, as the service takes it: one file (`image`), sniffed, stored with the pictures. */
export const pictureUploadRoute = (endpoint: Endpoint) =>
  mockRoute(endpoint, async ({ files }) => {
    const rule = { kind: 'image', label: quizPictureLabel, required: quizMessages.pictureRequired } as const;
    return { url: storeUpload((await checkUploads(files, { image: rule })).image!) };
  });

/** Whether `url` is a file uploaded in this session. */
export const wasUploaded = (url: string) => uploadedFiles.has(url);

/** The files stored above, served back at their paths; any other media path falls through to the placeholder picture. */
export const uploadedFilesHandlers: HttpHandler[] = [
  http.get('*/media/*', ({ request }) => {
    const file = uploadedFiles.get(new URL(request.url).pathname);
    if (!file) return undefined;
    return new HttpResponse(file, { headers: { 'content-type': file.type || 'application/octet-stream' } });
  }),
];
