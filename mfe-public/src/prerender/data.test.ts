import type { Blog } from '@young-minds/contracts';

const post: Blog = {
  id: 7,
  title: 'Bedtime stories',
  slug: 'bedtime-stories',
  description: 'First night.',
  banner_image: '/media/blogs/banner.png',
  publish_date: '2026-11-20',
  category: null,
  author: 'Admin',
  is_published: true,
  created_at: '2026-11-20T08:00:00.000Z',
};

/** The page as the gateway sent it: the data beside #root. The module reads it once, so each test loads it afresh. */
function pageWith(text: string): typeof import('./data') {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="ym-prerendered-data">${text}</script>`;
  let data: typeof import('./data') | undefined;
  jest.isolateModules(() => {
    data = jest.requireActual<typeof import('./data')>('./data');
  });
  return data!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the data a blog post was rendered with', () => {
  test('when the page came with its post, then the screen starts with it for that slug and no other', () => {
    const data = pageWith(JSON.stringify({ blogPost: post }));
    expect(data.prerenderedBlogPost('bedtime-stories')).toEqual(post);
    expect(data.prerenderedBlogPost('another-post')).toBeUndefined();
  });

  test.each([
    ['not JSON', '{"blogPost":'],
    ['a post that breaks the contract', JSON.stringify({ blogPost: { ...post, id: 'seven' } })],
    ['no post', '{}'],
  ])('when the data is %s, then nothing is taken from it', (_case, text) => {
    expect(pageWith(text).prerenderedBlogPost('bedtime-stories')).toBeUndefined();
  });
});

describe('the first page of posts the blog list was rendered with', () => {
  const listed = { data: [post], total: 1, page: 1, pageSize: 20 };

  test('when the page came with it, then the Blog screen starts with it, until it has shown it once', () => {
    const data = pageWith(JSON.stringify({ blogList: listed }));
    expect(data.prerenderedBlogList()).toEqual(listed);
    expect(data.prerenderedBlogPost('bedtime-stories')).toBeUndefined();
    data.blogListUsed();
    expect(data.prerenderedBlogList()).toBeUndefined();
  });

  test('when the list breaks the contract, then nothing is taken from it', () => {
    const broken = { ...listed, data: [{ ...post, slug: 7 }] };
    expect(pageWith(JSON.stringify({ blogList: broken })).prerenderedBlogList()).toBeUndefined();
  });
});
