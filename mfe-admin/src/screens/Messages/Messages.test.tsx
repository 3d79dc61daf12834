import { screen, waitFor, within } from '@testing-library/react';
import { contactEndpoints } from '@young-minds/contracts';
import { adminMockState, contactMessagesFixture, errorHandlers } from '@young-minds/mocks';
import { currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

const table = () => screen.getByRole('region', { name: 'Messages' });
const rowOf = (subject: string) => screen.getByRole('row', { name: new RegExp(subject) });
/** The sidebar's Messages link (jsdom applies no media query: the side column counts as hidden). */
const messagesLink = (name: string | RegExp) => screen.findByRole('link', { name, hidden: true });

async function openList(path = '/admin/messages') {
  const utils = renderAdmin(path);
  await within(await screen.findByRole('region', { name: 'Messages' })).findByRole('cell', {
    name: /Question about the Pro plan/,
  });
  return utils;
}

describe('Messages', () => {
  it('when the inbox loads, then the messages show newest first, the unread one bold with an Unread label, and the sidebar counts it', async () => {
    await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['#', 'From', 'Subject', 'Received', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'A video does not playUnread',
      'Question about the Pro plan',
    ]);
    expect(within(rows[0]!).getByText('A video does not play')).toHaveStyle({ fontWeight: '800' });
    expect(within(rows[1]!).getByText('Question about the Pro plan')).toHaveStyle({ fontWeight: '400' });
    expect(within(rows[0]!).getByText('yusuf.ali@example.com')).toHaveAttribute('dir', 'ltr');
    expect(within(rows[0]!).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/admin/messages/2');
    const link = await messagesLink('Messages, 1 unread');
    expect(link).toHaveAttribute('href', '/admin/messages');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(link).getByText('1')).toHaveAttribute('aria-hidden', 'true');
  });

  it('when a message is opened, then it shows in full, is marked read and the sidebar count drops; Mark as unread brings it back', async () => {
    const { user } = await openList();
    await messagesLink('Messages, 1 unread');
    await user.click(within(rowOf('A video does not play')).getByRole('link', { name: 'Open' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'A video does not play' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/messages/2');
    expect(screen.getByText(/stops after two minutes/)).toBeInTheDocument();
    await waitFor(() => expect(adminMockState.contactMessages[1]!.read_at).not.toBeNull());
    expect(await messagesLink('Messages')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as unread.');
    expect(adminMockState.contactMessages[1]!.read_at).toBeNull();
    expect(await messagesLink('Messages, 1 unread')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as unread' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to messages' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Messages' })).findByText('Unread'),
    ).toBeInTheDocument();
  });

  it("when a message is open, then 'Reply by email' writes to the sender with 'Re: <subject>'", async () => {
    renderAdmin('/admin/messages/1');
    expect(await screen.findByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      `mailto:aisha.rahman@example.com?subject=${encodeURIComponent('Re: Question about the Pro plan')}`,
    );
    expect(screen.getByRole('link', { name: 'aisha.rahman@example.com' })).toHaveAttribute(
      'href',
      'mailto:aisha.rahman@example.com',
    );
  });

  it('when an admin sends a reply, then it is listed under the message with a success alert and kept by the server', async () => {
    const { user } = renderAdmin('/admin/messages/1');
    const replies = await screen.findByRole('region', { name: 'Replies' });
    expect(await within(replies).findByText('No reply yet.')).toBeInTheDocument();
    const field = within(replies).getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveAccessibleDescription(
      'Sent by email to aisha.rahman@example.com and kept here with the message.',
    );

    await user.type(field, 'Wa alaikum assalam! Yes, one plan covers both children.');
    await user.click(within(replies).getByRole('button', { name: 'Send' }));

    expect(await within(replies).findByRole('status')).toHaveTextContent(
      'Your reply is on its way by email to aisha.rahman@example.com.',
    );
    expect(
      await within(replies).findByText('Wa alaikum assalam! Yes, one plan covers both children.'),
    ).toBeInTheDocument();
    expect(within(replies).queryByText('No reply yet.')).not.toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(adminMockState.contactReplies).toEqual([
      expect.objectContaining({
        contactMessageId: 1,
        message: 'Wa alaikum assalam! Yes, one plan covers both children.',
      }),
    ]);
  });

  it('when the reply is empty or the server refuses it, then the form says why and nothing is kept', async () => {
    const { user } = renderAdmin('/admin/messages/1');
    const replies = await screen.findByRole('region', { name: 'Replies' });
    await within(replies).findByText('No reply yet.');
    await user.click(within(replies).getByRole('button', { name: 'Send' }));
    expect(within(replies).getByRole('textbox', { name: 'Your reply' })).toHaveAccessibleDescription(
      'Write your reply first.',
    );
    expect(adminMockState.contactReplies).toEqual([]);

    server.use(errorHandlers.status('post', contactEndpoints.reply, 404, 'Message not found.'));
    await user.type(within(replies).getByRole('textbox', { name: 'Your reply' }), 'Hello');
    await user.click(within(replies).getByRole('button', { name: 'Send' }));
    expect(await within(replies).findByRole('alert')).toHaveTextContent('Message not found.');
    expect(adminMockState.contactReplies).toEqual([]);
  });

  it('when a message is archived from the list, then it leaves the inbox, the Archived folder holds it and Move to inbox brings it back', async () => {
    const { user } = await openList();
    await messagesLink('Messages, 1 unread');
    await user.click(within(rowOf('A video does not play')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message archived.');
    await waitFor(() => expect(screen.queryByRole('cell', { name: /A video does not play/ })).not.toBeInTheDocument());
    // An archived message is never counted as unread.
    expect(await messagesLink('Messages')).toBeInTheDocument();

    const folders = screen.getByRole('group', { name: 'Folder' });
    await user.click(within(folders).getByRole('button', { name: 'Archived' }));
    expect(within(folders).getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
    expect(currentPath()).toBe('/admin/messages?box=archived');
    expect(await screen.findByRole('cell', { name: /A video does not play/ })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: /Question about the Pro plan/ })).not.toBeInTheDocument();

    await user.click(within(rowOf('A video does not play')).getByRole('button', { name: 'Move to inbox' }));
    expect(await screen.findByRole('cell', { name: 'No messages found.' })).toBeInTheDocument();
    expect(adminMockState.contactMessages[1]!.archived_at).toBeNull();
    expect(await messagesLink('Messages, 1 unread')).toBeInTheDocument();
  });

  it('when an open message is archived, then it says so and offers Move to inbox', async () => {
    const { user } = renderAdmin('/admin/messages/1');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message archived.');
    expect(screen.getByRole('button', { name: 'Move to inbox' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute(
      'href',
      '/admin/messages?box=archived',
    );
  });

  it('when Delete is confirmed on an open message, then it is deleted and the list says so without it', async () => {
    const { user } = renderAdmin('/admin/messages/2');
    await screen.findByRole('heading', { level: 1, name: 'A video does not play' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this message?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/messages');
    expect(await screen.findByRole('cell', { name: /Question about the Pro plan/ })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: /A video does not play/ })).not.toBeInTheDocument();
    expect(adminMockState.contactMessages.map((message) => message.id)).toEqual([1]);
    expect(await messagesLink('Messages')).toBeInTheDocument();
  });

  it('when Delete is confirmed in the list, then the row is gone and the count follows', async () => {
    const { user } = await openList();
    await messagesLink('Messages, 1 unread');
    await user.click(within(rowOf('A video does not play')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: /A video does not play/ })).not.toBeInTheDocument());
    expect(await messagesLink('Messages')).toBeInTheDocument();
  });

  it('when the list is loading, then a loading row shows; with nothing stored, it reads No messages found.', async () => {
    const pending = errorHandlers.pending('get', contactEndpoints.list);
    server.use(pending.handler);
    adminMockState.contactMessages = [];
    renderAdmin('/admin/messages');
    expect(await screen.findByText('Loading messages…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('cell', { name: 'No messages found.' })).toBeInTheDocument();
  });

  it('when a name, email or subject is searched, then only the matching messages show', async () => {
    const { user } = await openList();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name, email or subject' }), 'yusuf');
    // Both at once: while the searched page loads, neither row is there.
    await waitFor(() => {
      expect(screen.queryByRole('cell', { name: /Question about the Pro plan/ })).not.toBeInTheDocument();
      expect(screen.getByRole('cell', { name: /A video does not play/ })).toBeInTheDocument();
    });
  });

  it('when a message does not exist, then it says Message not found. with the way back', async () => {
    renderAdmin('/admin/messages/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not found.');
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/admin/messages');
    expect(adminMockState.contactMessages).toEqual(contactMessagesFixture);
  });
});
