import type { ContactMessage, ContactReply } from '@young-minds/contracts';
import type { ContactMessageRecord, ContactReplyRecord } from '@young-minds/db';

export function toContactMessage(message: ContactMessageRecord): ContactMessage {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    created_at: message.createdAt.toISOString(),
    read_at: message.readAt?.toISOString() ?? null,
    archived_at: message.archivedAt?.toISOString() ?? null,
  };
}

export function toContactReply(reply: ContactReplyRecord): ContactReply {
  return {
    id: reply.id,
    message: reply.message,
    created_at: reply.createdAt.toISOString(),
    admin_name: reply.adminName,
  };
}
