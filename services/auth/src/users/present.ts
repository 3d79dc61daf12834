import type { AdminProfile, Child, Parent, PublicUser } from '@young-minds/contracts';
import type { UserRecord } from '@young-minds/db';

/** The only shapes a user leaves this service in: no password hash, no token version. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar ?? null,
    username: user.username ?? null,
  };
}

export function toParent(user: UserRecord): Parent {
  return {
    id: user.id,
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? null,
    created_at: isoTime(user.createdAt),
  };
}

export function toChild(user: UserRecord, parentName: string | null): Child {
  if (user.parentId === null) throw new Error(`User ${user.id} is not a child account.`);
  return {
    id: user.id,
    name: user.name,
    age: user.age ?? null,
    email: user.email,
    username: user.username ?? null,
    parent: parentName,
    parent_id: user.parentId,
    created_at: isoTime(user.createdAt),
  };
}

export function toAdminProfile(user: UserRecord): AdminProfile {
  return { id: user.id, name: user.name, email: user.email ?? '' };
}

function isoTime(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
