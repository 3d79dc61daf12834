import { fireEvent, screen, within } from '@testing-library/react';
import {
  mediaKindMaxBytes,
  mediaTooLargeMessage,
  mediaWrongKindMessage,
  progressEndpoints,
} from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { errorHandlers } from '@young-minds/mocks';
import { renderChild, setUpMockServer } from '../../testing';
import { dueStatus } from './due';

const server = setUpMockServer();

afterEach(() => chooseLanguage({ locale: 'en' }));

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'my-sheet.png', {
    type: 'image/png',
  });

describe('worksheets', () => {
  it('says in words whether a worksheet is late, due soon, due later or handed in', () => {
    const today = new Date(2026, 10, 25, 18, 30);
    expect(dueStatus('2026-11-24', false, today)).toBe('overdue');
    expect(dueStatus('2026-11-25', false, today)).toBe('dueSoon');
    expect(dueStatus('2026-11-28', false, today)).toBe('dueSoon');
    expect(dueStatus('2026-11-29', false, today)).toBe('later');
    expect(dueStatus('2026-11-01', true, today)).toBe('handedIn');
  });

  it('when the list opens, then each worksheet is a tile that says whether it is handed in or when it is due', async () => {
    renderChild('/child/assignments');
    const tile = await screen.findByRole('link', { name: /Wudu Steps Worksheet/ });
    expect(tile).toHaveAttribute('href', '/child/assignments/1');
    // Yusuf handed both in already (the mock family's month of progress).
    expect(tile).toHaveTextContent('Handed in');
    expect(screen.getByRole('link', { name: /Ramadan Good Deeds Chart/ })).toHaveTextContent('Handed in');
  });

  it('when a worksheet is not handed in yet, then its tile gives the due day in words', async () => {
    server.use(errorHandlers.body('get', progressEndpoints.myItems, { data: [], total: 0, page: 1, pageSize: 100 }));
    renderChild('/child/assignments');
    const tile = await screen.findByRole('link', { name: /Wudu Steps Worksheet/ });
    expect(tile).toHaveTextContent(/(Late! It was due|Due soon:|Due) Tuesday 1 December$/);
    const note = within(tile).getByText(/Tuesday 1 December/);
    expect(note.closest('[data-status]')).toHaveAttribute(
      'data-status',
      expect.stringMatching(/overdue|dueSoon|later/),
    );
  });

  it('when the page is in Arabic, then the due day is in Arabic words and digits', async () => {
    chooseLanguage({ locale: 'ar' });
    server.use(errorHandlers.body('get', progressEndpoints.myItems, { data: [], total: 0, page: 1, pageSize: 100 }));
    renderChild('/child/assignments');
    const note = await screen.findByText(/الثلاثاء، ١ ديسمبر$/);
    expect(note.closest('[data-status]')).toHaveAttribute(
      'data-status',
      expect.stringMatching(/overdue|dueSoon|later/),
    );
  });

  it('when the child opens a worksheet, then it has its description, its video, print and download', async () => {
    const { user } = renderChild('/child/assignments/1');
    expect(await screen.findByRole('heading', { name: 'Wudu Steps Worksheet' })).toBeInTheDocument();
    expect(screen.getByText(/Put the steps of wudu in the right order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch the video' })).toHaveAttribute('href', '/child/video/2');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/media/assignments/demo-wudu-worksheet.pdf',
    );
    const opened = { print: jest.fn(), addEventListener: (_: string, then: () => void) => then() };
    const open = jest.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('/media/assignments/demo-wudu-worksheet.pdf', '_blank');
    expect(opened.print).toHaveBeenCalled();
    open.mockRestore();
  });

  it('when the parent reviewed a sheet, then the child sees the stars and the comment', async () => {
    renderChild('/child/assignments/1');
    const earlier = await screen.findByRole('list');
    expect(within(earlier).getByRole('img', { name: 'Your parent gave you 3 stars' })).toBeInTheDocument();
    expect(within(earlier).getByText('Your parent says: Beautiful colouring, well done!')).toBeInTheDocument();
  });

  it('when the child hands in a photo, then it is sent, celebrated and listed first', async () => {
    const { user } = renderChild('/child/assignments/2');
    await screen.findByRole('heading', { name: 'Hand in your work' });
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, png());
    expect(screen.getByText('Ready to send: my-sheet.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hand it in' }));
    expect(await screen.findByText('Well done! Your work is handed in.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 stars' })).toBeInTheDocument();
    const earlier = screen.getByRole('list');
    expect(within(earlier).getAllByRole('listitem')[0]).toHaveTextContent('Your parent will look at it soon.');
    expect(within(earlier).getByRole('img', { name: 'Your photo of the sheet' })).toBeInTheDocument();
  });

  it('when a file of the wrong kind is chosen, then the child is told before anything is sent', async () => {
    renderChild('/child/assignments/2');
    const picker = await screen.findByLabelText('Choose a file');
    // As a phone may offer any file despite `accept`.
    fireEvent.change(picker, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    // The same words the service would send for that file.
    expect(screen.getByRole('alert')).toHaveTextContent(mediaWrongKindMessage('submission', 'Your file'));
    expect(screen.queryByRole('button', { name: 'Hand it in' })).toBeNull();
  });

  it('when a photo too large to send is chosen, then the child is told the limit before anything is sent', async () => {
    renderChild('/child/assignments/2');
    const camera = await screen.findByLabelText('Take a photo');
    const photo = new File(['not really that big'], 'sheet.jpg', { type: 'image/jpeg' });
    Object.defineProperty(photo, 'size', { value: mediaKindMaxBytes.submission + 1 });
    fireEvent.change(camera, { target: { files: [photo] } });
    expect(screen.getByRole('alert')).toHaveTextContent(mediaTooLargeMessage('submission', 'Your file'));
    expect(screen.queryByRole('button', { name: 'Hand it in' })).toBeNull();
  });
});
