// The list kit (ResourceList: useResourceList / usePagedList, the table's status rows, Pagination, the confirm
// dialog of useDeleteFlow) is what every admin list screen is made of. Its behaviour is tested once, here,
// through Manage Blogs; each screen's own test keeps what is its own (columns, words, links, filters, which
// call its Delete makes and what its failure says).
import { screen, waitFor, within } from '@testing-library/react';
import { blogEndpoints } from '@young-minds/contracts';
import { errorHandlers, mockState } from '@young-minds/mocks';
import { cellTexts, renderAdmin, setUpMockServer } from '../testing';
import { blogRows as dataRows, extraBlog, rowOf } from '../screens/Blogs/testSupport';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

describe('the admin list kit, on Manage Blogs', () => {
  it('when the list is loading, then a spinner row shows until the posts arrive', async () => {
    const pending = errorHandlers.pending('get', blogEndpoints.list);
    server.use(pending.handler);
    renderAdmin('/admin/blogs');
    expect(await screen.findByText('Loading blogs…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('cell', { name: 'Preparing Kids for Ramadan' })).toBeInTheDocument();
    expect(screen.queryByText('Loading blogs…')).not.toBeInTheDocument();
  });

  it('when the list fails to load, then the loading ends and the failure shows in the table', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      errorHandlers.status('get', blogEndpoints.list, 503, 'The database is unavailable. Please try again shortly.'),
    );
    renderAdmin('/admin/blogs');
    expect(await within(await screen.findByRole('region', { name: 'Blogs' })).findByRole('alert')).toHaveTextContent(
      'The database is unavailable. Please try again shortly.',
    );
    expect(screen.queryByText('Loading blogs…')).not.toBeInTheDocument();
    expect(screen.queryByText('No blogs found.')).not.toBeInTheDocument();
  });

  it('when a title is searched, then the server answers only the matching posts', async () => {
    const { user } = renderAdmin('/admin/blogs');
    await screen.findByRole('cell', { name: 'Preparing Kids for Ramadan' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'ramadan');
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Table Manners from the Sunnah' })).not.toBeInTheDocument(),
    );
    expect((await dataRows()).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Preparing Kids for Ramadan',
    ]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by title' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'no such post');
    expect(await screen.findByRole('cell', { name: 'No blogs found.' })).toBeInTheDocument();
  });

  it('when there are more than ten posts, then they come ten a page, numbered on across pages', async () => {
    for (let n = 1; n <= 10; n += 1)
      mockState.blogs.push(
        extraBlog(100 + n, `Weekly Note ${n}`, { publish_date: `2026-03-${String(n).padStart(2, '0')}` }),
      );
    const { user } = renderAdmin('/admin/blogs');
    expect(await screen.findByText('Page 1 of 2 · 13 blogs')).toBeInTheDocument();
    const firstPage = await dataRows();
    expect(firstPage).toHaveLength(10);
    expect(within(firstPage[0]!).getAllByRole('cell')[1]).toHaveTextContent('Weekly Note 10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2 · 13 blogs')).toBeInTheDocument();
    const secondPage = await dataRows();
    expect(cellTexts(secondPage, 2)).toEqual([
      ['11', 'Table Manners from the Sunnah'],
      ['12', 'Preparing Kids for Ramadan'],
      ['13', 'Teaching Kindness to Neighbours'],
    ]);
  });

  it('when Delete is cancelled, then nothing is deleted', async () => {
    const { user } = renderAdmin('/admin/blogs');
    await screen.findByRole('cell', { name: 'Preparing Kids for Ramadan' });
    await user.click(within(rowOf('Preparing Kids for Ramadan')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockState.blogs).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Preparing Kids for Ramadan' })).toBeInTheDocument();
  });

  it('when the delete is under way, then the dialog buttons are disabled until the server answers', async () => {
    const pending = errorHandlers.pending('delete', blogEndpoints.remove);
    server.use(pending.handler);
    const { user } = renderAdmin('/admin/blogs');
    await screen.findByRole('cell', { name: 'Preparing Kids for Ramadan' });
    await user.click(within(rowOf('Preparing Kids for Ramadan')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Blog deleted successfully.')).toBeInTheDocument();
  });

  it("when the delete fails, then a danger notice shows the server's message and the row stays", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('delete', blogEndpoints.remove, 404, 'Blog post not found.'));
    const { user } = renderAdmin('/admin/blogs');
    await screen.findByRole('cell', { name: 'Preparing Kids for Ramadan' });
    await user.click(within(rowOf('Preparing Kids for Ramadan')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByText('Blog post not found.')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'Preparing Kids for Ramadan' })).toBeInTheDocument();
    expect(mockState.blogs).toHaveLength(3);
  });
});
