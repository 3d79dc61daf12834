/**
 * @jest-environment node
 */
// Node, as at build time (src/prerender/build-plugin.ts): no DOM.
import type { Blog } from '@young-minds/contracts';
import { allTextsAr as ar, allTextsEn as en } from '../screens/allTexts';
import { renderPage, staticPages } from './pages';

describe('the public pages rendered at build time', () => {
  test("when it is rendered, then it holds the hero, the header's links and the CSS that styles them", async () => {
    const html = await renderPage('/', 'en');
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

  const headings: Record<(typeof staticPages)[number]['name'], keyof typeof en> = {
    home: 'home.hero.title',
    login: 'login.title',
    register: 'register.title',
    subscription: 'plans.title',
    blog: 'blog.title',
    faqs: 'faqs.title',
    'about-islam': 'aboutIslam.title',
    contact: 'contact.title',
    'set-password': 'setPassword.title',
    unauthorized: 'unauthorized.title',
    privacy: 'privacy.title',
  };

  test.each(staticPages.map((page) => [page.path, page.name] as const))(
    'when %s is rendered in English and in Arabic, then each holds its heading in that language and its own CSS',
    async (path, name) => {
      const english = await renderPage(path, 'en');
      const arabic = await renderPage(path, 'ar');
      const id = headings[name];
      expect(english).toMatch(new RegExp(`<h1[^>]*>${escape(en[id])}</h1>`));
      expect(arabic).toMatch(new RegExp(`<h1[^>]*>${escape(ar[id])}</h1>`));
      expect(arabic).not.toContain(`>${en[id]}<`);
      // The header's links in the page's language.
      expect(english).toContain('href="/login"');
      expect(arabic).toContain(`>${ar['nav.logIn']}<`);
      for (const html of [english, arabic]) expect(html.startsWith('<style data-prerendered>')).toBe(true);
    },
  );

  test('when a blog post is rendered with its post, then the page shows the post itself, not its loading state', async () => {
    const html = await renderPage('/blog/bedtime-stories', 'ar', { blogPost: post });
    expect(html).toMatch(/<h1[^>]*>Bedtime stories<\/h1>/);
    expect(html).toContain('<p>First night: Yunus.</p><p>Second night: Musa &amp; the sea.</p>');
    expect(html).toContain('src="/media/blogs/banner.png"');
    expect(html).toContain(`>${ar['blogPost.back']}<`);
    expect(html).not.toContain(ar['blogPost.loading']);
  });

  test("when a blog post is rendered with another slug's post, then it is not shown (the loading state instead)", async () => {
    const html = await renderPage('/blog/another-post', 'en', { blogPost: post });
    expect(html).not.toContain('Bedtime stories');
    expect(html).toContain(en['blogPost.loading']);
  });

  test('when the blog list is rendered with its first page of posts, then it shows each post with its picture, not its loading state', async () => {
    const second = {
      ...post,
      id: 8,
      title: 'Ramadan nights',
      slug: 'ramadan-nights',
      banner_image: '/media/blogs/r.png',
    };
    const blogList = { data: [post, second], total: 2, page: 1, pageSize: 20 };
    for (const locale of ['en', 'ar'] as const) {
      const html = await renderPage('/blog', locale, { blogList });
      const messages = locale === 'en' ? en : ar;
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escape(messages['blog.title'])}</h1>`));
      expect(html).toMatch(/<h2[^>]*>Bedtime stories<\/h2>/);
      expect(html).toMatch(/<h2[^>]*>Ramadan nights<\/h2>/);
      expect(html).toContain('src="/media/blogs/banner.png"');
      expect(html).toContain('href="/blog/ramadan-nights"');
      expect(html).not.toContain(messages['blog.loading']);
    }
    // Without them (the build's static page), the loading state.
    expect(await renderPage('/blog', 'en')).toContain(en['blog.loading']);
  });

  test('when pages in two languages are rendered at once, then each is in its own language', async () => {
    const [english, arabic] = await Promise.all([renderPage('/faqs', 'en'), renderPage('/faqs', 'ar')]);
    expect(english).toContain(`>${en['faqs.title']}<`);
    expect(arabic).toContain(`>${ar['faqs.title']}<`);
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const post: Blog = {
  id: 7,
  title: 'Bedtime stories',
  slug: 'bedtime-stories',
  description: 'First night: Yunus.\n\nSecond night: Musa & the sea.',
  banner_image: '/media/blogs/banner.png',
  publish_date: '2026-11-20',
  category: 'Stories',
  author: 'Admin',
  is_published: true,
  created_at: '2026-11-20T08:00:00.000Z',
};
