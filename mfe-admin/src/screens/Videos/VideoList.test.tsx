import { screen, waitFor, within } from '@testing-library/react';
import { adminMockState } from '@young-minds/mocks';
import { formatDate } from '../../shared';
import { currentPath, renderAdmin, setUpMockServer } from '../../testing';

setUpMockServer();

afterEach(() => jest.restoreAllMocks());

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
