import { act, screen, waitFor, within } from '@testing-library/react';
import { familySubscriptionEndedMessage } from '@young-minds/contracts';
import { loginResponses } from '@young-minds/mocks';
import { offlineCaches, queueSyncTag } from '@young-minds/offline';
import { sessionStore } from '@young-minds/session';
import { http, HttpResponse } from 'msw';
import { renderChild, setUpMockServer } from '../testing';
import { downloadItem } from './downloads';
import { refreshStatus } from './queue';
import { installCacheStorage, resetOfflineState, setOnline } from './testing';

const server = setUpMockServer();
resetOfflineState();
const cacheStorage = installCacheStorage();

const savedAnswers = 'Saved on this device — your answers will be checked when you are back online.';

beforeEach(() => {
  cacheStorage.clear();
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      persist: async () => true,
      estimate: async () => ({ usage: 5 * 1024 ** 2, quota: 100 * 1024 ** 2 }),
    },
  });
});

/** What the server was sent: each write's Idempotency-Key, and the sync reports. */
function watchServer() {
  const keys: (string | null)[] = [];
  const reports: number[] = [];
  server.use(
    http.post('/api/quiz-submissions/submit', ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      // Falls through to the mock's grading.
      return undefined;
    }),
    http.post('/api/child/sync', async ({ request }) => {
      reports.push(((await request.json()) as { sentItems: number }).sentItems);
      return HttpResponse.json({ lastSyncAt: new Date().toISOString(), lastSyncItems: 0 });
    }),
  );
  return { keys, reports };
}

/** The connection drops while a screen is on show. */
function goOffline() {
  setOnline(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

function backOnline() {
  setOnline(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

async function answerPillarsQuiz(user: ReturnType<typeof renderChild>['user']) {
  // Next and Finish wait for each answer's feedback (checked now, or later when offline).
  const goOn = async (name: string) => {
    const button = screen.getByRole('button', { name });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
  };
  // A tap chooses (and says) an answer; "Check my answer" gives it.
  const answer = async (name: string) => {
    await user.click(screen.getByRole('button', { name }));
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
  };
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await answer('Five');
  await goOn('Next');
  await answer('Shawwal');
  await goOn('Finish');
}

describe('working offline', () => {
  it('when a quiz is finished offline, then it is saved on the device, waits in the top bar and is sent when the connection is back', async () => {
    const { keys, reports } = watchServer();
    setOnline(false);
    const { user } = renderChild('/child/quiz/2');
    await answerPillarsQuiz(user);

    expect(await screen.findByRole('heading', { name: savedAnswers })).toBeInTheDocument();
    expect(screen.queryByText(/You got/)).not.toBeInTheDocument();
    expect(await screen.findByText('Waiting to sync (1)')).toHaveAttribute('aria-live', 'polite');
    expect(keys).toEqual([]);

    backOnline();

    expect(await screen.findByText(/^Synced at \d\d:\d\d$/)).toBeInTheDocument();
    expect(keys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(reports).toEqual([1]);
  });

  it('when the connection drops during the send, then the answers are saved and sent again with the same key', async () => {
    const { keys } = watchServer();
    server.use(
      http.post(
        '/api/quiz-submissions/submit',
        ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const { user } = renderChild('/child/quiz/2');
    await answerPillarsQuiz(user);
    expect(await screen.findByRole('heading', { name: savedAnswers })).toBeInTheDocument();

    backOnline();

    await screen.findByText(/^Synced at/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('when a worksheet is handed in offline, then the photo waits on the device and arrives whole later', async () => {
    const received: { name: string; size: number }[] = [];
    watchServer();
    server.use(
      http.post('/api/assignments/:id/submissions', async ({ request }) => {
        const file = (await request.clone().formData()).get('file');
        if (file instanceof Blob) received.push({ name: file.name, size: file.size });
        return undefined;
      }),
    );
    setOnline(false);
    const { user } = renderChild('/child/assignments/2');
    await screen.findByRole('heading', { name: 'Hand in your work' });
    await user.upload(
      screen.getByLabelText('Take a photo'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'my-sheet.png', {
        type: 'image/png',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Hand it in' }));

    expect(
      await screen.findByText('Saved on this device — your work will be sent when you are back online.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Waiting to sync (1)')).toBeInTheDocument();

    backOnline();

    await screen.findByText(/^Synced at/);
    expect(received).toEqual([{ name: 'my-sheet.png', size: 12 }]);
  });

  it('when an activity is checked offline, then the child is told it will be checked later', async () => {
    setOnline(false);
    const { user } = renderChild('/child/activities/401');
    await screen.findByRole('heading', { level: 1, name: 'Sky Friends' });
    for (const [name, picture] of [
      ['Sun', /^Picture 1: A bright yellow sun/],
      ['Moon', /^Picture 2: A thin moon/],
      ['Star', /^Picture 3: A shining star/],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      await user.click(screen.getByRole('button', { name: picture }));
    }
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));

    expect(await screen.findByRole('heading', { name: savedAnswers })).toBeInTheDocument();
    expect(screen.queryByText('Your answers could not be sent. Please try again.')).not.toBeInTheDocument();
    expect(await screen.findByText('Waiting to sync (1)')).toBeInTheDocument();
  });

  it("when the service worker's Background Sync fires, then the saved work is sent; saving asked for it", async () => {
    const { keys } = watchServer();
    const worker = Object.assign(new EventTarget(), {
      ready: Promise.resolve({ sync: { register: jest.fn(async () => undefined) } }),
    });
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    setOnline(false);
    const { user } = renderChild('/child/quiz/2');
    await answerPillarsQuiz(user);
    await screen.findByText('Waiting to sync (1)');
    const { sync } = await worker.ready;
    expect(sync.register).toHaveBeenCalledWith(queueSyncTag);

    // The browser fires the sync before the page hears `online`.
    setOnline(true);
    act(() => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'flush-queue' } })));

    await screen.findByText(/^Synced at/);
    expect(keys).toHaveLength(1);
  });

  it('when saved work can no longer be taken (the quiz was removed), then the child is told kindly until OK', async () => {
    watchServer();
    setOnline(false);
    const { user } = renderChild('/child/quiz/2');
    await answerPillarsQuiz(user);
    await screen.findByText('Waiting to sync (1)');
    server.use(
      http.post('/api/quiz-submissions/submit', () =>
        HttpResponse.json({ message: 'Quiz not found' }, { status: 404 }),
      ),
    );

    backOnline();

    const note = await screen.findByRole('region', { name: /could not be sent/ });
    expect(note).toHaveTextContent('It is not your fault!');
    expect(within(note).getByRole('listitem')).toHaveTextContent('A quiz: Pillars of Islam');
    await user.click(within(note).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /could not be sent/ })).not.toBeInTheDocument());
  });
});

/** Media files of `size` bytes; the first half comes at once, the rest when `release` is called. */
function slowMedia(size: number) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/media/*', () => {
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new Uint8Array(size / 2));
          await released;
          controller.enqueue(new Uint8Array(size / 2));
          controller.close();
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Length': String(size) } });
    }),
  );
  return { release: () => release() };
}

describe('downloads', () => {
  it('when the child downloads a video, then a progress bar fills, and My downloads lists it with its size until deleted', async () => {
    const media = slowMedia(2 * 1024 ** 2);
    const { user } = renderChild('/child/video/1');
    await user.click(await screen.findByRole('button', { name: 'Download to this device' }));

    const bar = await screen.findByRole('progressbar', { name: 'Downloading' });
    // Half of the video, of the video and its thumbnail.
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(screen.getByText('Downloading… 25%')).toBeInTheDocument();
    media.release();

    expect(await screen.findByText(/On this device/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My downloads' }));

    expect(await screen.findByRole('heading', { name: 'My downloads' })).toBeInTheDocument();
    expect(await screen.findByText('Using 5 MB of 95 MB on this device')).toBeInTheDocument();
    const item = within(screen.getByRole('list', { name: 'My downloads' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Saying Salam with a Smile' })).toHaveAttribute(
      'href',
      '/child/video/1',
    );
    // The video and its thumbnail.
    expect(item).toHaveTextContent('Video · Size: 4 MB');

    await user.click(within(item).getByRole('button', { name: 'Delete Saying Salam with a Smile' }));
    expect(await screen.findByText(/Nothing downloaded yet/)).toBeInTheDocument();
    expect(cacheStorage.urls(offlineCaches.downloads)).toEqual([]);
  });

  it('when the browser cleared a download, then the video says so with Download again, and offline shows a note, not a broken player', async () => {
    server.use(http.get('*/media/*', () => new HttpResponse(new Uint8Array(10))));
    sessionStore.getState().logIn(loginResponses.child);
    await downloadItem('video', 2);
    cacheStorage.evict(offlineCaches.downloads, '/media/videos/demo-wudu.webm');

    renderChild('/child/video/2');

    expect(await screen.findByText(/This download was cleared to make space on the device/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download again' })).toBeInTheDocument();
    expect(screen.getByTestId('video-player')).toBeInTheDocument();

    goOffline();
    expect(
      await screen.findByText('This is not on this device. It will open when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('video-player')).not.toBeInTheDocument();
  });

  it('when a downloaded video opens offline, then it plays from the device', async () => {
    server.use(http.get('*/media/*', () => new HttpResponse(new Uint8Array(10))));
    sessionStore.getState().logIn(loginResponses.child);
    await downloadItem('video', 2);
    setOnline(false);

    renderChild('/child/video/2');

    expect(await screen.findByTestId('video-player')).toBeInTheDocument();
    expect(screen.getByText(/On this device/)).toBeInTheDocument();
  });

  it('when the child keeps a dua on the device, then offline its recording still plays and My downloads lists it', async () => {
    server.use(http.get('*/media/*', () => new HttpResponse(new Uint8Array(10))));
    const { user } = renderChild('/child/duas/501');
    await user.click(await screen.findByRole('button', { name: 'Download to this device' }));
    expect(await screen.findByText(/On this device/)).toBeInTheDocument();
    // Its recording and its picture.
    expect(cacheStorage.urls(offlineCaches.downloads)).toHaveLength(2);

    goOffline();
    const recording = screen.getByLabelText('Listen to the dua');
    expect(recording).toHaveAttribute('src', '/media/audio/demo-dua-waking.mp3');
    // The downloads are read again (a sync, a write kept for later): the recording playing stays on the page.
    await act(() => refreshStatus());
    expect(recording).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My downloads' }));
    const item = within(await screen.findByRole('list', { name: 'My downloads' })).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'On waking up' })).toHaveAttribute('href', '/child/duas/501');
  });

  it('when a dua is not on the device, then offline its card says so instead of a recording that cannot play', async () => {
    renderChild('/child/duas/501');
    expect(await screen.findByLabelText('Listen to the dua')).toBeInTheDocument();
    goOffline();
    // Queried afresh on each try: the card may draw the notice more than once while the offline status settles.
    await waitFor(() =>
      expect(
        screen.getByText('This is not on this device. It will open when you are back online.'),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByLabelText('Listen to the dua')).not.toBeInTheDocument();
    // The words are on the card still: the child can say the dua.
    expect(screen.getByRole('button', { name: 'I said it!' })).toBeInTheDocument();
  });

  it('when the subscription is not active, then the download button says downloads need one', async () => {
    const { user } = renderChild('/child/book/1');
    const button = await screen.findByRole('button', { name: 'Download to this device' });
    server.use(
      http.get('/api/books/:id', () => HttpResponse.json({ message: familySubscriptionEndedMessage }, { status: 403 })),
    );
    await user.click(button);
    expect(await screen.findByText('Downloads need an active subscription. Ask your parent.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.queryByRole('button', { name: 'Download to this device' })).not.toBeInTheDocument();
  });

  it('when the home opens, then My downloads is one tap away', async () => {
    renderChild('/child');
    expect(await screen.findByRole('link', { name: /My downloads/ })).toHaveAttribute('href', '/child/downloads');
  });
});
