import { mediaStorageConfig } from './storage-config';

const root = '/srv/ym/media';
const s3Env = {
  STORAGE: 's3',
  S3_BUCKET: 'young-minds',
  S3_ACCESS_KEY_ID: 'key id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('STORAGE and S3_* from the environment', () => {
  test.each([{}, { STORAGE: '' }, { STORAGE: 'local' }, { STORAGE: ' LOCAL ' }])(
    'when STORAGE is %p, then media stay in the local folder',
    (env) => {
      expect(mediaStorageConfig(env, root)).toEqual({ kind: 'local', root });
    },
  );

  test('when STORAGE is s3 with only the required variables, then AWS defaults: us-east-1, host-style, streamed links', () => {
    expect(mediaStorageConfig(s3Env, root)).toEqual({
      kind: 's3',
      s3: {
        endpoint: undefined,
        region: 'us-east-1',
        bucket: 'young-minds',
        accessKeyId: 'key id',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        prefix: undefined,
        presignedRedirects: false,
      },
    });
  });

  test('when S3_ENDPOINT is set, then path-style is the default, and every other variable is taken', () => {
    const withEndpoint = mediaStorageConfig({ ...s3Env, S3_ENDPOINT: 'http://127.0.0.1:9000' }, root);
    expect(withEndpoint.kind === 's3' && withEndpoint.s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    const all = mediaStorageConfig(
      {
        ...s3Env,
        S3_ENDPOINT: 'https://s3.example.test',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: '0',
        S3_PREFIX: 'young-minds/prod',
        S3_PRESIGNED_REDIRECTS: '1',
      },
      root,
    );
    expect(all.kind === 's3' && all.s3).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
      prefix: 'young-minds/prod',
      presignedRedirects: true,
    });
  });

  test.each([
    ['S3_BUCKET', 'STORAGE=s3 needs S3_BUCKET (the bucket media are stored in)'],
    ['S3_ACCESS_KEY_ID', "STORAGE=s3 needs S3_ACCESS_KEY_ID (the store's access key id)"],
    ['S3_SECRET_ACCESS_KEY', "STORAGE=s3 needs S3_SECRET_ACCESS_KEY (the store's secret access key)"],
  ])('when %s is missing or blank, then the start stops with a message naming it', (name, message) => {
    expect(() => mediaStorageConfig({ ...s3Env, [name]: undefined }, root)).toThrow(message);
    expect(() => mediaStorageConfig({ ...s3Env, [name]: '  ' }, root)).toThrow(message);
  });

  test.each([
    [{ STORAGE: 'gcs' }, 'STORAGE must be "local" or "s3", got "gcs"'],
    [{ ...s3Env, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL, got "minio:9000"'],
    [{ ...s3Env, S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ ...s3Env, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be 1 or 0 (true or false), got "yes"'],
    [{ ...s3Env, S3_PRESIGNED_REDIRECTS: 'on' }, 'S3_PRESIGNED_REDIRECTS must be 1 or 0'],
  ])('when the environment is %p, then the start stops with a clear message', (env, message) => {
    expect(() => mediaStorageConfig(env, root)).toThrow(message);
  });
});
