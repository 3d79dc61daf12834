/**
 * @jest-environment node
 */
// Node, as at build time (src/prerender/build-plugin.ts): no DOM.
import { renderHome } from './home';

describe('the home page rendered at build time', () => {
  test("when it is rendered, then it holds the hero, the header's links and the CSS that styles them", async () => {
    const html = await renderHome();
    expect(html.startsWith('<style data-prerendered>')).toBe(true);
    expect(html).toContain('<h1 id="hero-title"');
    expect(html).toContain('Platform for Young Minds');
    expect(html).toContain('href="/login"');
    expect(html).toContain('href="/subscription"');
    // The footer is there; its contact details come from the API in the browser (nothing is fetched here).
    expect(html).toContain('id="footer-contact"');
    expect(html).not.toContain('mailto:');
    // Every class in the markup has its rule in the page's own <style>.
    const css = html.slice(0, html.indexOf('</style>'));
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    const styled = classes.filter((name) => !name.startsWith('sc-') && name !== 'active');
    expect(styled.length).toBeGreaterThan(10);
    for (const name of styled) expect(css).toContain(`.${name}`);
    // No styled-components tags of its own: the browser's copy of the library would take them over.
    expect(html).not.toContain('data-styled="active"');
  });
});
