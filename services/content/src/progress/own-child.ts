import { progressMessages } from '@young-minds/contracts';
import type { UserRecord } from '@young-minds/db';
import { HttpError, type Principal, messages, notFound } from '@young-minds/service-kit';
import type { ContentContext } from '../context';

/** The child account `id`, or 404 'Child not found.' when it is no child. */
async function findChild(context: ContentContext, id: number): Promise<UserRecord> {
  const child = await context.repos.users.findById(id);
  if (!child || child.role !== 'child') throw notFound(progressMessages.childNotFound);
  return child;
}

/**
 * The contracts' `ownChild` rule: a parent reaches only their own children (another family's child is a 403),
 * an admin any child; an id that is no child is a 404 for both.
 */
export async function readableChild(context: ContentContext, caller: Principal, id: number): Promise<UserRecord> {
  const child = await findChild(context, id);
  if (caller.role === 'parent' && child.parentId !== caller.id) throw new HttpError(403, messages.notOwner);
  return child;
}
