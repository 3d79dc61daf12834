/**
 * @jest-environment node
 */
// Node, as at build time (packages/mf-shared `pluginPrerenderFirstScreen`): no DOM, no session, nothing fetched.
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { firstScreen, renderFirstScreen } from './first-screen';

describe("the admin's first screen rendered at build time", () => {
  test('when it is rendered in English, then it is the dashboard in its layout, its numbers loading, with its CSS', async () => {
    const html = await renderFirstScreen('en');
    expect(html.startsWith('<style data-prerendered>')).toBe(true);
    expect(html).toContain(`>${en['dashboard.title']}</h1>`);
    // The sidebar's links work before the area's scripts (plain links), the dashboard's marked as the current page.
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/admin/parents"');
    // The stat cards wait for their numbers, as the area's own first render does.
    expect(html).toContain('<dl aria-busy="true"');
    // Every class in the markup has its rule in the page's own <style>.
    const css = html.slice(0, html.indexOf('</style>'));
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
    const styled = classes.filter((name) => !name.startsWith('sc-') && name !== 'active');
    expect(styled.length).toBeGreaterThan(10);
    for (const name of styled) expect(css).toContain(`.${name}`);
  });

  test('when it is rendered in Arabic, then every text is Arabic and the language menu says so', async () => {
    const html = await renderFirstScreen('ar');
    expect(html).toContain(`>${ar['dashboard.title']}</h1>`);
    expect(html).not.toContain(`>${en['dashboard.title']}<`);
    expect(html).toMatch(/<option value="ar" lang="ar" selected="">/);
    // English after it again: one renderer writes both languages in turn.
    expect(await renderFirstScreen('en')).toMatch(/<option value="en" lang="en" selected="">/);
  });

  test('when an admin chose dark mode here, then the gateway is told to drop the light screen', () => {
    expect(firstScreen.path).toBe('/admin/dashboard');
    expect(firstScreen.droppedWhen).toEqual([{ storage: 'young-minds-admin-dark-mode', holds: '"dark":true' }]);
  });
});
