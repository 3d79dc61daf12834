import { offlineCaches } from '@young-minds/offline';
import { answerDownload } from './downloads';

const videoUrl = 'https://young-minds.example/media/videos/v1.mp4';
const bytes = new Uint8Array(1000).map((_, i) => i % 256);

/** Cache Storage holding one downloaded file in the downloads cache. */
function storageWith(url: string): CacheStorage {
  const match = async (request: RequestInfo, options?: MultiCacheQueryOptions) =>
    options?.cacheName === offlineCaches.downloads && (typeof request === 'string' ? request : request.url) === url
      ? new Response(bytes, { headers: { 'Content-Type': 'video/mp4' } })
      : undefined;
  return { match } as unknown as CacheStorage;
}

const offline = jest.fn(async () => {
  throw new TypeError('Failed to fetch');
});

describe('a downloaded video plays offline', () => {
  it('answers a Range request with 206 and exactly those bytes', async () => {
    const res = await answerDownload(
      new Request(videoUrl, { headers: { Range: 'bytes=100-199' } }),
      storageWith(videoUrl),
      offline,
    );
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(100, 200));
  });

  it('answers an open-ended and a suffix range (what a video element asks when it seeks)', async () => {
    const storage = storageWith(videoUrl);
    const open = await answerDownload(new Request(videoUrl, { headers: { Range: 'bytes=900-' } }), storage, offline);
    expect(open.headers.get('Content-Range')).toBe('bytes 900-999/1000');
    const suffix = await answerDownload(new Request(videoUrl, { headers: { Range: 'bytes=-10' } }), storage, offline);
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.slice(990));
  });

  it('answers without a Range with the whole file', async () => {
    const res = await answerDownload(new Request(videoUrl), storageWith(videoUrl), offline);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(1000);
  });

  it('goes to the network for a file that was not downloaded', async () => {
    const network = jest.fn(async () => new Response('from the network', { status: 200 }));
    const request = new Request('https://young-minds.example/media/videos/other.mp4');
    const res = await answerDownload(request, storageWith(videoUrl), network);
    expect(network).toHaveBeenCalledWith(request);
    expect(await res.text()).toBe('from the network');
  });

  it('answers a signed link (any signature, even a run-out one) from the file kept under its plain url', async () => {
    const signed = `${videoUrl}?expires=1700000000&signature=abc-DEF_123`;
    const res = await answerDownload(
      new Request(signed, { headers: { Range: 'bytes=0-9' } }),
      storageWith(videoUrl),
      offline,
    );
    expect(res.status).toBe(206);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(0, 10));
  });
});
