import { HttpResponse, http, type HttpHandler } from 'msw';
import { readForm, readJson } from '../respond';
import { adminMockState } from './state';

/** The content service's 415 texts: `<label> must be <what the kind accepts>.` */
export const uploadTypeMessages = {
  assignment: 'The assignment file must be a PDF, DOC or DOCX file.',
  thumbnail: 'Thumbnail must be an image (JPEG, PNG, GIF or WebP).',
  book: 'Book file must be a PDF, DOC, DOCX or EPUB file.',
} as const;

type UploadKind = 'image' | 'document' | 'book';

const startsWith = (head: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => head[offset + i] === byte);
const latin1 = (head: Uint8Array, start: number, end: number) => String.fromCharCode(...head.subarray(start, end));

/**
 * What an upload really is, read from its first bytes as the content service does (never from its name or the
 * type the browser claims): the extension it is stored under, or null when the kind does not accept it.
 * Simplified: any zip counts as a DOCX here (the service also reads the zip's directory).
 */
export async function sniffUpload(file: File, kind: UploadKind): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  if (kind === 'image') {
    if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
    if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
    if (['GIF87a', 'GIF89a'].includes(latin1(head, 0, 6))) return 'gif';
    if (latin1(head, 0, 4) === 'RIFF' && latin1(head, 8, 12) === 'WEBP') return 'webp';
    return null;
  }
  if (latin1(head, 0, head.length).includes('%PDF-')) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return null;
  if (kind === 'book' && latin1(head, 30, 38) === 'mimetype' && latin1(head, 0, 128).includes('application/epub+zip')) return 'epub';
  return 'docx';
}

/**
 * Files uploaded in this session, by the `/media/…` path they were given, so QA mode shows and plays what was
 * uploaded (the placeholder picture answers every other media path).
 */
const uploadedFiles = new Map<string, File>();

/** Keeps an upload and returns the `/media/<folder>/mock-upload-<id>.<extension>` path it is served at. */
export function storeUpload(file: File, folder: 'assignments' | 'books' | 'images' | 'videos', extension: string): string {
  const url = `/media/${folder}/mock-upload-${adminMockState.nextId++}.${extension}`;
  uploadedFiles.set(url, file);
  return url;
}

/** The text fields and files of a multipart call; a JSON body is read the same way (it carries no files). */
export async function readFields(request: Request): Promise<{ fields: Record<string, unknown>; files: Record<string, File> }> {
  if (request.headers.get('content-type')?.includes('multipart/form-data')) return readForm(request);
  const body = await readJson(request);
  return { fields: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}, files: {} };
}

/**
 * The files stored above, served back at their paths (registered once, with the videos handlers); any other
 * media path falls through to the placeholder picture.
 */
export const uploadedFilesHandlers: HttpHandler[] = [
  http.get('*/media/*', ({ request }) => {
    const file = uploadedFiles.get(new URL(request.url).pathname);
    if (!file) return undefined;
    return new HttpResponse(file, { headers: { 'content-type': file.type || 'application/octet-stream' } });
  }),
];
