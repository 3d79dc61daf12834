import { screen, waitFor } from '@testing-library/react';
import { videoEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { abortFiresEvent, currentPath, renderAdmin, fileHeads, testFile, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** Video 2 ('Learning Wudu Step by Step', Salah) once its form is filled in. */
async function openForm(id = 2) {
  const utils = renderAdmin(`/admin/manage-videos/edit/${id}`);
  await screen.findByDisplayValue('Learning Wudu Step by Step');
  await screen.findByRole('option', { name: 'Prophets' });
  return utils;
}

const video2 = () => adminMockState.videos.find((video) => video.id === 2)!;

afterEach(() => jest.restoreAllMocks());

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
    const { user } = await openForm();
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
    const { user } = await openForm();
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
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    pending.release();
    await waitFor(() => expect(currentPath()).toBe('/admin/videos'));
  });

  it('when a new thumbnail is sent, then the upload bar shows, and the new thumbnail replaces the old one', async () => {
    const pending = errorHandlers.pending('put', videoEndpoints.update);
    server.use(pending.handler);
    const { user } = await openForm();
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
    const { user } = await openForm();
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
    const { user } = await openForm();
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
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('put', videoEndpoints.update, 400, 'The selected category does not exist.'));
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update video. The selected category does not exist.',
    );
    expect(currentPath()).toBe('/admin/manage-videos/edit/2');
  });

  it('when Cancel is followed, then the list opens without saving', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Title'), ' (draft)');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Videos' })).toBeInTheDocument();
    expect(video2().title).toBe('Learning Wudu Step by Step');
  });
});
