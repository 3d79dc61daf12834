import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { addMonths, blogEndpoints, todayIso } from '@young-minds/contracts';
import { mockState } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';
import { blogRows as dataRows, blogTable as table, extraBlog, rowOf } from './testSupport';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

describe('Manage Blogs', () => {
  it("when the posts load, then the spec's columns show each post, newest first, with View and Edit links", async () => {
    renderAdmin('/admin/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'Title', 'Category', 'Author', 'Published Date', 'Actions']);
    const rows = await dataRows();
    expect(cellTexts(rows, 5)).toEqual([
      ['1', 'Table Manners from the Sunnah', 'Manners', 'Young Minds Team', 'Jan 20, 2026'],
      ['2', 'Preparing Kids for Ramadan', 'Ramadan', 'Young Minds Team', 'Jan 13, 2026'],
      ['3', 'Teaching Kindness to Neighbours', 'Manners', 'Young Minds Team', 'Jan 6, 2026'],
    ]);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/admin/manage-blogs/view/3');
    expect(first.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-blogs/edit/3');
    expect(first.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Add Blog' })).toHaveAttribute('href', '/admin/manage-blogs/add');
  });

  it("when there are drafts and future posts, then the admin list shows them with a 'Draft' or 'Scheduled' badge", async () => {
    const requested: string[] = [];
    server.use(
      http.get(`*${blogEndpoints.list.path}`, ({ request }) => {
        requested.push(new URL(request.url).search);
      }),
    );
    mockState.blogs.push(
      extraBlog(50, 'Eid Crafts', { is_published: false }),
      extraBlog(51, 'Hajj Stories', { publish_date: addMonths(todayIso(), 1) }),
      extraBlog(52, 'Unfinished Future Idea', { is_published: false, publish_date: addMonths(todayIso(), 2) }),
    );
    renderAdmin('/admin/blogs');
    expect(await screen.findByRole('cell', { name: 'Hajj Stories Scheduled' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Eid Crafts Draft' })).toBeInTheDocument();
    // A draft stays a draft whatever its date.
    expect(screen.getByRole('cell', { name: 'Unfinished Future Idea Draft' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Table Manners from the Sunnah' })).toBeInTheDocument();
    expect(requested[0]).toContain('all=1');
  });

  it("when there are no posts, then the table reads 'No blogs found.'", async () => {
    mockState.blogs = [];
    renderAdmin('/admin/blogs');
    expect(await screen.findByRole('cell', { name: 'No blogs found.' })).toBeInTheDocument();
  });

  it('when Delete is confirmed, then the server deletes the post, the notice says so and the row is gone after the reload', async () => {
    const { user } = renderAdmin('/admin/blogs');
    await screen.findByRole('cell', { name: 'Preparing Kids for Ramadan' });
    await user.click(within(rowOf('Preparing Kids for Ramadan')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this blog?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByText('Blog deleted successfully.')).closest('[role="status"]')).not.toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Preparing Kids for Ramadan' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockState.blogs.map((blog) => blog.id)).toEqual([3, 1]);
    expect(await dataRows()).toHaveLength(2);
  });

  it('when /admin/manage-blogs is opened, then it shows the blog list at /admin/blogs', async () => {
    renderAdmin('/admin/manage-blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/blogs');
  });
});
