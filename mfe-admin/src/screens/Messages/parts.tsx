import { api } from '@young-minds/api-client';
import { type ContactMessage, type ContactMessageUpdate, endpoints } from '@young-minds/contracts';
import { useAdminT } from '../../messages';
import { InlineTag } from '../../shared';
import { refreshUnread } from './unread';

/** The 'Unread' label beside a message nobody has opened yet (the bold row says it to the eye only). */
export function UnreadTag({ message }: { message: Pick<ContactMessage, 'read_at'> }) {
  const t = useAdminT();
  return message.read_at ? null : <InlineTag $tone="info">{t('messages.unread')}</InlineTag>;
}

/** Marks a message read/unread or archives/restores it; the sidebar's count follows. */
export async function updateMessage(message: Pick<ContactMessage, 'id'>, change: ContactMessageUpdate) {
  const saved = await api.call(endpoints.contact.update, { params: { id: message.id }, body: change });
  void refreshUnread();
  return saved.contact_message;
}

/** Deletes a message for good; the sidebar's count follows. Answers the server's message. */
export async function deleteMessage(message: Pick<ContactMessage, 'id'>) {
  const answer = await api.call(endpoints.contact.remove, { params: { id: message.id } });
  void refreshUnread();
  return answer;
}

/** 'Reply by email': the sender's address and 'Re: <subject>' in the admin's mail app. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}
