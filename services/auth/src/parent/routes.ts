import {
  addChildNeedsSubscriptionMessage,
  authEndpoints as endpoints,
  maxChildrenMessage,
  proPlan,
  todayIso,
} from '@young-minds/contracts';
import { HttpError, requirePrincipal } from '@young-minds/service-kit';
import { type AuthContext, limitPasswordWork } from '../context';
import { applyChildUpdate, assertLoginFree, newChildFields } from '../users/child-updates';
import { toChild } from '../users/present';
import { findOwnChild as findOwnChildOf } from './own-child';

/** A parent managing their own children. Every :id is checked to be the caller's own child. */
export function mountParentRoutes(context: AuthContext): void {
  const { kit, repos, now } = context;
  const users = repos.users;

  kit.route(endpoints.addChild, async ({ principal, body, ctx }) => {
    const parent = requirePrincipal(principal);
    await limitPasswordWork(context, parent.id, ctx.ip);
    const subscription = await repos.subscriptions.activeForParent(parent.id, todayIso(now()));
    if (!subscription) throw new HttpError(403, addChildNeedsSubscriptionMessage);
    await assertLoginFree(users, body.username);

    const created = await users.createChildWithinLimit(
      { parentId: parent.id, ...(await newChildFields(body)) },
      proPlan.max_children,
    );
    if (!created.ok) throw new HttpError(409, maxChildrenMessage);
    return toChild(created.child, await users.nameOf(parent.id));
  });

  kit.route(endpoints.listOwnChildren, async ({ principal }) => {
    const parent = requirePrincipal(principal);
    const children = await users.childrenOf(parent.id, proPlan.max_children * 4);
    return { data: children.map((child) => toChild(child, child.parentName)) };
  });

  const findOwnChild = (parentId: number, childId: number) => findOwnChildOf(users, parentId, childId);

  kit.route(endpoints.getOwnChild, async ({ principal, params }) => {
    const parent = requirePrincipal(principal);
    const child = await findOwnChild(parent.id, params.id);
    return toChild(child, await users.nameOf(parent.id));
  });

  kit.route(endpoints.updateOwnChild, async ({ principal, params, body, ctx }) => {
    const parent = requirePrincipal(principal);
    if (body.password !== undefined) await limitPasswordWork(context, parent.id, ctx.ip);
    const child = await findOwnChild(parent.id, params.id);
    const updated = await applyChildUpdate(users, child, body);
    return toChild(updated, await users.nameOf(parent.id));
  });

  kit.route(endpoints.removeOwnChild, async ({ principal, params }) => {
    const parent = requirePrincipal(principal);
    const child = await findOwnChild(parent.id, params.id);
    // Its progress, learning time and submissions go too; the submitted files are queued for the content sweep.
    await repos.families.removeChild(child.id);
    return { message: 'Child removed.' };
  });
}
