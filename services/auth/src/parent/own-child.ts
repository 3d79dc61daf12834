import type { AuthRepos, UserRecord } from '@young-minds/db';
import { HttpError, messages } from '@young-minds/service-kit';

const childNotFoundMessage = 'Child not found.';

/** The contract's `ownChild` rule: 404 when no such child exists, 403 when it is another family's. */
export async function findOwnChild(users: AuthRepos['users'], parentId: number, childId: number): Promise<UserRecord> {
  const child = await users.findById(childId);
  if (!child || child.role !== 'child') throw new HttpError(404, childNotFoundMessage);
  if (child.parentId !== parentId) throw new HttpError(403, messages.notOwner);
  return child;
}
