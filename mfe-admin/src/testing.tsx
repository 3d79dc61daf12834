import '@testing-library/jest-dom';
import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { areaRenderer, setUpMockServer as setUpAreaMockServer } from '@young-minds/ui/testing';
import App from './App';
import { darkModeStore } from './layout';
import { unreadStore } from './screens/Messages/unread';

export { cellTexts } from '@young-minds/ui/testing';

const area = areaRenderer({ base: '/admin', role: 'admin', App });

/**
 * The admin area as the shell mounts it (under /admin/*), logged in as the mock admin, at `path`.
 * Screens are lazy: use `findBy…` for their first content.
 */
export const renderAdmin = area.renderArea;

/** The admin path (with search) of the screen on show (`expect(currentPath()).toBe('/admin/videos')`). */
export const currentPath = area.currentPath;

/** A View screen's Details list as term → description text ({} when there is none). */
export function shownDetails(): Record<string, string> {
  const list = document.querySelector('dl');
  if (!list) return {};
  const terms = within(list as HTMLElement).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']));
}

/** MSW (node) with the shared handlers; call once per test file. State, session and dark mode reset after each test. */
export function setUpMockServer() {
  return setUpAreaMockServer({
    reset: () => {
      darkModeStore.setState({ dark: false });
      unreadStore.setState({ unread: null });
    },
  });
}

/**
 * A file as the browser hands it over, for the upload forms. jest-fixed-jsdom swaps in Node's FormData, which
 * stores a jsdom File as the text '[object File]'; Node's File keeps its bytes through the XHR upload, so the
 * multipart body carries them as a browser's would and the mocks can check the content as the services do.
 */
export function testFile(name: string, type: string, contents: string | Uint8Array = 'file contents'): File {
  return new NodeFile([contents], name, { type }) as unknown as File;
}

/** The first bytes of each kind of upload, so a test file passes the byte checks the services (and the mocks) make. */
export const fileHeads = {
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
  // The EBML header with the DocType 'webm'.
  webm: new Uint8Array([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d,
  ]),
  mp4: new Uint8Array([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]),
};

/**
 * Makes `XMLHttpRequest.abort()` fire its 'abort' event as a browser does. In jsdom, MSW holds an intercepted
 * upload before jsdom's own send(), so jsdom's abort() sees no request under way and stays silent. Returns the
 * spy, so a test can also check that Cancel really aborted the request.
 */
export function abortFiresEvent(): jest.SpyInstance {
  return jest.spyOn(XMLHttpRequest.prototype, 'abort').mockImplementation(function (this: XMLHttpRequest) {
    this.dispatchEvent(new ProgressEvent('abort'));
  });
}

/**
 * Holds a call until `release()`, then answers with `answer` without touching the mock state (unlike
 * errorHandlers.pending, whose released request would still be stored by the default handler).
 */
export function holdCall(server: SetupServer, method: 'post' | 'put', path: string, answer: () => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http[method](`*${path}`, async () => {
      await gate;
      return answer();
    }),
  );
  return { release: () => release() };
}

/** The mock's categories as an Add form's Category select offers them ([words, value]), after the empty choice. */
export const mockCategoryChoices = [
  ['Select a category', ''],
  ['Akhlaq (Manners)', '1'],
  ['Prophets', '2'],
  ['Quran', '3'],
  ['Ramadan', '4'],
  ['Salah', '5'],
];

/** A select's options as [words, value] pairs. */
export const choicesOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [option.textContent, option.getAttribute('value')]);

/** An Add (or Edit) form of the media kit at `path`, once its categories arrived from GET /api/Category. */
export async function openMediaForm(path: string) {
  const utils = renderAdmin(path);
  // The screen first (a lazy chunk), then the categories from GET /api/Category.
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('option', { name: 'Prophets' });
  return utils;
}

/** For a test that provokes a failure the screen logs (`console.error`); restored after each test. */
export const silenceExpectedErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);
