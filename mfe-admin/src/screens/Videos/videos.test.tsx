// The video screens are the media kit's (shared/MediaKindScreens.tsx) made from screens/Videos/videos.tsx: this
// suite proves the description: its fields and their words, its columns, its player and what the server stores.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryEndpoints, videoEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { formatDate } from '../../shared';
import {
  abortFiresEvent,
  choicesOf,
  currentPath,
  fileHeads,
  mockCategoryChoices,
  openMediaForm,
  renderAdmin,
  setUpMockServer,
  shownDetails,
  silenceExpectedErrorLog,
  testFile,
} from '../../testing';

const server = setUpMockServer();

afterEach(() => jest.restoreAllMocks());

type User = ReturnType<typeof renderAdmin>['user'];

async function openAdd() {
  const utils = await openMediaForm('/admin/manage-videos/add');
  expect(screen.getByRole('heading', { level: 1, name: 'Add New Video' })).toBeInTheDocument();
  return utils;
}

async function fillAll(user: User, overrides: { thumbnail?: File; video?: File } = {}) {
  await user.type(screen.getByLabelText('Title'), 'Hijra Journey');
  await user.type(screen.getByLabelText('Description'), 'From Makkah to Madinah.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Prophets');
  await user.upload(
    screen.getByLabelText('Thumbnail'),
    overrides.thumbnail ?? testFile('hijra.jpg', 'image/jpeg', fileHeads.jpeg),
  );
  await user.upload(
    screen.getByLabelText('Video File'),
    overrides.video ?? testFile('hijra.webm', 'video/webm', fileHeads.webm),
  );
}

describe('Add New Video', () => {
  it('when the form opens, then it has the labelled fields, the categories from the server and Upload Video', async () => {
    await openAdd();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(choicesOf(screen.getByLabelText('Category'))).toEqual(mockCategoryChoices);
    // Who the video is for: all ages and not marked music-free until the admin says otherwise.
    const ageGroup = screen.getByLabelText('Age group');
    expect(
      within(ageGroup)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All ages', '3–5', '6–8', '9–12']);
    expect(ageGroup).toHaveValue('all');
    expect(screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' })).not.toBeChecked();
    expect(screen.getByLabelText('Thumbnail')).toHaveAttribute('accept', 'image/*');
    expect(
      within(screen.getByLabelText('Video Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Single', 'Series']);
    expect(screen.getByLabelText('Video File')).toHaveAttribute('accept', 'video/*');
    expect(screen.getByLabelText('Video File')).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
  });

  it('when the categories cannot be fetched, then it says Failed to fetch categories', async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('get', categoryEndpoints.list, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-videos/add');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch categories: The content service is unavailable.',
    );
  });

  it('when nothing is filled in, then every required field says what is missing and nothing is sent', async () => {
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Please choose a category.');
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription('Please upload a thumbnail image.');
    expect(screen.getByLabelText('Video File')).toHaveAccessibleDescription('Please upload a video file.');
    // Focus goes to the first field to fix.
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(adminMockState.videos).toHaveLength(3);
    expect(currentPath()).toBe('/admin/manage-videos/add');
  });

  it('when only blanks are typed as the title, then it counts as missing', async () => {
    const { user } = await openAdd();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(adminMockState.videos).toHaveLength(3);
  });

  it('when the files are of the wrong kind, then the thumbnail asks for an image and the video file for a video', async () => {
    await openAdd();
    // Files picked past the accept filter (the file dialog's "All files" choice).
    const relaxed = userEvent.setup({ applyAccept: false });
    await fillAll(relaxed, {
      thumbnail: testFile('notes.pdf', 'application/pdf'),
      video: testFile('cover.png', 'image/png'),
    });
    await relaxed.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(
      'Thumbnail must be an image (JPEG, PNG, GIF or WebP).',
    );
    expect(screen.getByLabelText('Video File')).toHaveAccessibleDescription(
      'Video file must be a video (WebM, MP4, Ogg or QuickTime).',
    );
    expect(adminMockState.videos).toHaveLength(3);
  });

  it('when Series is chosen, then the video file takes several files and submitting is refused with the spec sentence', async () => {
    const { user } = await openAdd();
    await fillAll(user);
    await user.selectOptions(screen.getByLabelText('Video Type'), 'Series');
    expect(screen.getByLabelText('Video File')).toHaveAttribute('multiple');
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Series upload is not yet supported.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(adminMockState.videos).toHaveLength(3);
  });

  it('when the upload is on its way, then the progress bar and Cancel upload show and the button reads Uploading...', async () => {
    const pending = errorHandlers.pending('post', videoEndpoints.upload);
    server.use(pending.handler);
    const { user } = await openAdd();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    pending.release();
    await waitFor(() => expect(currentPath()).toBe('/admin/videos'));
  });

  it('when the upload succeeds, then the list opens with Video uploaded successfully! and the new video', async () => {
    const { user } = await openAdd();
    await fillAll(user);
    await user.selectOptions(screen.getByLabelText('Age group'), '3–5');
    await user.click(screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' }));
    expect(screen.getByLabelText('Content language')).toHaveValue('en');
    await user.selectOptions(screen.getByLabelText('Content language'), 'Arabic');
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Videos' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/videos');
    expect((await screen.findByText('Video uploaded successfully!')).closest('[role="status"]')).toBeInTheDocument();
    expect(await screen.findByText('Hijra Journey', { selector: 'td' })).toBeInTheDocument();
    const created = adminMockState.videos.find((video) => video.title === 'Hijra Journey');
    expect(created).toMatchObject({
      description: 'From Makkah to Madinah.',
      category: 'Prophets',
      category_id: 2,
      age_band: '3-5',
      music_free: true,
      language: 'ar',
    });
    // Both files arrived as files (the mock names them by their type).
    expect(created?.thumbnail_url).toMatch(/^\/media\/images\/.+\.jpg$/);
    expect(created?.video_url).toMatch(/^\/media\/videos\/.+\.webm$/);
  });

  it('when WebVTT captions are chosen, then they travel with the video and the video keeps them', async () => {
    const { user } = await openAdd();
    await fillAll(user);
    const captions = screen.getByLabelText('Captions (WebVTT)');
    expect(captions).toHaveAttribute('accept', '.vtt,text/vtt');
    expect(captions).not.toBeRequired();
    expect(captions).toHaveAccessibleDescription('Optional: a WebVTT file (.vtt) that the player shows as captions.');
    await user.upload(captions, testFile('hijra.en.vtt', 'text/vtt', 'WEBVTT\n\n00:00.000 --> 00:02.000\nBismillah\n'));
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('Video uploaded successfully!')).toBeInTheDocument();
    const created = adminMockState.videos.find((video) => video.title === 'Hijra Journey');
    expect(created?.captions_url).toMatch(/^\/media\/captions\/.+\.vtt$/);
  });

  it('when the captions are not a .vtt file, then the field says what it must be and nothing is sent', async () => {
    await openAdd();
    const relaxed = userEvent.setup({ applyAccept: false });
    await fillAll(relaxed);
    await relaxed.upload(screen.getByLabelText('Captions (WebVTT)'), testFile('hijra.srt', 'application/x-subrip'));
    await relaxed.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByLabelText('Captions (WebVTT)')).toHaveAccessibleDescription(
      "Captions must be a WebVTT captions file (a .vtt text file that starts with 'WEBVTT').",
    );
    expect(adminMockState.videos).toHaveLength(3);
  });

  it('when a file named .vtt is no WebVTT, then the server refuses it and the form says why', async () => {
    silenceExpectedErrorLog();
    const { user } = await openAdd();
    await fillAll(user);
    await user.upload(
      screen.getByLabelText('Captions (WebVTT)'),
      testFile('hijra.vtt', 'text/vtt', '1\n00:00:00,000 --> 00:00:02,000\nHi\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Failed to upload video. Captions must be a WebVTT captions file (a .vtt text file that starts with 'WEBVTT').",
    );
    expect(adminMockState.videos).toHaveLength(3);
  });

  it('when Cancel upload is pressed, then the upload stops, it says Upload cancelled. and the form keeps its values', async () => {
    const abort = abortFiresEvent();
    const pending = errorHandlers.pending('post', videoEndpoints.upload);
    server.use(pending.handler);
    const { user } = await openAdd();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(abort).toHaveBeenCalled();
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Hijra Journey');
    expect(screen.getByLabelText('Description')).toHaveValue('From Makkah to Madinah.');
    expect(screen.getByLabelText('Category')).toHaveValue('2');
    expect(screen.getByLabelText<HTMLInputElement>('Thumbnail').files?.[0]?.name).toBe('hijra.jpg');
    expect(currentPath()).toBe('/admin/manage-videos/add');
  });

  it('when the server refuses the upload, then it says Failed to upload video. followed by the server message', async () => {
    silenceExpectedErrorLog();
    const { user } = await openAdd();
    await fillAll(user);
    // The service reads the file's first bytes: a file named .webm may still be refused.
    server.use(
      errorHandlers.status(
        'post',
        videoEndpoints.upload,
        415,
        'Video file must be a video (WebM, MP4, Ogg or QuickTime).',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload video. Video file must be a video (WebM, MP4, Ogg or QuickTime).',
    );
    expect(screen.getByRole('button', { name: 'Upload Video' })).toBeEnabled();
    expect(adminMockState.videos).toHaveLength(3);
  });
});

/** Video 2 ('Learning Wudu Step by Step', Salah) once its form is filled in. */
async function openEdit(id = 2) {
  const utils = renderAdmin(`/admin/manage-videos/edit/${id}`);
  await screen.findByDisplayValue('Learning Wudu Step by Step');
  await screen.findByRole('option', { name: 'Prophets' });
  return utils;
}

const video2 = () => adminMockState.videos.find((video) => video.id === 2)!;

describe('Edit Video', () => {
  it('when the video is loading, then a spinner shows; then its fields are filled in and the files are optional', async () => {
    renderAdmin('/admin/manage-videos/edit/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Video' })).toBeInTheDocument();
    expect(screen.getByText('Loading the video…')).toBeInTheDocument();
    expect(await screen.findByLabelText('Title')).toHaveValue('Learning Wudu Step by Step');
    expect(screen.queryByText('Loading the video…')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue(
      'Follow along as Yusuf learns each step of wudu before salah.',
    );
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('5'));
    expect(screen.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
      'src',
      '/media/images/demo-wudu.jpg',
    );
    expect(screen.getByLabelText('Thumbnail')).toHaveAccessibleDescription(
      'Leave empty to keep the current thumbnail.',
    );
    expect(screen.getByLabelText('Video File')).toHaveAccessibleDescription('Leave empty to keep the current video.');
    expect(screen.queryByLabelText('Video Type')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/videos');
  });

  it('when the video does not exist, then it says Video not found. with a way back to the list', async () => {
    renderAdmin('/admin/manage-videos/edit/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Video not found.');
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/admin/videos');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('when a required field is emptied, then it says so and nothing is sent', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Title'));
    await user.clear(screen.getByLabelText('Description'));
    await user.selectOptions(screen.getByLabelText('Category'), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Please choose a category.');
    expect(video2().title).toBe('Learning Wudu Step by Step');
  });

  it('when the changes are saved, then the server stores them and the list says Video updated successfully!', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Wudu for Beginners');
    await user.selectOptions(screen.getByLabelText('Category'), 'Prophets');
    // The stored flags load (all ages, music-free) and save as changed.
    expect(screen.getByLabelText('Age group')).toHaveValue('all');
    const musicFree = screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' });
    expect(musicFree).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Age group'), '6–8');
    await user.click(musicFree);
    // The stored language loads (Arabic and English) and saves as changed.
    expect(screen.getByLabelText('Content language')).toHaveValue('both');
    await user.selectOptions(screen.getByLabelText('Content language'), 'Arabic');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/videos');
    expect(await screen.findByText('Wudu for Beginners', { selector: 'td' })).toBeInTheDocument();
    expect(video2()).toMatchObject({
      title: 'Wudu for Beginners',
      category: 'Prophets',
      category_id: 2,
      age_band: '6-8',
      music_free: false,
      language: 'ar',
      thumbnail_url: '/media/images/demo-wudu.jpg',
    });
  });

  it('when only text is saved, then the button reads Saving... and no upload bar shows', async () => {
    const pending = errorHandlers.pending('put', videoEndpoints.update);
    server.use(pending.handler);
    const { user } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    pending.release();
    await waitFor(() => expect(currentPath()).toBe('/admin/videos'));
  });

  it('when a new thumbnail is sent, then the upload bar shows, and the new thumbnail replaces the old one', async () => {
    const pending = errorHandlers.pending('put', videoEndpoints.update);
    server.use(pending.handler);
    const { user } = await openEdit();
    await user.upload(screen.getByLabelText('Thumbnail'), testFile('new-cover.png', 'image/png', fileHeads.png));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    pending.release();
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(video2().thumbnail_url).toMatch(/^\/media\/images\/.+\.png$/);
    expect(video2().video_url).toBe('/media/videos/demo-wudu.webm');
  });

  it('when the video has captions, then the field says they stay unless replaced; a new .vtt replaces them', async () => {
    const { user } = await openEdit();
    const captions = screen.getByLabelText('Captions (WebVTT)');
    expect(captions).toHaveAccessibleDescription(
      'This video has captions. Leave empty to keep them, or choose a new .vtt file to replace them.',
    );
    await user.upload(captions, testFile('wudu.ar.vtt', 'text/vtt', 'WEBVTT\n\n00:00.000 --> 00:02.000\nبسم الله\n'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Video updated successfully!')).toBeInTheDocument();
    expect(video2().captions_url).toMatch(/^\/media\/captions\/mock-upload-.+\.vtt$/);
    expect(video2().video_url).toBe('/media/videos/demo-wudu.webm');
  });

  it('when the video has no captions yet, then the field offers to add them', async () => {
    renderAdmin('/admin/manage-videos/edit/3');
    expect(await screen.findByLabelText('Captions (WebVTT)')).toHaveAccessibleDescription(
      'Optional: a WebVTT file (.vtt) that the player shows as captions.',
    );
  });

  it('when Cancel upload is pressed, then it says Upload cancelled. and nothing changes', async () => {
    const abort = abortFiresEvent();
    const pending = errorHandlers.pending('put', videoEndpoints.update);
    server.use(pending.handler);
    const { user } = await openEdit();
    await user.upload(screen.getByLabelText('Video File'), testFile('wudu-v2.mp4', 'video/mp4', fileHeads.mp4));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(abort).toHaveBeenCalled();
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Learning Wudu Step by Step');
    expect(video2().video_url).toBe('/media/videos/demo-wudu.webm');
  });

  it('when the server refuses the change, then it says Failed to update video. followed by the server message', async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('put', videoEndpoints.update, 400, 'The selected category does not exist.'));
    const { user } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update video. The selected category does not exist.',
    );
    expect(currentPath()).toBe('/admin/manage-videos/edit/2');
  });

  it('when Cancel is followed, then the list opens without saving', async () => {
    const { user } = await openEdit();
    await user.type(screen.getByLabelText('Title'), ' (draft)');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Videos' })).toBeInTheDocument();
    expect(video2().title).toBe('Learning Wudu Step by Step');
  });
});

/** The table's data rows (the header row left out). */
const dataRows = () => screen.getAllByRole('row').slice(1);
/** The title's cell (the thumbnail's cell is named by its alt text, the title, too). */
const titleCell = (title: string) => screen.findByText(title, { selector: 'td' });
const rowOf = async (title: string) => (await titleCell(title)).closest('tr') as HTMLElement;

describe('Manage Videos', () => {
  it('when the list is loading, then a spinner shows, then the rows from the server replace it', async () => {
    renderAdmin('/admin/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Videos' })).toBeInTheDocument();
    expect(screen.getByText('Loading videos…').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await titleCell('The Story of Prophet Yunus');
    expect(screen.queryByText('Loading videos…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Video Title',
      'Category',
      'Video URL',
      'Thumbnail',
      'Uploaded On',
      'Review status',
      'Actions',
    ]);
    // Newest first, as the service orders them.
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'The Story of Prophet Yunus',
      'Learning Wudu Step by Step',
      'Saying Salam with a Smile',
    ]);
  });

  it('when a row shows, then it has its number, category, Watch link, thumbnail, date and View / Edit / Delete', async () => {
    renderAdmin('/admin/videos');
    const row = await rowOf('Learning Wudu Step by Step');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('2');
    expect(cells[2]).toHaveTextContent('Salah');
    const watch = within(row).getByRole('link', { name: /^Watch/ });
    expect(watch).toHaveAttribute('href', '/media/videos/demo-wudu.webm');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(watch).toHaveAccessibleName('Watch Learning Wudu Step by Step (opens in a new tab)');
    expect(within(row).getByRole('img', { name: 'Learning Wudu Step by Step' })).toHaveAttribute(
      'src',
      '/media/images/demo-wudu.jpg',
    );
    expect(cells[5]).toHaveTextContent(formatDate('2026-09-20T09:00:00.000Z'));
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/admin/manage-videos/view/2');
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-videos/edit/2');
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('when there are no videos, then it says No videos found.', async () => {
    adminMockState.videos = [];
    renderAdmin('/admin/videos');
    expect(await screen.findByRole('cell', { name: 'No videos found.' })).toBeInTheDocument();
  });

  it('when Delete is confirmed, then the server deletes the video, the list reloads without it and says so', async () => {
    const { user } = renderAdmin('/admin/videos');
    await user.click(within(await rowOf('Saying Salam with a Smile')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this video?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Video deleted successfully.')).toBeInTheDocument();
    expect(screen.getByText('Video deleted successfully.').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(screen.queryByText('Saying Salam with a Smile', { selector: 'td' })).not.toBeInTheDocument();
    expect(adminMockState.videos.map((video) => video.id)).not.toContain(1);
  });

  it('when Add New Video is followed, then the add screen opens', async () => {
    const { user } = renderAdmin('/admin/videos');
    await user.click(await screen.findByRole('link', { name: 'Add New Video' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/manage-videos/add'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Video' })).toBeInTheDocument();
  });

  it('when View is followed, then the video opens', async () => {
    const { user } = renderAdmin('/admin/videos');
    await user.click(within(await rowOf('The Story of Prophet Yunus')).getByRole('link', { name: 'View' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Story of Prophet Yunus' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-videos/view/3');
  });
});

describe('View Video', () => {
  it('when the video is loading, then a spinner shows; then its title, details and player', async () => {
    renderAdmin('/admin/manage-videos/view/3');
    expect(await screen.findByText('Loading the video…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Story of Prophet Yunus' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the video…')).not.toBeInTheDocument();
    expect(shownDetails()).toEqual({
      Category: 'Prophets',
      Duration: '…',
      Description:
        'Prophet Yunus (peace be upon him) and the whale: patience, and turning back to Allah in hard times.',
      'Age group': '6–8',
      'Music-free': 'No',
      'Content language': 'English',
      'Uploaded On': formatDate('2026-10-12T09:00:00.000Z'),
    });
    const player = document.querySelector('video')!;
    expect(player).toHaveAccessibleName('The Story of Prophet Yunus');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', '/media/videos/demo-yunus.webm');
    expect(player).toHaveAttribute('poster', '/media/images/demo-yunus.jpg');
  });

  it('when the video does not exist, then it says Video not found. with a way back to the list', async () => {
    renderAdmin('/admin/manage-videos/view/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Video not found.');
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/admin/videos');
    expect(document.querySelector('video')).toBeNull();
  });

  it('when Edit is followed, then the edit screen of this video opens; Back to videos goes to the list', async () => {
    const { user } = renderAdmin('/admin/manage-videos/view/3');
    await screen.findByRole('heading', { level: 1, name: 'The Story of Prophet Yunus' });
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/admin/videos');
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Video' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-videos/edit/3');
  });
});
