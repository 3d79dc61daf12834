import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryEndpoints, videoEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { abortFiresEvent, currentPath, renderAdmin, fileHeads, testFile, setUpMockServer } from '../../testing';

const server = setUpMockServer();

type User = ReturnType<typeof renderAdmin>['user'];

async function openForm() {
  const utils = renderAdmin('/admin/manage-videos/add');
  await screen.findByRole('heading', { level: 1, name: 'Add New Video' });
  // The categories arrive from GET /api/Category.
  await screen.findByRole('option', { name: 'Prophets' });
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

const silenceExpectedErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => jest.restoreAllMocks());

describe('Add New Video', () => {
  it('when the form opens, then it has the labelled fields, the categories from the server and Upload Video', async () => {
    await openForm();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    const category = screen.getByLabelText('Category');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Select a category', ''],
      ['Akhlaq (Manners)', '1'],
      ['Prophets', '2'],
      ['Quran', '3'],
      ['Ramadan', '4'],
      ['Salah', '5'],
    ]);
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
    const { user } = await openForm();
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
    const { user } = await openForm();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(adminMockState.videos).toHaveLength(3);
  });

  it('when the files are of the wrong kind, then the thumbnail asks for an image and the video file for a video', async () => {
    await openForm();
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
    const { user } = await openForm();
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
    const { user } = await openForm();
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
    const { user } = await openForm();
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
    const { user } = await openForm();
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
    await openForm();
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
    const { user } = await openForm();
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
    const { user } = await openForm();
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
    const { user } = await openForm();
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
