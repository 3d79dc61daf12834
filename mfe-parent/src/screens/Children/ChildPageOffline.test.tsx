import { screen, within } from '@testing-library/react';
import { type ChildSubmission, familySubscriptionEndedMessage, familyProgressEndpoints } from '@young-minds/contracts';
import { offlineCaches } from '@young-minds/offline';
import { childOwner, downloadItem, listDownloads } from '@young-minds/offline/downloads';
import { emptyChildDbs, installCacheStorage } from '@young-minds/offline/testing';
import { loginResponses, mockPath, progressReportOf } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { HttpResponse, http } from 'msw';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();
const cacheStorage = installCacheStorage();
const yusuf = 3;

beforeEach(() => {
  cacheStorage.clear();
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { persist: async () => true } });
});
afterEach(() => emptyChildDbs());

/**
 * Media files of 2000 bytes that send their first half, then wait for `finish()`: the page can be looked at while
 * a download is half done.
 */
function halfThenWaitingFiles() {
  let finish = () => undefined as void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  server.use(
    http.get('*/media/*', () => {
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(1000));
          await finished;
          controller.enqueue(new Uint8Array(1000));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Length': '2000', 'Content-Type': 'application/pdf' } });
    }),
  );
  return { finish };
}

/** A worksheet the child handed in (a removed assignment has no title). */
function handedIn(assignmentId: number, assignmentTitle: string | null): ChildSubmission {
  return {
    id: 100 + assignmentId,
    assignmentId,
    assignmentTitle,
    childId: yusuf,
    submitted_at: '2026-11-20T10:00:00.000Z',
    text: 'Done',
    fileUrl: null,
    review: null,
  };
}

async function offlineSection() {
  return screen.findByRole('region', { name: 'Ready for offline on this device' });
}

async function itemOf(title: string) {
  return within(await offlineSection()).findByRole('listitem', { name: title });
}

describe("a child's page, ready for offline on this device", () => {
  it("lists the videos, books and worksheets of the child's recent progress, then the worksheets handed in, each once", async () => {
    const recentTitles = progressReportOf({ id: yusuf, name: 'Yusuf' })
      .recent.filter((item) => ['video', 'book', 'assignment'].includes(item.contentType))
      .map((item) => item.title);
    server.use(
      http.get(mockPath(familyProgressEndpoints.submissions), () =>
        HttpResponse.json({
          data: [handedIn(1, 'Ramadan Good Deeds Chart'), handedIn(9, 'Letters Tracing Sheet'), handedIn(8, null)],
          total: 3,
          page: 1,
          pageSize: 20,
        }),
      ),
    );
    renderParent(`/parent/children/${yusuf}`);
    const section = await offlineSection();
    await within(section).findByRole('heading', { name: 'Letters Tracing Sheet' });

    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(recentTitles).toContain('Ramadan Good Deeds Chart');
    expect(titles).toEqual([...recentTitles, 'Letters Tracing Sheet']);
    expect(within(section).queryByText('Quiz')).not.toBeInTheDocument();
  });

  it("when the parent downloads a worksheet, then its progress shows, it ends on this device, in the child's own database", async () => {
    const files = halfThenWaitingFiles();
    const { user } = renderParent(`/parent/children/${yusuf}`);
    const item = await itemOf('Ramadan Good Deeds Chart');

    await user.click(within(item).getByRole('button', { name: /Download to this device/ }));

    expect(await within(item).findByText('50% downloaded')).toBeVisible();
    expect(within(item).getByRole('progressbar', { name: 'Downloading Ramadan Good Deeds Chart' })).toHaveAttribute(
      'value',
      '50',
    );
    files.finish();
    expect(await within(item).findByRole('status')).toHaveTextContent('On this device');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();

    const [record] = await listDownloads(childOwner(yusuf));
    expect(record).toMatchObject({ kind: 'assignment', title: 'Ramadan Good Deeds Chart', bytes: 2000 });
    expect(cacheStorage.urls(offlineCaches.downloads)).toEqual(
      record!.urls.map((url) => new URL(url, location.href).pathname),
    );
    expect(await listDownloads(childOwner(4))).toEqual([]);
  });

  it('when the child already has an item on this device, then it shows as such; one the browser evicted can be downloaded again', async () => {
    server.use(http.get('*/media/*', () => new HttpResponse('file', { headers: { 'Content-Length': '4' } })));
    sessionStore.getState().logIn(loginResponses.parent);
    const video = await downloadItem(childOwner(yusuf), 'video', 1);
    const book = await downloadItem(childOwner(yusuf), 'book', 1);
    cacheStorage.evict(offlineCaches.downloads, book.urls[0]!);

    renderParent(`/parent/children/${yusuf}`);

    const videoItem = await itemOf(video.title);
    expect(await within(videoItem).findByRole('status')).toHaveTextContent('On this device');
    const bookItem = await itemOf(book.title);
    expect(await within(bookItem).findByRole('status')).toHaveTextContent(
      'The browser removed this download to save space.',
    );
    expect(within(bookItem).getByRole('button', { name: /Download again/ })).toBeVisible();
  });

  it('when the subscription is not active, then the download is refused with a way to the subscription, and nothing is kept', async () => {
    server.use(
      http.get('*/api/videos/:id', () =>
        HttpResponse.json({ message: familySubscriptionEndedMessage }, { status: 403 }),
      ),
    );
    const { user } = renderParent(`/parent/children/${yusuf}`);
    const section = await offlineSection();
    const item = within(section)
      .getAllByRole('listitem')
      .find((entry) => within(entry).queryByText('Video'))!;

    await user.click(within(item).getByRole('button', { name: /Download to this device/ }));

    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent('Downloads need an active subscription.');
    expect(within(alert).getByRole('link', { name: 'See your subscription' })).toHaveAttribute(
      'href',
      '/parent/subscription',
    );
    expect(await listDownloads(childOwner(yusuf))).toEqual([]);
    expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([]);
  });
});
