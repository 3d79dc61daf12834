import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { blogEndpoints, todayIso } from '@young-minds/contracts';
import { blogs, errorHandlers, mockState } from '@young-minds/mocks';
import { currentPath, renderAdmin, setUpMockServer } from '../../testing';
import { abortLikeABrowser, bannerPng, extraBlog, fileOf, holdCall } from './testSupport';

const server = setUpMockServer();
// Console silencers and the abort stand-in are per test.
afterEach(() => jest.restoreAllMocks());

/** The blog writes the screen sends, with their multipart text fields (the mock answers them as usual). */
function recordWrites(): Array<{ call: string; fields: Record<string, string>; banner: boolean }> {
  const calls: Array<{ call: string; fields: Record<string, string>; banner: boolean }> = [];
  const record = async ({ request }: { request: Request }) => {
    const form = await request.clone().formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
    calls.push({
      call: `${request.method} ${new URL(request.url).pathname}`,
      fields,
      banner: form.has('banner_image'),
    });
  };
  server.use(http.post(`*${blogEndpoints.create.path}`, record), http.put(`*${blogEndpoints.update.path}`, record));
  return calls;
}

const button = (name: string) => screen.getByRole('button', { name });
const noticeWith = async (text: string, role: 'status' | 'alert') =>
  expect((await screen.findByText(text)).closest(`[role="${role}"]`)).not.toBeNull();

async function openAdd() {
  const utils = renderAdmin('/admin/manage-blogs/add');
  await screen.findByRole('heading', { level: 1, name: 'Add Blog' });
  return utils;
}

async function fillAdd(user: UserEvent, banner: File = bannerPng()) {
  await user.type(screen.getByLabelText('Title'), 'Ramadan with Children!');
  await user.type(screen.getByLabelText('Category'), 'Family');
  await user.type(screen.getByLabelText('Description'), 'Ideas for the holy month.');
  await user.upload(screen.getByLabelText('Banner Image'), banner);
}

describe('Add Blog', () => {
  it('when the screen opens, then it offers every field, today as the publish date and Published ticked', async () => {
    await openAdd();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Title')).toBeRequired();
    expect(screen.getByLabelText('Category')).not.toBeRequired();
    expect(screen.getByLabelText('Author')).toHaveAccessibleDescription('Optional. Left blank, your name is used.');
    expect(screen.getByLabelText('Publish Date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Publish Date')).toHaveValue(todayIso());
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Banner Image')).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Banner Image')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    expect(button('Create Blog')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to blogs' })).toHaveAttribute('href', '/admin/blogs');
  });

  it('when a title is typed, then the hint under it shows the public address the post will have', async () => {
    const { user } = await openAdd();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('The public address is made from the title.');
    await user.type(screen.getByLabelText('Title'), 'The Prophet’s Hijra: Makkah to Madinah');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Public address: /blog/the-prophets-hijra-makkah-to-madinah',
    );
  });

  it('when it is submitted empty, then each required field says what is missing and nothing is sent', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await user.clear(screen.getByLabelText('Publish Date'));
    await user.click(button('Create Blog'));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Publish Date')).toHaveAccessibleDescription('Publish date is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText('Banner Image')).toHaveAccessibleDescription('Please upload a banner image.');
    expect(screen.getByLabelText('Category')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('when the banner is not an image, then the form says so and nothing is sent', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user);
    // fireEvent: user-event would silently drop a file that the input's accept list excludes.
    fireEvent.change(screen.getByLabelText('Banner Image'), {
      target: { files: [fileOf('notes.txt', 'text', 'text/plain')] },
    });
    await user.click(button('Create Blog'));
    expect(screen.getByLabelText('Banner Image')).toHaveAccessibleDescription(
      'The banner image must be an image (JPEG, PNG, GIF or WebP).',
    );
    expect(screen.getByLabelText('Banner Image')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it("when a complete form is sent, then the server stores the post and the list says 'Blog created successfully!'", async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(button('Create Blog'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/blogs');
    await noticeWith('Blog created successfully!', 'status');
    expect(await screen.findByRole('row', { name: /Ramadan with Children!/ })).toHaveTextContent('FamilyAdmin');
    expect(writes).toEqual([
      {
        call: 'POST /api/blogs',
        fields: {
          title: 'Ramadan with Children!',
          description: 'Ideas for the holy month.',
          publish_date: todayIso(),
          category: 'Family',
          author: '',
          is_published: 'true',
        },
        banner: true,
      },
    ]);
    const stored = mockState.blogs.find((blog) => blog.title === 'Ramadan with Children!');
    // The server fills in the admin's name for a blank author.
    expect(stored).toMatchObject({
      slug: 'ramadan-with-children',
      category: 'Family',
      author: 'Admin',
      publish_date: todayIso(),
      is_published: true,
    });
    expect(stored?.banner_image).toMatch(/^\/media\/images\/mock-upload-\d+\.png$/);
  });

  it("when Published is unticked and an author given, then the post is stored as that author's draft and listed as 'Draft'", async () => {
    const { user } = await openAdd();
    await fillAdd(user);
    await user.type(screen.getByLabelText('Author'), 'Maryam');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(button('Create Blog'));
    expect(await screen.findByRole('cell', { name: 'Ramadan with Children! Draft' })).toBeInTheDocument();
    expect(mockState.blogs.find((blog) => blog.title === 'Ramadan with Children!')).toMatchObject({
      author: 'Maryam',
      is_published: false,
    });
  });

  it("when the upload is under way, then the button reads 'Creating...', the progress bar shows, and Cancel stops it", async () => {
    const held = holdCall(server, 'post', blogEndpoints.create.path, () =>
      HttpResponse.json({ message: 'late' }, { status: 201 }),
    );
    const abort = abortLikeABrowser();
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(button('Create Blog'));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(button('Creating...')).toBeDisabled();
    await user.click(button('Cancel upload'));
    expect(abort).toHaveBeenCalledTimes(1);
    await noticeWith('Upload cancelled.', 'status');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(button('Create Blog')).toBeEnabled();
    expect(currentPath()).toBe('/admin/manage-blogs/add');
    expect(mockState.blogs).toHaveLength(3);
    held.release();
  });

  it("when the server refuses the banner by its content, then the alert reads 'Failed to create blog' with the server's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openAdd();
    await fillAdd(user, fileOf('banner.png', 'not really a picture', 'image/png'));
    await user.click(button('Create Blog'));
    await noticeWith('Failed to create blog: The banner image must be an image (JPEG, PNG, GIF or WebP).', 'alert');
    expect(button('Create Blog')).toBeEnabled();
    expect(mockState.blogs).toHaveLength(3);
  });

  it("when the server cannot be reached, then the alert still starts with 'Failed to create blog'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.networkError('post', blogEndpoints.create));
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(button('Create Blog'));
    await noticeWith('Failed to create blog: Network error', 'alert');
  });
});

describe('Edit Blog', () => {
  async function openEdit(id = 2, title = 'Preparing Kids for Ramadan') {
    const utils = renderAdmin(`/admin/manage-blogs/edit/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Blog' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue(title));
    return utils;
  }

  it('when the post is loading, then a spinner shows until it arrives', async () => {
    const pending = errorHandlers.pending('get', blogEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-blogs/edit/2');
    expect(await screen.findByText('Loading the blog…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByDisplayValue('Preparing Kids for Ramadan')).toBeInTheDocument();
    expect(screen.queryByText('Loading the blog…')).not.toBeInTheDocument();
  });

  it('when the post loads, then the form holds its values, shows the current banner and needs no new one', async () => {
    await openEdit();
    expect(screen.getByLabelText('Category')).toHaveValue('Ramadan');
    expect(screen.getByLabelText('Author')).toHaveValue('Young Minds Team');
    expect(screen.getByLabelText('Author')).toHaveAccessibleDescription(
      'Optional. Left blank, the post keeps its author.',
    );
    expect(screen.getByLabelText('Publish Date')).toHaveValue('2026-01-13');
    expect(screen.getByLabelText('Description')).toHaveValue(blogs[1]!.description);
    expect(screen.getByRole('checkbox', { name: 'Published' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Current banner' })).toHaveAttribute('src', '/media/images/ramadan.jpg');
    expect(screen.getByLabelText('Banner Image')).not.toBeRequired();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Public address: /blog/preparing-kids-for-ramadan',
    );
    expect(button('Save Changes')).toBeEnabled();
  });

  it('when a draft is edited, then it loads (admins read drafts) with Published unticked', async () => {
    mockState.blogs.push(extraBlog(60, 'Eid Crafts', { is_published: false }));
    await openEdit(60, 'Eid Crafts');
    expect(screen.getByRole('checkbox', { name: 'Published' })).not.toBeChecked();
  });

  it("when changes are saved without a new banner, then the server updates the post, keeps its banner, and the list says 'Blog updated successfully!'", async () => {
    const writes = recordWrites();
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Category'));
    await user.type(screen.getByLabelText('Category'), 'Family');
    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(button('Save Changes'));

    await noticeWith('Blog updated successfully!', 'status');
    expect(currentPath()).toBe('/admin/blogs');
    expect(writes).toEqual([
      {
        call: 'PUT /api/blogs/2',
        fields: {
          title: 'Preparing Kids for Ramadan',
          description: blogs[1]!.description,
          publish_date: '2026-01-13',
          category: 'Family',
          author: 'Young Minds Team',
          is_published: 'false',
        },
        banner: false,
      },
    ]);
    expect(mockState.blogs.find((blog) => blog.id === 2)).toMatchObject({
      category: 'Family',
      is_published: false,
      banner_image: '/media/images/ramadan.jpg',
    });
    expect(await screen.findByRole('cell', { name: 'Preparing Kids for Ramadan Draft' })).toBeInTheDocument();
  });

  it('when the title changes, then the hint shows the new address and the server gives the post that slug', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Getting Ready for Ramadan');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Public address: /blog/getting-ready-for-ramadan',
    );
    await user.click(button('Save Changes'));
    await noticeWith('Blog updated successfully!', 'status');
    expect(mockState.blogs.find((blog) => blog.id === 2)).toMatchObject({
      title: 'Getting Ready for Ramadan',
      slug: 'getting-ready-for-ramadan',
    });
  });

  it('when a new banner is chosen, then it replaces the stored one', async () => {
    const { user } = await openEdit();
    await user.upload(screen.getByLabelText('Banner Image'), bannerPng());
    await user.click(button('Save Changes'));
    await noticeWith('Blog updated successfully!', 'status');
    expect(mockState.blogs.find((blog) => blog.id === 2)?.banner_image).toMatch(
      /^\/media\/images\/mock-upload-\d+\.png$/,
    );
  });

  it("when the save is under way, then the button reads 'Saving...' and is disabled, with the progress bar", async () => {
    const pending = errorHandlers.pending('put', blogEndpoints.update);
    server.use(pending.handler);
    const { user } = await openEdit();
    await user.click(button('Save Changes'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    pending.release();
    await noticeWith('Blog updated successfully!', 'status');
  });

  it('when the title and description are cleared, then the form asks for them and no banner is required', async () => {
    const writes = recordWrites();
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Title'));
    await user.clear(screen.getByLabelText('Description'));
    await user.click(button('Save Changes'));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText('Banner Image')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it("when the server refuses the save, then the alert reads 'Failed to update blog' with the server's message", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('put', blogEndpoints.update, 400, 'Publish date is not a valid date.'));
    const { user } = await openEdit();
    await user.click(button('Save Changes'));
    await noticeWith('Failed to update blog: Publish date is not a valid date.', 'alert');
    expect(button('Save Changes')).toBeEnabled();
    expect(currentPath()).toBe('/admin/manage-blogs/edit/2');
  });

  it("when the post does not exist, then the screen says 'Blog post not found' with a way back", async () => {
    renderAdmin('/admin/manage-blogs/edit/999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Blog post not found$/);
    expect(screen.getByRole('link', { name: 'Back to blogs' })).toHaveAttribute('href', '/admin/blogs');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('when Back to blogs is followed, then the list opens', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByRole('link', { name: 'Back to blogs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Blogs' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Blogs' })).findByRole('cell', {
        name: 'Preparing Kids for Ramadan',
      }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/blogs');
  });
});
