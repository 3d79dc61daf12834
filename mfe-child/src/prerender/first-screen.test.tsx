/**
 * @jest-environment node
 */
// Node, as at build time (packages/mf-shared `pluginPrerenderFirstScreen`): no DOM, no session, nothing fetched.
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { firstScreen, renderFirstScreen } from './first-screen';

describe("the child's first screen rendered at build time", () => {
  test('when it is rendered in English, then it is the home in its layout: the Home button, the heading and a tile per kind', async () => {
    const html = await renderFirstScreen('en');
    expect(html.startsWith('<style data-prerendered>')).toBe(true);
    expect(html).toContain(`<h1>${en['home.title']}</h1>`);
    expect(html).toContain('aria-current="page"');
    for (const kind of ['video', 'book', 'quiz']) expect(html).toContain(`href="/child/${kind}"`);
    // As a browser that can speak draws it (its speak buttons), with the place of the child's avatar kept: the
    // area's own render then moves nothing.
    expect(html).toContain(`aria-label="Read aloud: ${en['home.title']}"`);
    expect(html).toMatch(
      /<span data-avatar="" aria-hidden="true" style="display:inline-block;inline-size:56px;block-size:56px"><\/span>/,
    );
    // Nothing links out of the child area.
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links.every((href) => href.startsWith('/child') || href.startsWith('#'))).toBe(true);
    // Every class in the markup has its rule in the page's own <style>.
    const css = html.slice(0, html.indexOf('</style>'));
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    const styled = classes.filter((name) => !name.startsWith('sc-') && !/^(active|tile-|stars)/.test(name));
    expect(styled.length).toBeGreaterThan(10);
    for (const name of styled) expect(css).toContain(`.${name}`);
  });

  test('when it is rendered in Arabic, then its heading is Arabic', async () => {
    const html = await renderFirstScreen('ar');
    expect(html).toContain(`<h1>${ar['home.title']}</h1>`);
    expect(html).not.toContain(`<h1>${en['home.title']}</h1>`);
  });

  test('when a family theme is kept in the browser, or a parent handed the device over, then the gateway is told to drop it', () => {
    expect(firstScreen.path).toBe('/child');
    expect(firstScreen.droppedWhen).toEqual([
      { storage: 'theme', lacks: '"color":"#3A86FF","textColor":"#FFFFFF"' },
      { storage: 'young-minds-session', holds: '"handedOverBy":"' },
    ]);
  });
});
