import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { type S3StorageOptions, createS3Storage } from './s3-storage';

/** A throwaway S3-compatible server (s3rver) on a free local port, with one empty bucket in a temp folder. */
export interface TestS3 {
  /** Options that reach it; spread them into `createS3Storage` with a test's own extras. */
  options: S3StorageOptions;
  /** A storage on it (under `prefix`, so each caller's keys stay apart in the one bucket). */
  storage(prefix: string, extra?: Partial<S3StorageOptions>): ReturnType<typeof createS3Storage>;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ym-s3rver-'));
  const bucket = 'young-minds-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options: S3StorageOptions = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's built-in credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const storages: ReturnType<typeof createS3Storage>[] = [];
  return {
    options,
    storage(prefix, extra) {
      const storage = createS3Storage({ ...options, prefix, ...extra });
      storages.push(storage);
      return storage;
    },
    async close() {
      for (const storage of storages) storage.client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
