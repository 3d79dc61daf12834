import type { S3StorageOptions } from './s3-storage';
import { type MediaStorage, createLocalStorage } from './storage';

/** Where the content service keeps media, read from the environment once at start. */
export type MediaStorageConfig = { kind: 'local'; root: string } | { kind: 's3'; s3: S3StorageOptions };

type Env = Record<string, string | undefined>;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase() ?? '';
  if (raw === '') return fallback;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  throw new Error(`${name} must be 1 or 0 (true or false), got "${env[name]}"`);
}

/**
 * `STORAGE=local` (the default): the folder `localRoot` (`<DATA_DIR>/media`). `STORAGE=s3`: a bucket, from
 * `S3_BUCKET`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY` (required), `S3_ENDPOINT` (an S3-compatible server; none
 * for AWS), `S3_REGION` (us-east-1), `S3_FORCE_PATH_STYLE` (1 when S3_ENDPOINT is set), `S3_PREFIX` and
 * `S3_PRESIGNED_REDIRECTS` (0). Anything missing or malformed stops the start with a message naming the variable.
 */
export function mediaStorageConfig(env: Env, localRoot: string): MediaStorageConfig {
  const kind = env.STORAGE?.trim().toLowerCase() || 'local';
  if (kind === 'local') return { kind: 'local', root: localRoot };
  if (kind !== 's3') throw new Error(`STORAGE must be "local" or "s3", got "${env.STORAGE}"`);

  const required = (name: string, what: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`STORAGE=s3 needs ${name} (${what})`);
    return value;
  };
  const bucket = required('S3_BUCKET', 'the bucket media are stored in');
  const accessKeyId = required('S3_ACCESS_KEY_ID', "the store's access key id");
  const secretAccessKey = required('S3_SECRET_ACCESS_KEY', "the store's secret access key");
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
      throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, got "${endpoint}"`);
  }
  return {
    kind: 's3',
    s3: {
      endpoint,
      region: env.S3_REGION?.trim() || 'us-east-1',
      bucket,
      accessKeyId,
      secretAccessKey,
      // S3-compatible servers mostly want the bucket in the path; AWS takes it in the host name.
      forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
      prefix: env.S3_PREFIX?.trim() || undefined,
      presignedRedirects: flag(env, 'S3_PRESIGNED_REDIRECTS', false),
    },
  };
}

/**
 * The storage `mediaStorageConfig` chose (the content service and the demo seed use the same one). The AWS SDK
 * is loaded only for S3: it costs a local-folder process ~150 ms of start and ~22 MB of memory otherwise.
 */
export async function createConfiguredStorage(config: MediaStorageConfig): Promise<MediaStorage> {
  if (config.kind === 'local') return createLocalStorage(config.root);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.s3);
}
