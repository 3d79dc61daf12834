import { screen, waitFor } from '@testing-library/react';
import { addMonths, blogEndpoints, todayIso } from '@young-minds/contracts';
import { errorHandlers, mockState } from '@young-minds/mocks';
import { currentPath, renderAdmin, setUpMockServer } from '../../testing';
import { extraBlog } from './testSupport';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('View Blog', () => {
  it('when the post is loading, then a spinner shows until it arrives', async () => {
    const pending = errorHandlers.pending('get', blogEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-blogs/view/3');
    expect(await screen.findByText('Loading the blog…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Table Manners from the Sunnah' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the blog…')).not.toBeInTheDocument();
  });

  it('when a published post loads, then it shows its date, category, author, banner, text and a link to its public page', async () => {
    renderAdmin('/admin/manage-blogs/view/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Table Manners from the Sunnah' })).toBeInTheDocument();
    expect(detail('Published')).toHaveTextContent('Jan 20, 2026');
    expect(detail('Category')).toHaveTextContent('Manners');
    expect(detail('Author')).toHaveTextContent('Young Minds Team');
    const banner = screen.getByRole('img', { name: 'Table Manners from the Sunnah' });
    expect(banner).toHaveAttribute('src', '/media/images/manners.jpg');
    expect(getComputedStyle(banner).maxHeight).toBe('300px');
    expect(screen.getByText(/Say Bismillah, eat with the right hand/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the public page' })).toHaveAttribute(
      'href',
      '/blog/table-manners-from-the-sunnah',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-blogs/edit/3');
    expect(screen.getByRole('link', { name: 'Back to blogs' })).toHaveAttribute('href', '/admin/blogs');
    expect(screen.queryByText('Draft')).not.toBeInTheDocument();
  });

  it('when the description has blank lines, then each part is its own paragraph', async () => {
    mockState.blogs.push(
      extraBlog(70, 'Eid Crafts', { description: 'First part.\n\nSecond part,\nstill second.\n\n\nThird part.' }),
    );
    renderAdmin('/admin/manage-blogs/view/70');
    const first = await screen.findByText('First part.');
    expect(first.tagName).toBe('P');
    expect(screen.getByText(/Second part,/).tagName).toBe('P');
    expect(screen.getByText('Third part.').tagName).toBe('P');
    expect(first.parentElement?.querySelectorAll('p')).toHaveLength(3);
  });

  it.each([
    ['a draft', 'Draft', { is_published: false }],
    ['a post dated in the future', 'Scheduled', { publish_date: addMonths(todayIso(), 1) }],
  ])('when %s is viewed, then it is marked %s and offers no public page', async (_case, badge, overrides) => {
    mockState.blogs.push(extraBlog(71, 'Hajj Stories', overrides));
    renderAdmin('/admin/manage-blogs/view/71');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hajj Stories' })).toBeInTheDocument();
    expect(screen.getByText(badge)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the public page' })).not.toBeInTheDocument();
  });

  it('when Open the public page is followed, then the public post opens at /blog/{slug}', async () => {
    const { user } = renderAdmin('/admin/manage-blogs/view/2');
    await user.click(await screen.findByRole('link', { name: 'Open the public page' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/blog/preparing-kids-for-ramadan');
  });

  it('when Edit is followed, then the edit form of this post opens', async () => {
    const { user } = renderAdmin('/admin/manage-blogs/view/2');
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Preparing Kids for Ramadan'));
    expect(currentPath()).toBe('/admin/manage-blogs/edit/2');
  });

  it("when the post does not exist, then the screen says 'Blog post not found' with a way back", async () => {
    renderAdmin('/admin/manage-blogs/view/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Blog post not found$/);
    expect(screen.getByRole('link', { name: 'Back to blogs' })).toHaveAttribute('href', '/admin/blogs');
  });

  it("when the post cannot be loaded, then the server's message shows", async () => {
    server.use(
      errorHandlers.status('get', blogEndpoints.get, 503, 'The database is unavailable. Please try again shortly.'),
    );
    renderAdmin('/admin/manage-blogs/view/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database is unavailable. Please try again shortly.',
    );
    expect(screen.queryByText('Loading the blog…')).not.toBeInTheDocument();
  });
});
