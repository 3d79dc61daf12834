import { useEffect, useRef, useState } from 'react';
import { useParams } from '@young-minds/router';
import styled from 'styled-components';
import { type ContactMessage, contactMessages, endpoints } from '@young-minds/contracts';
import { formatDate as formatInLanguage } from '@young-minds/i18n';
import { Button, ButtonLink, type ButtonStyleProps, buttonStyles, tokens } from '@young-minds/ui';
import { ConfirmDialog } from '@young-minds/ui/dialogs';
import { useAdminT } from '../../messages';
import {
  Details,
  FormActions,
  ItemLoadStatus,
  NoticeBanner,
  PageHeader,
  Panel,
  palette,
  serverText,
  useItemOf,
  useNotice,
} from '../../shared';
import { UnreadTag, deleteMessage, replyHref, updateMessage } from './parts';
import { messagePaths } from './paths';
import { Replies } from './Replies';

const Body = styled.div`
  margin-block-end: ${tokens.space.md};
  padding: ${tokens.space.md};
  background: ${palette.raised};
  border-radius: ${tokens.radius.sm};
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const MailLink = styled.a`
  color: ${palette.link};
`;

/** 'Reply by email' looks like the screen's main button (it is a mailto: link). */
const ReplyLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const NoticeSpace = styled.div`
  margin-block-end: ${tokens.space.md};
`;

/** When a message came: the day and the time, in the admin's language. */
const receivedAt = (iso: string) => formatInLanguage(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

function MessageDetails({
  message,
  onChange,
}: {
  message: ContactMessage;
  onChange: (message: ContactMessage) => void;
}) {
  const t = useAdminT();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const archived = message.archived_at !== null;

  async function change(update: Parameters<typeof updateMessage>[1], done: string) {
    setBusy(true);
    try {
      onChange(await updateMessage(message, update));
      show('success', done);
    } catch (caught) {
      console.error('[admin] message update failed:', caught);
      show('danger', serverText(caught) ?? t('messages.updateFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const { message: deleted } = await deleteMessage(message);
      navigateWithNotice(messagePaths.list(archived ? 'archived' : 'inbox'), { variant: 'success', text: deleted });
    } catch (caught) {
      console.error('[admin] message delete failed:', caught);
      show('danger', serverText(caught) ?? t('messages.deleteFailed'));
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      {notice ? (
        <NoticeSpace>
          <NoticeBanner notice={notice} onDismiss={clear} />
        </NoticeSpace>
      ) : null}
      <Panel aria-label={t('messages.message')}>
        <Details>
          <dt>{t('messages.from')}</dt>
          <dd dir="auto">{message.name}</dd>
          <dt>{t('messages.email')}</dt>
          <dd>
            <MailLink href={`mailto:${message.email}`} dir="ltr">
              {message.email}
            </MailLink>
          </dd>
          <dt>{t('messages.received')}</dt>
          <dd>{receivedAt(message.created_at)}</dd>
          <dt>{t('messages.status')}</dt>
          <dd>
            {t(archived ? 'messages.inArchive' : 'messages.inInbox')}
            <UnreadTag message={message} />
          </dd>
        </Details>
        <Body dir="auto">{message.message}</Body>
        <FormActions>
          <ReplyLink href={replyHref(message)}>{t('messages.reply')}</ReplyLink>
          {message.read_at ? (
            <Button
              $variant="outline"
              disabled={busy}
              onClick={() => void change({ read: false }, t('messages.markedUnread'))}
            >
              {t('messages.markUnread')}
            </Button>
          ) : null}
          <Button
            $variant="outline"
            disabled={busy}
            onClick={() =>
              void change({ archived: !archived }, t(archived ? 'messages.restored' : 'messages.archived'))
            }
          >
            {t(archived ? 'messages.moveToInbox' : 'messages.archiveAction')}
          </Button>
          <Button $variant="danger" disabled={busy} onClick={() => setAsking(true)}>
            {t('list.delete')}
          </Button>
          <ButtonLink to={messagePaths.list(archived ? 'archived' : 'inbox')} $variant="ghost">
            {t('messages.back')}
          </ButtonLink>
        </FormActions>
      </Panel>
      <Replies
        message={message}
        onReplied={() => onChange({ ...message, read_at: message.read_at ?? new Date().toISOString() })}
      />
      <ConfirmDialog
        open={asking}
        busy={busy}
        message={t('messages.list.confirm')}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/**
 * One message (/admin/messages/:id). Opening it marks it read (PATCH read: true), so the sidebar's count drops;
 * from here the admin replies by email (the form under it keeps the replies with the message), marks it unread
 * again, archives or restores it, or deletes it.
 */
export function ViewMessage() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const loaded = useItemOf(endpoints.contact.get, id);
  const { item } = loaded;
  // Opening marks read once: 'Mark as unread' afterwards leaves it unread.
  const opened = useRef<number | null>(null);

  useEffect(() => {
    if (!item || opened.current === item.id) return;
    opened.current = item.id;
    if (item.read_at) return;
    updateMessage(item, { read: true })
      .then((read) => loaded.setItem(read))
      .catch((caught: unknown) => console.error('[admin] marking a message read failed:', caught));
    // Once per message (setItem is a new function on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item]);

  return (
    <>
      <PageHeader title={item ? <bdi>{item.subject}</bdi> : t('messages.view')} />
      <ItemLoadStatus
        state={loaded}
        loadingLabel={t('messages.item.loading')}
        notFound={contactMessages.notFound}
        back={{ to: messagePaths.list(), label: t('messages.back') }}
      />
      {item ? <MessageDetails message={item} onChange={(changed) => loaded.setItem(changed)} /> : null}
    </>
  );
}
