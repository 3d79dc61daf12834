import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isSafeMediaKey, mediaContentTypes } from '@young-minds/service-kit';
import type { MediaStorage } from './storage';

export interface S3StorageOptions {
  /** An S3-compatible server's URL (MinIO, Ceph, s3rver…); omitted for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`), as most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** Every key is stored under this prefix ('young-minds' → 'young-minds/videos/x.webm'). */
  prefix?: string;
  /**
   * Answer a valid signed link to a private file with a 302 to a presigned S3 GET (at most 5 minutes), so the
   * bytes go straight from the store to the browser; otherwise the content service streams them (the default).
   */
  presignedRedirects?: boolean;
  /** Bytes per uploaded part (default and minimum 5 MiB): at most `uploadQueueSize` + 1 parts are in memory. */
  uploadPartBytes?: number;
  /** Parts sent at once (default 2). */
  uploadQueueSize?: number;
  /** Keys per ListObjectsV2 page (default 1000, the most S3 gives). */
  listPageSize?: number;
}

/** The longest a presigned link lives: it is handed out per request, never stored. */
const maxPresignedSeconds = 5 * 60;
const minPartBytes = 5 * 1024 * 1024;

/** A key prefix of plain path segments, without slashes at either end; '' for none. */
function normalisePrefix(raw: string | undefined): string {
  const prefix = (raw ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && !prefix.split('/').every((part) => /^[A-Za-z0-9._-]+$/.test(part) && part !== '..'))
    throw new Error(`S3 key prefix must be plain path segments (letters, digits, . _ -), got "${raw}"`);
  return prefix === '' ? '' : `${prefix}/`;
}

/** The SDK's "no such object" (HEAD answers a bare 404, GET and DELETE a NoSuchKey). */
function isNotFound(err: unknown): boolean {
  const error = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return error?.name === 'NotFound' || error?.name === 'NoSuchKey' || error?.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3 bucket (or an S3-compatible server), behind the same interface as the local folder: uploads go
 * up in parts while the temp file is read (never whole in memory), reads are ranged GETs streamed through.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage & { readonly client: S3Client } {
  const { bucket } = options;
  const prefix = normalisePrefix(options.prefix);
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where S3 requires them: newer SDKs add CRC32 checksums to every upload by default, which some
    // S3-compatible servers reject (s3rver ignores them); requests are still signed, and TLS guards the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const partSize = Math.max(minPartBytes, options.uploadPartBytes ?? minPartBytes);
  const queueSize = Math.max(1, options.uploadQueueSize ?? 2);
  const pageSize = options.listPageSize ?? 1000;

  function objectKey(key: string): string {
    if (!isSafeMediaKey(key)) throw new Error(`Unsafe media key: ${key}`);
    return prefix + key;
  }

  const storage: MediaStorage & { readonly client: S3Client } = {
    client,

    async put(key, sourcePath, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: createReadStream(sourcePath), ContentType: contentType },
        partSize,
        queueSize,
        // A failed multipart upload is aborted, so no half-stored parts are billed.
        leavePartsOnError: false,
      });
      await upload.done();
      await unlink(sourcePath).catch(() => undefined);
    },

    async stat(key) {
      if (!isSafeMediaKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    read(key, range) {
      const Key = objectKey(key);
      // The GET is asynchronous, the interface's stream is not: bytes flow into it once S3 answers, a failed GET
      // or a cut body ends it with the error, and a reader that leaves aborts the GET.
      const out = new PassThrough();
      const abort = new AbortController();
      out.once('close', () => abort.abort());
      client
        .send(
          new GetObjectCommand({
            Bucket: bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
          { abortSignal: abort.signal },
        )
        .then(
          (answer) => pipeline(answer.Body as Readable, out),
          (err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))),
        )
        .catch(() => undefined);
      return out;
    },

    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix || undefined,
            MaxKeys: pageSize,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(prefix.length);
          // Only our own keys ('<folder>/<file>'); anything else in the bucket is not ours to report.
          if (key === undefined || key.split('/').length !== 2 || !isSafeMediaKey(key)) continue;
          yield { key, modified: item.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };

  if (options.presignedRedirects) {
    storage.redirectUrl = (key, maxSeconds) => {
      const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
      const seconds = Math.max(1, Math.min(maxPresignedSeconds, Math.floor(maxSeconds)));
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          // The type and cache rule the service itself would answer with (the store's own may be the upload's).
          ResponseContentType: mediaContentTypes[extension] ?? 'application/octet-stream',
          ResponseCacheControl: `private, max-age=${seconds}`,
        }),
        { expiresIn: seconds },
      );
    };
  }
  return storage;
}
