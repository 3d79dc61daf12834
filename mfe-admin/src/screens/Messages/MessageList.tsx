import { useEffect, useRef } from 'react';
import { useSearchParams } from '@young-minds/router';
import styled from 'styled-components';
import { type ContactBox, type ContactMessage, endpoints } from '@young-minds/contracts';
import { Button, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { ResourceList, formatDate, pagesOf, palette, serverText, useResourceList } from '../../shared';
import { UnreadTag, deleteMessage, updateMessage } from './parts';
import { messagePaths } from './paths';

const Boxes = styled.div`
  display: inline-flex;
  gap: ${tokens.space.xs};
`;

const Sender = styled.span<{ $unread: boolean }>`
  display: block;
  font-weight: ${(p) => (p.$unread ? 800 : 400)};
`;

const Address = styled.span`
  display: block;
  color: ${palette.muted};
`;

const Subject = styled.span<{ $unread: boolean }>`
  font-weight: ${(p) => (p.$unread ? 800 : 400)};
`;

const boxOf = (value: string | null): ContactBox => (value === 'archived' ? 'archived' : 'inbox');

/**
 * Messages (/admin/messages): what visitors sent from /Contact, newest first, ten a page: the inbox or the
 * archive (`?box=archived`), searchable by name, email or subject. Unread messages are bold with an 'Unread'
 * label; Open shows one (and marks it read).
 */
export function MessageList() {
  const t = useAdminT();
  const [params, setParams] = useSearchParams();
  const box = boxOf(params.get('box'));
  const resource = useResourceList(pagesOf(endpoints.contact.list, { box }), {
    remove: (message: ContactMessage) => deleteMessage(message),
    failureText: (caught) => serverText(caught) ?? t('messages.deleteFailed'),
    logAs: 'message delete',
  });
  const { list, notice } = resource;

  // Another box: its first page (not on the first render: the list is loading it already).
  const shownBox = useRef(box);
  useEffect(() => {
    if (shownBox.current === box) return;
    shownBox.current = box;
    list.setPage(1);
    list.reload();
  }, [box, list]);

  async function move(message: ContactMessage) {
    try {
      await updateMessage(message, { archived: box === 'inbox' });
      notice.show('success', t(box === 'inbox' ? 'messages.archived' : 'messages.restored'));
      list.reload();
    } catch (caught) {
      console.error('[admin] message update failed:', caught);
      notice.show('danger', serverText(caught) ?? t('messages.updateFailed'));
    }
  }

  const boxButton = (value: ContactBox, label: string) => (
    <Button
      $variant={box === value ? 'primary' : 'outline'}
      $size="sm"
      aria-pressed={box === value}
      onClick={() => setParams(value === 'archived' ? { box: 'archived' } : {})}
    >
      {label}
    </Button>
  );

  return (
    <ResourceList
      resource={resource}
      texts="messages"
      searchLabel={t('messages.search')}
      tools={
        <Boxes role="group" aria-label={t('messages.box')}>
          {boxButton('inbox', t('messages.inbox'))}
          {boxButton('archived', t('messages.archive'))}
        </Boxes>
      }
      columns={[
        {
          header: t('messages.from'),
          cell: (message) => (
            <>
              <Sender $unread={!message.read_at} dir="auto">
                {message.name}
              </Sender>
              <Address dir="ltr">{message.email}</Address>
            </>
          ),
        },
        {
          header: t('messages.subject'),
          cell: (message) => (
            <>
              <Subject $unread={!message.read_at} dir="auto">
                {message.subject}
              </Subject>
              <UnreadTag message={message} />
            </>
          ),
          names: true,
        },
        { header: t('messages.received'), cell: (message) => formatDate(message.created_at) },
      ]}
      actions={(message, kit) => [
        { label: t('messages.open'), to: messagePaths.view(message.id) },
        {
          label: t(box === 'inbox' ? 'messages.archiveAction' : 'messages.moveToInbox'),
          onClick: () => void move(message),
        },
        kit.remove(),
      ]}
    />
  );
}
