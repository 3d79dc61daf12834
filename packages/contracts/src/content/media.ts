import { z } from 'zod';

/**
 * Uploaded media. Files are sent as multipart/form-data fields next to the text fields; the content service
 * checks each by its first bytes (magic numbers), never by its name or the Content-Type the browser claims.
 * Stored files are served at `/media/<folder>/<random>.<ext>`: pictures (thumbnails, banners, blog pictures) to
 * anyone, paid content and children's work only through short-lived signed links (see the content service's
 * media routes and `mediaUrlSchema`).
 */
export const mediaKinds = ['video', 'image', 'book', 'assignment', 'submission', 'captions', 'audio', 'voice'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** The folder under /media/ each kind's uploads are stored in (by the content service, and by the mocks). */
export const mediaKindFolders: Record<MediaKind, string> = {
  video: 'videos',
  image: 'images',
  book: 'books',
  assignment: 'assignments',
  submission: 'submissions',
  captions: 'captions',
  audio: 'audio',
  // A child's own voice (recitations): never public, served to the family and the admins through signed links.
  voice: 'voices',
};

/** What each kind accepts, in words (the 415 message says the same). */
export const mediaKindFormats: Record<MediaKind, string> = {
  video: 'WebM, MP4, Ogg or QuickTime video',
  image: 'JPEG, PNG, GIF or WebP image',
  book: 'PDF, DOC, DOCX or EPUB',
  assignment: 'PDF, DOC or DOCX',
  submission: 'PDF, DOC or DOCX, or an image',
  captions: 'WebVTT captions (.vtt)',
  audio: 'MP3, Ogg, WAV or M4A audio',
  voice: 'WebM, Ogg, MP4, M4A, WAV or MP3 audio',
};

/**
 * A relative media path as every response carries it; clients join it to their base URL and use it as it is. A
 * paid file (video, captions, book, reader pages, worksheet, activity picture or sound) comes as a signed link of
 * about an hour ('/media/videos/….webm?expires=<unix s>&signature=…'): fetch the item again for a fresh one.
 */
export const mediaUrlSchema = z.string().startsWith('/media/');

/** A file field of a multipart call: which kind it must be and whether the call needs it. */
export interface FileField {
  kind: MediaKind;
  required: boolean;
  /** Other field names accepted for the same file (the spec's book form sends `pdf`; `file` is accepted too). */
  aliases?: readonly string[];
}

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

/** Largest file of each kind: the content service enforces it while an upload streams, and forms check it before sending. */
export const mediaKindMaxBytes: Record<MediaKind, number> = {
  video: 1 * GiB,
  image: 10 * MiB,
  book: 100 * MiB,
  assignment: 25 * MiB,
  submission: 25 * MiB,
  // Captions are text: a feature film's run to a few hundred KB.
  captions: 2 * MiB,
  // A name read aloud or a short sound: a few seconds, far below this.
  audio: 10 * MiB,
  // What a browser records (Opus in WebM or Ogg, AAC in MP4): a surah of Juz 'Amma recited slowly is a few MB.
  voice: 20 * MiB,
};

/** Completes "<label> must be …" (the 415 message). */
export const mediaKindExpected: Record<MediaKind, string> = {
  video: 'a video (WebM, MP4, Ogg or QuickTime)',
  image: 'an image (JPEG, PNG, GIF or WebP)',
  book: 'a PDF, DOC, DOCX or EPUB file',
  assignment: 'a PDF, DOC or DOCX file',
  submission: 'a PDF, DOC or DOCX file or an image',
  captions: "a WebVTT captions file (a .vtt text file that starts with 'WEBVTT')",
  audio: 'a sound (MP3, Ogg, WAV or M4A)',
  voice: 'a recording (WebM, Ogg, MP4, M4A, WAV or MP3)',
};

/** '10 MB', '1 GB', '512 bytes': for messages. */
export function formatBytes(bytes: number): string {
  if (bytes >= GiB && bytes % GiB === 0) return `${bytes / GiB} GB`;
  if (bytes >= MiB) return `${Math.round((bytes / MiB) * 10) / 10} MB`;
  if (bytes >= KiB) return `${Math.round((bytes / KiB) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

/** The 415 message: 'Thumbnail must be an image (JPEG, PNG, GIF or WebP).' */
export const mediaWrongKindMessage = (kind: MediaKind, label: string) => `${label} must be ${mediaKindExpected[kind]}.`;
/** The 413 message: 'Thumbnail is too large (at most 10 MB).' */
export const mediaTooLargeMessage = (kind: MediaKind, label: string, maxBytes = mediaKindMaxBytes[kind]) =>
  `${label} is too large (at most ${formatBytes(maxBytes)}).`;

const documentExtensions = ['.pdf', '.doc', '.docx'];
const imageExtensions = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];
const documentTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/** How a browser names each kind: MIME types (a prefix ends in '/') and file extensions. */
const clientKinds: Record<MediaKind, { types: readonly string[]; extensions: readonly string[] }> = {
  video: { types: ['video/'], extensions: ['.webm', '.mp4', '.m4v', '.ogv', '.ogg', '.mov'] },
  image: { types: ['image/'], extensions: imageExtensions },
  book: { types: [...documentTypes, 'application/epub+zip'], extensions: [...documentExtensions, '.epub'] },
  assignment: { types: documentTypes, extensions: documentExtensions },
  submission: { types: [...documentTypes, 'image/'], extensions: [...documentExtensions, ...imageExtensions] },
  captions: { types: ['text/vtt'], extensions: ['.vtt'] },
  audio: { types: ['audio/'], extensions: ['.mp3', '.ogg', '.oga', '.opus', '.wav', '.m4a', '.aac'] },
  voice: {
    types: ['audio/', 'video/webm'],
    extensions: ['.webm', '.weba', '.ogg', '.oga', '.opus', '.mp4', '.m4a', '.wav', '.mp3'],
  },
};

/** What a browser File offers (name, MIME type, size). */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * The client's look at a chosen file before it is sent: its kind by extension, or by MIME type when the browser
 * gives one that fits (the server still reads the bytes), and its size against the kind's limit. Returns the
 * server's own sentence for the problem, or null when the file may go. A missing file is the caller's to word.
 */
export function chosenFileProblem(file: ChosenFile, field: Pick<FileField, 'kind'>, label: string): string | null {
  const { types, extensions } = clientKinds[field.kind];
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  const byName = extensions.some((extension) => name.endsWith(extension));
  const byType = type !== '' && types.some((known) => (known.endsWith('/') ? type.startsWith(known) : type === known));
  if (!byName && !byType) return mediaWrongKindMessage(field.kind, label);
  if (file.size > mediaKindMaxBytes[field.kind]) return mediaTooLargeMessage(field.kind, label);
  return null;
}

// ---- Form fields --------------------------------------------------------------------------------------------
// Multipart text fields arrive as strings; JSON bodies may send numbers. These read both, and word every
// problem as a sentence naming the field ('Title is required.'), which the service sends as it is.

/** Required text, trimmed; blank counts as missing. */
export function formText(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long (at most ${max} characters).`);
}

/** Numeric text or a number → a whole number; blank counts as missing. */
function wholeNumber(label: string, requiredMessage: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : `${label} must be a number.`) })
      .int(`${label} must be a whole number.`),
  );
}

/** The id of another row (a category): a positive whole number. */
export function formId(label: string, requiredMessage = `${label} is required.`) {
  return wholeNumber(label, requiredMessage).pipe(z.number().positive(`${label} must be a positive number.`));
}

/** A count such as a book's pages: 1…max. */
export function formCount(label: string, max: number) {
  return wholeNumber(label, `${label} is required.`).pipe(
    z.number().min(1, `${label} must be at least 1.`).max(max, `${label} must be at most ${max}.`),
  );
}

/** `?category=<id>` on lists: absent or blank means every category. */
export const categoryFilterSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'Category must be a number.' })
    .int('Category must be a whole number.')
    .positive('Category must be a positive number.')
    .optional(),
);
