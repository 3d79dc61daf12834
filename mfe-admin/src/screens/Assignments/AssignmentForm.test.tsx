import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { assignmentEndpoints, categoryEndpoints, videoEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import {
  abortFiresEvent,
  currentPath,
  fileHeads,
  holdCall,
  renderAdmin,
  testFile,
  setUpMockServer,
} from '../../testing';
import { worksheetPdf } from './testSupport';

const server = setUpMockServer();
// Console silencers and the abort stand-in are per test.
afterEach(() => jest.restoreAllMocks());

/** The URLs of the assignment writes the screen sends (the mock answers them as usual). */
function recordWrites(): string[] {
  const urls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    urls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.use(
    http.post(`*${assignmentEndpoints.create.path}`, record),
    http.put(`*${assignmentEndpoints.update.path}`, record),
  );
  return urls;
}

const categories = () => screen.getByRole('group', { name: 'Categories' });

async function openAdd() {
  const utils = renderAdmin('/admin/manage-assignments/add');
  await screen.findByRole('checkbox', { name: 'Prophets' });
  await screen.findByRole('option', { name: 'Learning Wudu Step by Step' });
  return utils;
}

async function fillAdd(user: UserEvent, file: File = worksheetPdf()) {
  await user.type(screen.getByLabelText('Title'), 'Tajweed Practice');
  await user.type(screen.getByLabelText('Description'), 'Read each line aloud and tick the rules you used.');
  await user.type(screen.getByLabelText('Due Date'), '2027-02-10');
  await user.upload(screen.getByLabelText('File'), file);
}

describe('Add Assignment', () => {
  it('when the screen opens, then it offers every field, the videos by title and the category checklist', async () => {
    await openAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Assignment' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Due Date')).toHaveAttribute('type', 'date');
    const video = screen.getByLabelText('Related Video (optional)');
    expect(
      within(video)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['No related video', ''],
      ['Learning Wudu Step by Step', '2'],
      ['Saying Salam with a Smile', '1'],
      ['The Story of Prophet Yunus', '3'],
    ]);
    expect(video).toHaveValue('');
    expect(
      within(categories())
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Akhlaq (Manners)', 'Prophets', 'Quran', 'Ramadan', 'Salah']);
    const file = screen.getByLabelText('File');
    expect(file).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(file).toHaveAccessibleDescription('PDF, DOC or DOCX');
    expect(screen.getByRole('button', { name: 'Upload Assignment' })).toBeEnabled();
  });

  it('when the videos list is asked for, then up to 100 videos are requested at once', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`*${videoEndpoints.list.path}`, ({ request }) => {
        asked.push(new URL(request.url).search);
      }),
    );
    await openAdd();
    expect(asked).toEqual(['?page=1&pageSize=100']);
  });

  it('when it is submitted empty, then each required field says what is missing and nothing is sent', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('Description is required.');
    expect(screen.getByLabelText('Due Date')).toHaveAccessibleDescription('Due date is required.');
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription('Please upload a file.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(writes).toEqual([]);
    expect(adminMockState.assignments).toHaveLength(2);
  });

  it('when the file is not a PDF, DOC or DOCX, then the form asks for one and nothing is sent', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user);
    // fireEvent: user-event would silently drop a file that the input's accept list excludes.
    fireEvent.change(screen.getByLabelText('File'), {
      target: { files: [testFile('notes.txt', 'text/plain', 'plain text')] },
    });
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription(
      'The assignment file must be a PDF, DOC or DOCX file.',
    );
    expect(screen.getByLabelText('File')).toHaveFocus();
    expect(writes).toEqual([]);
  });

  it('when a complete form is uploaded, then the server stores it and the list shows it with the success message', async () => {
    const writes = recordWrites();
    const { user } = await openAdd();
    await fillAdd(user);
    await user.selectOptions(screen.getByLabelText('Related Video (optional)'), 'The Story of Prophet Yunus');
    await user.click(within(categories()).getByRole('checkbox', { name: 'Quran' }));
    await user.click(within(categories()).getByRole('checkbox', { name: 'Akhlaq (Manners)' }));
    await user.selectOptions(screen.getByLabelText('Age group'), '3–5');
    await user.click(screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' }));
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Assignments' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/assignments');
    expect(screen.getByText('Assignment uploaded successfully!').closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByRole('row', { name: /Tajweed Practice/ })).toHaveTextContent('Akhlaq (Manners), Quran');
    // The spec's screen posts with a trailing slash.
    // The contract's path (the spec's screen added a trailing slash; the service answers both).
    expect(writes).toEqual(['POST /api/assignments']);
    const stored = adminMockState.assignments.find((assignment) => assignment.title === 'Tajweed Practice');
    expect(stored).toMatchObject({
      description: 'Read each line aloud and tick the rules you used.',
      dueDate: '2027-02-10',
      video: 3,
      age_band: '3-5',
      music_free: true,
      // Left as it was: English.
      language: 'en',
      categories: [
        { id: 1, name: 'Akhlaq (Manners)' },
        { id: 3, name: 'Quran' },
      ],
    });
    expect(stored?.fileUrl).toMatch(/^\/media\/assignments\/.+\.pdf$/);
  });

  it('when a cover picture is chosen, then it uploads at once, saving waits for it, and the worksheet keeps it', async () => {
    const held = holdCall(server, 'post', '/api/assignments/media', () =>
      HttpResponse.json({ url: '/media/images/tajweed-cover.png' }, { status: 201 }),
    );
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(within(categories()).getByRole('checkbox', { name: 'Quran' }));
    await user.upload(
      screen.getByLabelText('Cover picture (optional)'),
      testFile('cover.png', 'image/png', fileHeads.png),
    );
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Upload/ }));
    expect(await screen.findByText('Wait until the cover has uploaded.')).toBeInTheDocument();
    held.release();
    await screen.findByText('Cover uploaded.');
    expect(screen.getByRole('button', { name: 'Remove cover picture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));

    await waitFor(() => expect(currentPath()).toBe('/admin/assignments'));
    const stored = adminMockState.assignments.find((assignment) => assignment.title === 'Tajweed Practice');
    expect(stored?.cover_image).toBe('/media/images/tajweed-cover.png');
  });

  it("when the server's answer carries its own message, then the list shows that message", async () => {
    server.use(
      http.post(`*${assignmentEndpoints.create.path}`, () =>
        HttpResponse.json(
          { message: 'Worksheet saved for the children.', assignment: adminMockState.assignments[0] },
          { status: 201 },
        ),
      ),
    );
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect(await screen.findByText('Worksheet saved for the children.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/assignments');
  });

  it("when the server's answer has an empty message, then the spec's success text shows", async () => {
    server.use(
      http.post(`*${assignmentEndpoints.create.path}`, () =>
        HttpResponse.json({ message: '', assignment: adminMockState.assignments[0] }, { status: 201 }),
      ),
    );
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect(await screen.findByText('Assignment uploaded successfully!')).toBeInTheDocument();
  });

  it('when the upload is under way, then the button is busy, the progress bar shows, and Cancel stops it', async () => {
    const held = holdCall(server, 'post', assignmentEndpoints.create.path, () =>
      HttpResponse.json({ message: 'Too late' }, { status: 201 }),
    );
    const abort = abortFiresEvent();
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(abort).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Upload cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Assignment' })).toBeEnabled();
    expect(currentPath()).toBe('/admin/manage-assignments/add');
    held.release();
  });

  it('when the server refuses the file by its content, then the alert reads "Upload failed: " with its error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openAdd();
    await fillAdd(user, testFile('renamed.pdf', 'application/pdf', 'not really a pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Upload failed: The assignment file must be a PDF, DOC or DOCX file.',
    );
    expect(screen.getByRole('button', { name: 'Upload Assignment' })).toBeEnabled();
    expect(adminMockState.assignments).toHaveLength(2);
  });

  it("when the server cannot be reached, then the alert reads 'Upload failed: Upload failed'", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.networkError('post', assignmentEndpoints.create));
    const { user } = await openAdd();
    await fillAdd(user);
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: Upload failed');
  });

  it("when nobody is logged in, then the form says 'Not authorized' without calling the server", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const writes = recordWrites();
    const { user } = renderAdmin('/admin/manage-assignments/add', { loggedIn: false });
    await screen.findByRole('checkbox', { name: 'Prophets' });
    await fillAdd(user);
    await user.click(screen.getByRole('button', { name: 'Upload Assignment' }));
    expect((await screen.findByText('Not authorized')).closest('[role="alert"]')).not.toBeNull();
    expect(writes).toEqual([]);
  });

  it('when the categories or the videos cannot be loaded, then the form says so', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      errorHandlers.status('get', categoryEndpoints.list, 503, 'Down'),
      errorHandlers.status('get', videoEndpoints.list, 503, 'Down'),
    );
    renderAdmin('/admin/manage-assignments/add');
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load videos')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Related Video (optional)'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No related video']);
  });
});

describe('Edit Assignment', () => {
  async function openEdit(id = 1) {
    const utils = renderAdmin(`/admin/manage-assignments/edit/${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Assignment' });
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Wudu Steps Worksheet'));
    await screen.findByRole('option', { name: 'Learning Wudu Step by Step' });
    return utils;
  }

  it('when the screen is loading, then a spinner shows until the assignment arrives', async () => {
    const pending = errorHandlers.pending('get', assignmentEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-assignments/edit/1');
    expect(await screen.findByText('Loading the assignment…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByDisplayValue('Wudu Steps Worksheet')).toBeInTheDocument();
    expect(screen.queryByText('Loading the assignment…')).not.toBeInTheDocument();
  });

  it('when the assignment loads, then the form holds its stored values and links the current file', async () => {
    await openEdit();
    expect(screen.getByLabelText('Description')).toHaveValue(
      'Put the steps of wudu in the right order and colour the pictures.',
    );
    expect(screen.getByLabelText('Due Date')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('Related Video (optional)')).toHaveValue('2');
    expect(within(categories()).getByRole('checkbox', { name: 'Salah' })).toBeChecked();
    expect(within(categories()).getByRole('checkbox', { name: 'Quran' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Open the current file' })).toHaveAttribute(
      'href',
      '/media/assignments/demo-wudu-worksheet.pdf',
    );
    expect(screen.getByLabelText('File')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('when changes are saved without a new file, then the server updates the assignment, keeps its file, and the list says so', async () => {
    const writes = recordWrites();
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Wudu Order Worksheet');
    await user.selectOptions(screen.getByLabelText('Related Video (optional)'), '');
    await user.click(within(categories()).getByRole('checkbox', { name: 'Salah' }));
    await user.click(within(categories()).getByRole('checkbox', { name: 'Akhlaq (Manners)' }));
    // The stored flags load (all ages, music-free) and save as changed.
    expect(screen.getByLabelText('Age group')).toHaveValue('all');
    const musicFree = screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' });
    expect(musicFree).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Age group'), '9–12');
    await user.click(musicFree);
    expect(screen.getByLabelText('Content language')).toHaveValue('both');
    await user.selectOptions(screen.getByLabelText('Content language'), 'Arabic');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Assignment updated successfully!')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/assignments');
    expect(await screen.findByRole('row', { name: /Wudu Order Worksheet/ })).toHaveTextContent('Akhlaq (Manners)');
    expect(writes).toEqual(['PUT /api/assignments/1']);
    expect(adminMockState.assignments.find((assignment) => assignment.id === 1)).toMatchObject({
      title: 'Wudu Order Worksheet',
      video: null,
      age_band: '9-12',
      music_free: false,
      language: 'ar',
      categories: [{ id: 1, name: 'Akhlaq (Manners)' }],
      fileUrl: '/media/assignments/demo-wudu-worksheet.pdf',
    });
  });

  it('when a new file is chosen, then it replaces the stored one', async () => {
    const { user } = await openEdit();
    await user.upload(screen.getByLabelText('File'), testFile('new-sheet.pdf', 'application/pdf', '%PDF-1.7\nnew'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Assignment updated successfully!')).toBeInTheDocument();
    expect(adminMockState.assignments.find((assignment) => assignment.id === 1)?.fileUrl).toMatch(
      /^\/media\/assignments\/mock-upload-\d+\.pdf$/,
    );
  });

  it('when the title is cleared, then the form asks for it and no file is required', async () => {
    const writes = recordWrites();
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('File')).toHaveAccessibleDescription('PDF, DOC or DOCX');
    expect(writes).toEqual([]);
  });

  it("when the save is under way, then the button reads 'Saving...' and is disabled", async () => {
    const pending = errorHandlers.pending('put', assignmentEndpoints.update);
    server.use(pending.handler);
    const { user } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    pending.release();
    expect(await screen.findByText('Assignment updated successfully!')).toBeInTheDocument();
  });

  it('when the server refuses the save, then the alert reads "Upload failed: " with its message', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(errorHandlers.status('put', assignmentEndpoints.update, 400, 'The selected video does not exist.'));
    const { user } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: The selected video does not exist.');
    expect(currentPath()).toBe('/admin/manage-assignments/edit/1');
  });

  it("when the assignment does not exist, then the screen says 'Assignment not found'", async () => {
    renderAdmin('/admin/manage-assignments/edit/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Assignment not found$/);
    expect(screen.getByRole('link', { name: 'Back to assignments' })).toHaveAttribute('href', '/admin/assignments');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});
