import type { ContactMessage } from '@young-minds/contracts';
import type { ContactMessageRecord } from '@young-minds/db';

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
