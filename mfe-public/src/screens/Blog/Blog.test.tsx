import { screen, within } from '@testing-library/react';
import { blogs } from '@young-minds/mocks';
import { renderAt, setUpMockServer } from '../testing';

const server = setUpMockServer();

describe('Blog, on the page the gateway rendered with its first page of posts', () => {
  const sent: string[] = [];
  beforeAll(() => {
    // As the gateway sends /blog (services/gateway/src/prerendered.ts): the answer of the screen's own call beside #root.
    const listed = { data: blogs.slice(0, 2), total: 2, page: 1, pageSize: 20 };
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="ym-prerendered-data">${JSON.stringify({ blogList: listed })}</script>`,
    );
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/blogs') sent.push(request.url);
    });
  });
  afterAll(() => document.getElementById('ym-prerendered-data')?.remove());

  it('when the screen first renders, then it shows those posts at once without asking for them; a later visit asks', async () => {
    const first = renderAt('/blog');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 2, name: blogs[0]!.title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    // The list that came with the page is shown once: the next visit in this tab reads the posts as they are then.
    renderAt('/blog');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(blogs.length);
    expect(sent).toHaveLength(1);
  });
});
