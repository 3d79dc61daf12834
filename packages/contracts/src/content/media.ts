import { z } from 'zod';

/**
 * Uploaded media. Files are sent as multipart/form-data fields next to the text fields; the content service
 * checks each by its first bytes (magic numbers), never by its name or the Content-Type the browser claims.
 * Stored files are served at `/media/<folder>/<random>.<ext>` (public: see the content service's media routes).
 */
export const mediaKinds = ['video', 'image', 'book', 'assignment', 'submission'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** What each kind accepts, in words (the 415 message says the same). */
export const mediaKindFormats: Record<MediaKind, string> = {
  video: 'WebM, MP4, Ogg or QuickTime video',
  image: 'JPEG, PNG, GIF or WebP image',
  book: 'PDF, DOC, DOCX or EPUB',
  assignment: 'PDF, DOC or DOCX',
  submission: 'PDF, DOC or DOCX, or an image',
};

/** A relative media path as every response carries it ('/media/videos/….webm'); clients join it to their base URL. */
export const mediaUrlSchema = z.string().startsWith('/media/');

/** A file field of a multipart call: which kind it must be and whether the call needs it. */
export interface FileField {
  kind: MediaKind;
  required: boolean;
  /** Other field names accepted for the same file (the spec's book form sends `pdf`; `file` is accepted too). */
  aliases?: readonly string[];
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
  z.coerce.number({ error: 'Category must be a number.' }).int('Category must be a whole number.').positive('Category must be a positive number.').optional(),
);
