import { familySubscriptionEndedMessage } from '@young-minds/contracts';
import { adminMockState, adminVideos, loginResponses, resetMockState } from '@young-minds/mocks';
import { createMockServer } from '@young-minds/mocks/node';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import {
  type DownloadProgress,
  DownloadError,
  childOwner,
  deleteDownload,
  downloadItem,
  isEvicted,
  listDownloads,
  openChildDb,
  refreshDownloads,
} from './downloads';
import { offlineCaches } from './protocol';
import { emptyChildDbs, installCacheStorage } from './testing';

const server = createMockServer();
const cacheStorage = installCacheStorage();
const persist = jest.fn(async () => true);
const yusuf = childOwner(3);
const amina = childOwner(4);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStore.getState().logIn(loginResponses.child);
  cacheStorage.clear();
  persist.mockClear();
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist } });
});
afterEach(async () => {
  server.resetHandlers();
  resetMockState();
  sessionStore.getState().logOut();
  await emptyChildDbs();
});
afterAll(() => server.close());

/** Media files of `size` bytes each, sent in chunks of 1000 with their Content-Length. */
function mediaFiles(size: number) {
  server.use(
    http.get('*/media/*', () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let sent = 0; sent < size; sent += 1000) controller.enqueue(new Uint8Array(Math.min(1000, size - sent)));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Length': String(size), 'Content-Type': 'video/webm' } });
    }),
  );
}

test('a video downloads with its thumbnail and captions, reporting progress against the Content-Lengths', async () => {
  mediaFiles(2500);
  const progress: DownloadProgress[] = [];

  const record = await downloadItem(yusuf, 'video', 2, { onProgress: (step) => progress.push(step) });

  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([
    '/media/videos/demo-wudu.webm',
    '/media/images/demo-wudu.jpg',
    '/media/captions/demo-wudu.vtt',
  ]);
  expect(record).toMatchObject({ kind: 'video', contentId: 2, title: 'Learning Wudu Step by Step', bytes: 7500 });
  expect(progress[0]).toEqual({ loaded: 0, total: 7500, percent: 0 });
  expect(progress.map((step) => step.percent)).toContain(33);
  expect(progress.at(-1)).toEqual({ loaded: 7500, total: 7500, percent: 100 });
  expect(persist).toHaveBeenCalledTimes(1);
  expect(await listDownloads(yusuf)).toEqual([record]);
  expect(await isEvicted(record)).toBe(false);
});

test('a video fetched through signed links is kept under its plain urls, so a later link finds it', async () => {
  mediaFiles(10);
  const wudu = adminVideos.find((video) => video.id === 2)!;
  const signed = (url: string, expires: number) => `${url}?expires=${expires}&signature=sig-${expires}`;
  const fetched: string[] = [];
  server.events.on(
    'request:start',
    ({ request }) => void fetched.push(new URL(request.url).pathname + new URL(request.url).search),
  );
  server.use(
    http.get('*/api/videos/2', () =>
      HttpResponse.json({
        ...wudu,
        video_url: signed(wudu.video_url, 1000),
        captions_url: signed(wudu.captions_url!, 1000),
      }),
    ),
  );

  const record = await downloadItem(yusuf, 'video', 2);

  expect(fetched).toContain(signed(wudu.video_url, 1000));
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([
    '/media/videos/demo-wudu.webm',
    '/media/images/demo-wudu.jpg',
    '/media/captions/demo-wudu.vtt',
  ]);
  expect(record.urls.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
    '/media/videos/demo-wudu.webm',
    '/media/images/demo-wudu.jpg',
    '/media/captions/demo-wudu.vtt',
  ]);
  expect(await isEvicted(record)).toBe(false);
  server.events.removeAllListeners();
});

test("a download lands in that child's database only", async () => {
  mediaFiles(10);
  const record = await downloadItem(yusuf, 'assignment', 1);
  expect(await listDownloads(yusuf)).toEqual([record]);
  expect(await listDownloads(amina)).toEqual([]);
});

test('a child database a download creates has every store the child area needs', async () => {
  mediaFiles(10);
  await downloadItem(yusuf, 'video', 2);
  const db = await openChildDb(yusuf);
  expect(db.name).toBe('ym-child-id-3');
  expect([...db.objectStoreNames].sort()).toEqual(['downloads', 'dropped', 'learning', 'meta', 'queue']);
});

test('only the first download asks the browser to keep the storage; a book keeps its file and cover', async () => {
  mediaFiles(10);
  await downloadItem(yusuf, 'video', 2);
  const book = await downloadItem(yusuf, 'book', 1);
  expect(persist).toHaveBeenCalledTimes(1);
  // A PDF book: its file and its cover, each once.
  expect(book.urls).toHaveLength(2);
  expect(book.bytes).toBe(20);
});

test('a book with recorded pages keeps the recordings too, so the reader plays them offline', async () => {
  mediaFiles(10);
  adminMockState.narrations.push(
    { bookId: 1, page: 1, url: '/media/audio/neighbour-1.mp3' },
    { bookId: 1, page: 3, url: '/media/audio/neighbour-3.mp3' },
  );
  const book = await downloadItem(yusuf, 'book', 1);
  expect(book.urls).toHaveLength(4);
  expect(book.urls).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/media\/audio\/neighbour-1\.mp3$/),
      expect.stringMatching(/\/media\/audio\/neighbour-3\.mp3$/),
    ]),
  );
  expect(await isEvicted(book)).toBe(false);
});

test('a download whose file the browser evicted is found out', async () => {
  mediaFiles(10);
  const record = await downloadItem(yusuf, 'video', 2);
  cacheStorage.evict(offlineCaches.downloads, '/media/videos/demo-wudu.webm');
  expect(await isEvicted(record)).toBe(true);
});

test('without an active subscription the download is refused as such, and nothing is kept', async () => {
  server.use(
    http.get('/api/videos/:id', () => HttpResponse.json({ message: familySubscriptionEndedMessage }, { status: 403 })),
  );
  await expect(downloadItem(yusuf, 'video', 2)).rejects.toEqual(new DownloadError('subscription'));
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([]);
  expect(await listDownloads(yusuf)).toEqual([]);
});

test('a file that does not come whole is not kept', async () => {
  server.use(http.get('*/media/*', () => new HttpResponse('part', { status: 206 })));
  await expect(downloadItem(yusuf, 'video', 2)).rejects.toEqual(new DownloadError('failed'));
  expect(await listDownloads(yusuf)).toEqual([]);
});

test('at a sync, a download whose item the server no longer has is deleted; the others stay', async () => {
  mediaFiles(10);
  await downloadItem(yusuf, 'video', 2);
  await downloadItem(yusuf, 'assignment', 1);
  server.use(http.get('/api/videos/:id', () => HttpResponse.json({ message: 'Video not found' }, { status: 404 })));

  await refreshDownloads(yusuf);

  expect((await listDownloads(yusuf)).map((record) => record.key)).toEqual(['assignment:1']);
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual(['/media/assignments/demo-wudu-worksheet.pdf']);
});

test("deleting one child's download keeps the files another child's download on this device uses", async () => {
  mediaFiles(10);
  const yusufsVideo = await downloadItem(yusuf, 'video', 2);
  await downloadItem(amina, 'video', 2);

  await deleteDownload(yusuf, yusufsVideo.key);

  expect(await listDownloads(yusuf)).toEqual([]);
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([
    '/media/videos/demo-wudu.webm',
    '/media/images/demo-wudu.jpg',
    '/media/captions/demo-wudu.vtt',
  ]);
  await deleteDownload(amina, yusufsVideo.key);
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([]);
});

test('deleting a download removes its files and its entry', async () => {
  mediaFiles(10);
  const record = await downloadItem(yusuf, 'book', 1);
  await deleteDownload(yusuf, record.key);
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([]);
  expect(await listDownloads(yusuf)).toEqual([]);
});
