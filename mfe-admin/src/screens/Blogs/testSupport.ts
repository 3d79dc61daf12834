import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { type Blog, slugify } from '@young-minds/contracts';

/**
 * A file as the browser hands it over. Node's File (not jsdom's) keeps its bytes through the XHR upload, so
 * the mock can check the content as the service does.
 */
export function fileOf(name: string, content: string | Uint8Array, type: string): File {
  return new NodeFile([content], name, { type }) as unknown as File;
}

/** The first bytes of a PNG: enough for the content check. */
export const bannerPng = () =>
  fileOf('banner.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png');

/**
 * Makes `XMLHttpRequest.abort()` fire its 'abort' event as a browser does. MSW holds an intercepted upload
 * before jsdom's own send(), so jsdom's abort() sees no request under way and stays silent. Returns the spy,
 * so a test can also check that Cancel really aborted the request.
 */
export function abortLikeABrowser(): jest.SpyInstance {
  return jest.spyOn(XMLHttpRequest.prototype, 'abort').mockImplementation(function (this: XMLHttpRequest) {
    this.dispatchEvent(new ProgressEvent('abort'));
  });
}

/** Holds a call until `release()`, then answers with `answer` without touching the mock state. */
export function holdCall(
  server: SetupServer,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  answer: () => Response,
) {
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

/** A stored post for list and view tests (drafts, scheduled posts, paging). */
export function extraBlog(id: number, title: string, overrides: Partial<Blog> = {}): Blog {
  return {
    id,
    title,
    slug: slugify(title),
    category: 'Family',
    author: 'Maryam',
    description: 'A post written for the tests.',
    publish_date: '2026-02-01',
    banner_image: `/media/images/extra-${id}.jpg`,
    is_published: true,
    created_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The Blogs table on the list screen. */
export const blogTable = () => screen.getByRole('region', { name: 'Blogs' });
/** The data rows (the header row left out), once the list has loaded. */
export async function blogRows() {
  await waitFor(() => expect(within(blogTable()).queryByText('Loading blogs…')).not.toBeInTheDocument());
  return within(blogTable()).getAllByRole('row').slice(1);
}
/** The row whose text matches `title`. */
export const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
