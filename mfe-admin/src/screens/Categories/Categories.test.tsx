import { screen, waitFor, within } from '@testing-library/react';
import { categoryEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** The table's data rows (the header row left out). */
const dataRows = () => screen.getAllByRole('row').slice(1);
const names = () => dataRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent);
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

async function openScreen() {
  const utils = renderAdmin('/admin/categories');
  await screen.findByRole('cell', { name: 'Prophets' });
  return utils;
}

const silenceExpectedErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => jest.restoreAllMocks());

describe('Manage Categories', () => {
  it('when the list is loading, then a spinner shows, then every category by name', async () => {
    renderAdmin('/admin/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Categories' })).toBeInTheDocument();
    expect(screen.getByText('Loading categories…')).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Prophets' });
    expect(screen.queryByText('Loading categories…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['#', 'Name', 'Actions']);
    expect(names()).toEqual(['Akhlaq (Manners)', 'Prophets', 'Quran', 'Ramadan', 'Salah']);
    const row = dataRows()[1]!;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('when there are no categories, then it says No categories found.', async () => {
    adminMockState.categories = [];
    renderAdmin('/admin/categories');
    expect(await screen.findByRole('cell', { name: 'No categories found.' })).toBeInTheDocument();
  });

  it('when the list cannot be fetched, then it says Failed to fetch categories', async () => {
    silenceExpectedErrorLog();
    server.use(errorHandlers.status('get', categoryEndpoints.list, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/categories');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch categories: The content service is unavailable.',
    );
    expect(screen.queryByText('Loading categories…')).not.toBeInTheDocument();
  });

  it('when a name is searched, then the rows are filtered here; no match says No categories found.', async () => {
    const { user } = await openScreen();
    const search = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(search, 'RA');
    expect(names()).toEqual(['Quran', 'Ramadan']);
    await user.clear(search);
    await user.type(search, 'Hajj');
    expect(screen.getByRole('cell', { name: 'No categories found.' })).toBeInTheDocument();
  });

  it('when there are more than ten, then they show ten a page with Previous / Next', async () => {
    adminMockState.categories = Array.from({ length: 12 }, (_, i) => ({
      id: 50 + i,
      name: `Topic ${String(i + 1).padStart(2, '0')}`,
    }));
    const { user } = renderAdmin('/admin/categories');
    await screen.findByRole('cell', { name: 'Topic 01' });
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Topic 11', 'Topic 12']);
    expect(within(dataRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
  });

  it('when Add Category is pressed, then a dialog asks for the name; Cancel closes it', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    const input = within(dialog).getByLabelText('Category name');
    expect(input).toHaveAttribute('placeholder', 'Enter category name');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a blank name is saved, then nothing is sent and the dialog stays', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Category name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(adminMockState.categories).toHaveLength(5);
  });

  it('when a new name is saved, then the server adds it, the dialog closes and the row appears', async () => {
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Category name'), '  Seerah ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Seerah' })).toBeInTheDocument();
    expect(screen.getByText('Category added successfully.')).toBeInTheDocument();
    expect(adminMockState.categories.map((category) => category.name)).toContain('Seerah');
  });

  it('when the new category sorts onto the second page, then that page is shown', async () => {
    adminMockState.categories = Array.from({ length: 10 }, (_, i) => ({
      id: 50 + i,
      name: `Topic ${String(i + 1).padStart(2, '0')}`,
    }));
    const { user } = renderAdmin('/admin/categories');
    await screen.findByRole('cell', { name: 'Topic 01' });
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await user.type(screen.getByLabelText('Category name'), 'Zakat');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Zakat' })).toBeInTheDocument();
    expect(screen.getByText(/Page 2 of 2/)).toBeInTheDocument();
  });

  it('when the save is waiting for the server, then the button reads Saving... and both buttons are disabled', async () => {
    const pending = errorHandlers.pending('post', categoryEndpoints.create);
    server.use(pending.handler);
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Category name'), 'Seerah');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.release();
    expect(await screen.findByRole('cell', { name: 'Seerah' })).toBeInTheDocument();
  });

  it('when the name already exists, then it says Failed to create category with the server reason and stays open', async () => {
    silenceExpectedErrorLog();
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Category name'), 'prophets');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create category: A category with this name already exists.',
    );
    expect(within(dialog).getByLabelText('Category name')).toHaveValue('prophets');
    expect(adminMockState.categories).toHaveLength(5);
  });

  it('when Edit is saved, then the dialog starts from the name, and the server renames it everywhere', async () => {
    const { user } = await openScreen();
    await user.click(within(await rowOf('Salah')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const input = within(dialog).getByLabelText('Category name');
    expect(input).toHaveValue('Salah');
    await user.clear(input);
    await user.type(input, 'Prayer (Salah)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Prayer (Salah)' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Salah' })).not.toBeInTheDocument();
    expect(screen.getByText('Category updated successfully.')).toBeInTheDocument();
    expect(adminMockState.categories.find((category) => category.id === 5)?.name).toBe('Prayer (Salah)');
    // Content in the category reads the new name, as it does from the services.
    expect(adminMockState.videos.find((video) => video.id === 2)?.category).toBe('Prayer (Salah)');
  });

  it('when the rename fails, then it says Failed to update category with ID {id} with the server reason', async () => {
    silenceExpectedErrorLog();
    const { user } = await openScreen();
    await user.click(within(await rowOf('Salah')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    await user.clear(within(dialog).getByLabelText('Category name'));
    await user.type(within(dialog).getByLabelText('Category name'), 'Quran');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update category with ID 5: A category with this name already exists.',
    );
  });

  it('when an unused category is deleted, then the server deletes it and the row goes', async () => {
    adminMockState.categories.push({ id: 77, name: 'Hajj' });
    const { user } = await openScreen();
    await user.click(within(await rowOf('Hajj')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this category?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Hajj' })).not.toBeInTheDocument());
    expect(adminMockState.categories.map((category) => category.id)).not.toContain(77);
  });

  it('when a category in use is deleted, then it says Failed to delete category with ID {id} and what uses it', async () => {
    silenceExpectedErrorLog();
    const { user } = await openScreen();
    await user.click(within(await rowOf('Salah')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete category with ID 5: This category is still used by 1 video, 1 quiz, 1 assignment and 1 activity. Move that content to another category or delete it first.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Salah' })).toBeInTheDocument();
    expect(adminMockState.categories).toHaveLength(5);
  });

  it('when Delete is cancelled, then nothing is deleted', async () => {
    const { user } = await openScreen();
    await user.click(within(await rowOf('Quran')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(adminMockState.categories).toHaveLength(5);
  });
});
