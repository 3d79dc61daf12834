import { familySubscriptionEndedMessage } from '@young-minds/contracts';
import { loginResponses } from '@young-minds/mocks';
import { offlineCaches } from '@young-minds/offline';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import { setUpMockServer } from '../testing';
import {
  type DownloadProgress,
  DownloadError,
  deleteDownload,
  downloadItem,
  isEvicted,
  refreshDownloads,
} from './downloads';
import { offlineStatusStore } from './status';
import { installCacheStorage, resetOfflineState } from './testing';

const server = setUpMockServer();
resetOfflineState();
const cacheStorage = installCacheStorage();
const persist = jest.fn(async () => true);

beforeEach(() => {
  sessionStore.getState().logIn(loginResponses.child);
  cacheStorage.clear();
  persist.mockClear();
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist } });
});

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

  const record = await downloadItem('video', 2, { onProgress: (step) => progress.push(step) });

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
  expect(offlineStatusStore.getState().downloads).toEqual([record]);
  expect(await isEvicted(record)).toBe(false);
});

test('only the first download asks the browser to keep the storage; a book keeps its file and cover', async () => {
  mediaFiles(10);
  await downloadItem('video', 2);
  const book = await downloadItem('book', 1);
  expect(persist).toHaveBeenCalledTimes(1);
  // A PDF book: its file and its cover, each once.
  expect(book.urls).toHaveLength(2);
  expect(book.bytes).toBe(20);
});

test('a download whose file the browser evicted is found out', async () => {
  mediaFiles(10);
  const record = await downloadItem('video', 2);
  cacheStorage.evict(offlineCaches.downloads, '/media/videos/demo-wudu.webm');
  expect(await isEvicted(record)).toBe(true);
});

test('without an active subscription the download is refused as such, and nothing is kept', async () => {
  server.use(
    http.get('/api/videos/:id', () => HttpResponse.json({ message: familySubscriptionEndedMessage }, { status: 403 })),
  );
  await expect(downloadItem('video', 2)).rejects.toEqual(new DownloadError('subscription'));
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([]);
});

test('a file that does not come whole is not kept', async () => {
  server.use(http.get('*/media/*', () => new HttpResponse('part', { status: 206 })));
  await expect(downloadItem('video', 2)).rejects.toEqual(new DownloadError('failed'));
  expect(offlineStatusStore.getState().downloads).toEqual([]);
});

test('at a sync, a download whose item the server no longer has is deleted; the others stay', async () => {
  mediaFiles(10);
  await downloadItem('video', 2);
  await downloadItem('assignment', 1);
  server.use(http.get('/api/videos/:id', () => HttpResponse.json({ message: 'Video not found' }, { status: 404 })));

  await refreshDownloads();

  expect(offlineStatusStore.getState().downloads.map((record) => record.key)).toEqual(['assignment:1']);
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual(['/media/assignments/demo-wudu-worksheet.pdf']);
});

test('deleting a download removes its files and its entry', async () => {
  mediaFiles(10);
  const record = await downloadItem('book', 1);
  await deleteDownload(record.key);
  expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([]);
  expect(offlineStatusStore.getState().downloads).toEqual([]);
});
