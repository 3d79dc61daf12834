import { HttpResponse, http, type HttpHandler } from 'msw';
import { mediaKindExpected } from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { MockHttpError } from './errors';

/** The kinds of upload the admin calls (and a child's hand-in) take, each checked by its first bytes as the content service does. */
export type UploadKind = 'image' | 'video' | 'book' | 'assignment' | 'submission' | 'captions';

const folders = {
  image: 'images',
  video: 'videos',
  book: 'books',
  assignment: 'assignments',
  submission: 'submissions',
  captions: 'captions',
} as const satisfies Record<UploadKind, string>;

/** The content service's 415 text for a file of the wrong kind ('<label> must be <the kind's words>.'). */
export const wrongTypeMessage = (label: string, kind: UploadKind) => `${label} must be ${mediaKindExpected[kind]}.`;

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => head[offset + i] === byte);
const latin1 = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end));

function sniffVideo(head: Uint8Array): string | null {
  // WebM: the EBML magic with the DocType 'webm' near the start (other Matroska files are refused, as the service does).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return latin1(head, 0, 64).includes('webm') ? 'webm' : null;
  if (latin1(head, 0, 4) === 'OggS') return 'ogv';
  if (latin1(head, 4, 8) === 'ftyp') return latin1(head, 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  return ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(latin1(head, 4, 8)) ? 'mov' : null;
}

/**
 * What an upload really is, read from its first bytes as the content service does (never from its name or the
 * type the browser claims): the extension it is stored under, or null when the kind does not accept it.
 * Simplified: any zip counts as a DOCX here (the service also reads the zip's directory).
 */
export async function sniffUpload(file: File, kind: UploadKind): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  if (kind === 'submission') return (await sniffUpload(file, 'image')) ?? (await sniffUpload(file, 'assignment'));
  if (kind === 'image') {
    if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
    if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
    if (['GIF87a', 'GIF89a'].includes(latin1(head, 0, 6))) return 'gif';
    if (latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WEBP') return 'webp';
    return null;
  }
  if (kind === 'video') return sniffVideo(head);
  if (kind === 'captions') {
    // WebVTT: 'WEBVTT' after an optional byte order mark, then a space, a tab, a line break or the end.
    const start = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
    const next = head[start + 6];
    const ends = next === undefined || [0x20, 0x09, 0x0a, 0x0d].includes(next);
    return latin1(head, start, start + 6) === 'WEBVTT' && ends ? 'vtt' : null;
  }
  if (latin1(head, 0, head.length).includes('%PDF-')) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return null;
  if (kind === 'book' && latin1(head, 30, 38) === 'mimetype' && latin1(head, 0, 128).includes('application/epub+zip'))
    return 'epub';
  return 'docx';
}

/** One file field of an upload call, as the content service reads it. */
export interface UploadRule {
  kind: UploadKind;
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
  kind: UploadKind;
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
    const extension = await sniffUpload(file, rule.kind);
    if (!extension)
      throw new MockHttpError(415, wrongTypeMessage(rule.label, rule.kind), { [field]: 'Unsupported file type.' });
    checked[field] = { file, kind: rule.kind, extension };
  }
  return checked;
}

/**
 * Files uploaded in this session, by the `/media/…` path they were given, so QA mode shows and plays what was
 * uploaded (the placeholder picture answers every other media path).
 */
const uploadedFiles = new Map<string, File>();

/** Keeps a checked upload and returns the `/media/<folder>/mock-upload-<id>.<extension>` path it is served at. */
export function storeUpload(upload: CheckedUpload): string {
  const url = `/media/${folders[upload.kind]}/mock-upload-${adminMockState.nextId++}.${upload.extension}`;
  uploadedFiles.set(url, upload.file);
  return url;
}

/** The files stored above, served back at their paths; any other media path falls through to the placeholder picture. */
export const uploadedFilesHandlers: HttpHandler[] = [
  http.get('*/media/*', ({ request }) => {
    const file = uploadedFiles.get(new URL(request.url).pathname);
    if (!file) return undefined;
    return new HttpResponse(file, { headers: { 'content-type': file.type || 'application/octet-stream' } });
  }),
];
