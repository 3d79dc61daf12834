import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@young-minds/session';
import { ShellMessages, messages } from '../messages';
import { shouldRegister, startServiceWorker, updateStore } from './register';
import { UpdatePrompt } from './UpdatePrompt';

/** A service worker as the page sees it: its state, and what the page posted to it. */
class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(
    public scriptURL: string,
    public state: ServiceWorkerState = 'installing',
  ) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** navigator.serviceWorker with one registration of /sw.js; `controller` is the worker controlling the page. */
class FakeContainer extends EventTarget {
  registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: jest.fn(async () => undefined),
  });
  registered: string[] = [];
  constructor(public controller: FakeWorker | null) {
    super();
  }
  async register(url: string) {
    this.registered.push(url);
    return this.registration;
  }
  /** The registration once its worker is active: the one controlling the page, in these tests. */
  get ready() {
    return Promise.resolve({ active: this.controller });
  }
  /** The browser found a new /sw.js and starts installing it. */
  newVersion() {
    const worker = new FakeWorker('https://young-minds.example/sw.js');
    this.registration.installing = worker;
    this.registration.dispatchEvent(new Event('updatefound'));
    return worker;
  }
  takeOver(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainer;
const current = () => new FakeWorker('https://young-minds.example/sw.js', 'activated');

function renderPrompt(container: FakeContainer, reload: () => void) {
  return render(
    <ShellMessages>
      <UpdatePrompt container={asContainer(container)} reload={reload} />
    </ShellMessages>,
  );
}

// The shell's catalog is bundled: loaded once, the prompt renders its texts at once.
beforeAll(() => messages.load());

afterEach(() => {
  act(() => updateStore.setState({ waiting: null }));
  sessionStore.getState().logOut();
});

describe('registering the offline worker', () => {
  const base = { production: true, apiMocks: undefined, container: asContainer(new FakeContainer(null)) };

  it('registers in a production build only, and never in QA mode or over MSW', () => {
    expect(shouldRegister(base)).toBe(true);
    expect(shouldRegister({ ...base, production: false })).toBe(false);
    expect(shouldRegister({ ...base, apiMocks: 'true' })).toBe(false);
    expect(shouldRegister({ ...base, container: undefined })).toBe(false);
    const msw = new FakeContainer(new FakeWorker('http://localhost:3000/mockServiceWorker.js', 'activated'));
    expect(shouldRegister({ ...base, container: asContainer(msw) })).toBe(false);
  });
});

describe('the "update available" prompt', () => {
  it('offers a new version once it is installed, and reloads after it took over', async () => {
    const container = new FakeContainer(current());
    const reload = jest.fn();
    await startServiceWorker(asContainer(container));
    expect(container.registered).toEqual(['/sw.js']);
    renderPrompt(container, reload);
    expect(screen.queryByText('A new version of Young Minds is ready.')).toBeNull();

    const next = container.newVersion();
    act(() => next.becomes('installed'));
    expect(screen.getByRole('status').textContent).toContain('A new version of Young Minds is ready.');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(next.posted).toEqual([{ type: 'skip-waiting' }]);
    expect(reload).not.toHaveBeenCalled();
    act(() => container.takeOver(next));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers nothing on the first install: that worker takes over by itself', async () => {
    const container = new FakeContainer(null);
    await startServiceWorker(asContainer(container));
    renderPrompt(container, jest.fn());
    act(() => container.newVersion().becomes('installed'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a change of the signed-in person', () => {
  it('tells the worker, so the previous person’s API answers are dropped; a child asks it to keep the child area', async () => {
    const worker = current();
    await startServiceWorker(asContainer(new FakeContainer(worker)));
    // Nobody is signed in: the child area is not downloaded for a visitor.
    await act(() => Promise.resolve());
    expect(worker.posted).toEqual([]);
    sessionStore.getState().logIn({ token: 't1', user: { name: 'Maryam', role: 'child' } });
    sessionStore.getState().updateUser({ avatar: 'star' });
    await act(() => Promise.resolve());
    expect(worker.posted).toEqual([{ type: 'session-changed' }, { type: 'keep-child-area' }]);
    sessionStore.getState().logOut();
    await act(() => Promise.resolve());
    expect(worker.posted).toEqual([
      { type: 'session-changed' },
      { type: 'keep-child-area' },
      { type: 'session-changed' },
    ]);
  });

  it('an admin signing in does not make the worker download the child area', async () => {
    const worker = current();
    await startServiceWorker(asContainer(new FakeContainer(worker)));
    sessionStore.getState().logIn({ token: 'a1', user: { name: 'Admin', role: 'admin' } });
    await act(() => Promise.resolve());
    expect(worker.posted).toEqual([{ type: 'session-changed' }]);
  });
});
