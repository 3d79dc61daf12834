/**
 * @jest-environment node
 */
// Node, as at build time (packages/mf-shared `pluginPrerenderFirstScreen`): no DOM, no session, nothing fetched.
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { firstScreen, renderFirstScreen } from './first-screen';

/** The elements marked as parts of the dashboard's top, by name, in the order they come. */
const partsIn = (html: string) => [...html.matchAll(/data-frame-part="([^"]+)"/g)].map((match) => match[1]);

describe("the parent's first screen rendered at build time", () => {
  test('when it is rendered in English, then it is the dashboard loading in its layout, with every part its top may show marked', async () => {
    const html = await renderFirstScreen('en');
    expect(html.startsWith('<style data-prerendered>')).toBe(true);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${en['dashboard.title']}</h1>`));
    // The family's name is the placeholder the gateway's page fills in.
    expect(html).toContain('%SESSION_USER_NAME%');
    // The renew banner, a "finish setting up" link per count, the "Who's learning?" panel: the page keeps those
    // this browser showed last.
    expect(partsIn(html)).toEqual(['renew', 'first-run-1', 'first-run-2', 'first-run-3', 'who']);
    expect(html).toContain('Finish setting up: 1 step left');
    expect(html).toContain('Finish setting up: 3 steps left');
    expect(html).toContain(en['dashboard.who.hint']);
    // The cards are still loading.
    expect(html).toContain(en['dashboard.loading']);
  });

  test('when it is rendered in Arabic, then its heading and its parts are Arabic', async () => {
    const html = await renderFirstScreen('ar');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${ar['dashboard.title']}</h1>`));
    expect(html).toContain(ar['dashboard.who.hint']);
    expect(partsIn(html)).toHaveLength(5);
  });

  test("when the gateway sends it, then it is told where this browser keeps the parts it showed and the parent's name", () => {
    expect(firstScreen.path).toBe('/parent');
    expect(firstScreen.partsFrom).toEqual({
      storage: 'young-minds-session',
      field: ['state', 'user', 'firstScreenParts'],
    });
    expect(firstScreen.filledFrom?.map((text) => text.field)).toEqual([['state', 'user', 'name']]);
  });
});
