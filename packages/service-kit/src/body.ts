import { unlink } from 'node:fs/promises';
import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody, type ScalarOrArrayFiles } from 'koa-body';
import { HttpError, messages } from './errors';

export type UploadedFiles = ScalarOrArrayFiles;

/** Uploads (multipart/form-data): formidable streams each file to a temp file, never whole into memory. */
export interface MultipartOptions {
  /** Largest single file, in bytes. */
  maxFileSize: number;
  /** Largest sum of all files of one request, in bytes (default: maxFileSize). */
  maxTotalFileSize?: number;
  /** Most files in one request (default 5). */
  maxFiles?: number;
  /** Most bytes of all text fields of one request (default 1 MB). */
  maxFieldsSize?: number;
  /** Where temp files go (default: the OS temp dir). The handler moves what it keeps; the rest is deleted. */
  uploadDir?: string;
}

export interface BodyOptions {
  /** Largest JSON (and form) body; default '100kb'. Bigger bodies get 413 before they are read whole. */
  limit?: string | number;
  /** Off unless a service turns it on (the content service, for uploads); then per route with `{ multipart: true }`. */
  multipart?: false | MultipartOptions;
}

export const defaultBodyLimit = '100kb';

/** Parses JSON (and, when allowed, multipart) bodies of POST/PUT/PATCH/DELETE into `ctx.request.body`. */
export function bodyParser(options: BodyOptions & { allowMultipart?: boolean } = {}): Middleware {
  const limit = options.limit ?? defaultBodyLimit;
  const multipart = options.allowMultipart ? options.multipart : false;
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonTypes: ['application/json'],
    jsonLimit: limit,
    formLimit: limit,
    // Forms and text are not part of our API: such bodies are refused with 415 before parsing.
    urlencoded: false,
    text: false,
    multipart: Boolean(multipart),
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    ...(multipart
      ? {
          formidable: {
            maxFileSize: multipart.maxFileSize,
            maxTotalFileSize: multipart.maxTotalFileSize ?? multipart.maxFileSize,
            maxFiles: multipart.maxFiles ?? 5,
            maxFieldsSize: multipart.maxFieldsSize ?? 1024 * 1024,
            allowEmptyFiles: false,
            minFileSize: 1,
            ...(multipart.uploadDir ? { uploadDir: multipart.uploadDir } : {}),
          },
        }
      : {}),
  });
}

/**
 * 415 when a body arrives in a type the route does not read. Without this a form-encoded login would be
 * silently read as an empty object and answered with a confusing validation error.
 */
export function requireContentType(options: { multipart: boolean }): Middleware {
  const accepted = options.multipart ? ['application/json', 'multipart/form-data'] : ['application/json'];
  return async function requireContentType(ctx, next) {
    // No body (`is` answers null) or an empty one (Content-Length: 0): nothing to check.
    const empty = ctx.request.length === 0;
    if (!empty && ctx.request.is(accepted) === false) throw new HttpError(415, messages.unsupportedMediaType);
    await next();
  };
}

/** Deletes the temp files of an upload that the handler did not move away (an already-moved file is fine). */
export async function removeUploads(files: UploadedFiles | undefined): Promise<void> {
  if (!files) return;
  const paths = Object.values(files).flatMap((entry) => (Array.isArray(entry) ? entry : [entry]).map((file) => file.filepath));
  await Promise.all(paths.map((path) => unlink(path).catch(() => undefined)));
}
