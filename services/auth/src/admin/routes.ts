import { authEndpoints as endpoints } from '@young-minds/contracts';
import { HttpError, requirePrincipal } from '@young-minds/service-kit';
import { type AuthContext, limitPasswordWork } from '../context';
import { hashPassword } from '../passwords';
import { emailTakenMessage } from '../session/routes';
import { applyChildUpdate, storedUser } from '../users/child-updates';
import { toAdminProfile, toChild, toParent } from '../users/present';

const parentNotFoundMessage = 'Parent not found.';
const childNotFoundMessage = 'Child not found.';

/** The admin's own profile and the admin's view of every family. */
export function mountAdminRoutes(context: AuthContext): void {
  const { kit, repos, tokens } = context;
  const { users, families } = repos;

  kit.route(endpoints.getAdminProfile, async ({ principal }) => {
    const admin = await users.findById(requirePrincipal(principal).id);
    if (!admin) throw new HttpError(404, 'Profile not found.');
    return toAdminProfile(admin);
  });

  kit.route(endpoints.updateAdminProfile, async ({ principal, body, ctx }) => {
    const adminId = requirePrincipal(principal).id;
    if (body.password !== undefined) await limitPasswordWork(context, adminId, ctx.ip);
    if (await users.emailTaken(body.email, adminId)) throw new HttpError(409, emailTakenMessage);
    let updated = storedUser(await users.update(adminId, { name: body.name, email: body.email }));
    if (body.password === undefined) return toAdminProfile(updated);
    // A new password revokes every earlier token, this one included: hand back a fresh one.
    updated = storedUser(await users.setPasswordHash(adminId, await hashPassword(body.password)));
    const token = await tokens.sign({ sub: updated.id, role: updated.role, ver: updated.tokenVersion });
    return { ...toAdminProfile(updated), token };
  });

  kit.route(endpoints.listParents, async ({ query }) => {
    const { rows, total } = await users.listParents(query);
    return { data: rows.map(toParent), total, page: query.page, pageSize: query.pageSize };
  });

  kit.route(endpoints.getParent, async ({ params }) => {
    const parent = await users.findById(params.id);
    if (!parent || parent.role !== 'parent') throw new HttpError(404, parentNotFoundMessage);
    return toParent(parent);
  });

  kit.route(endpoints.deleteParent, async ({ params }) => {
    const parent = await users.findById(params.id);
    if (!parent || parent.role !== 'parent') throw new HttpError(404, parentNotFoundMessage);
    await families.removeParent(parent.id);
    if (parent.email) await context.removeMailFiles([parent.email]);
    return { message: 'Parent deleted.' };
  });

  kit.route(endpoints.listChildren, async ({ query }) => {
    const { rows, total } = await users.listChildren(query);
    return {
      data: rows.map((child) => toChild(child, child.parentName)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  async function findChild(id: number) {
    const child = await users.findById(id);
    if (!child || child.role !== 'child') throw new HttpError(404, childNotFoundMessage);
    return child;
  }

  kit.route(endpoints.getChild, async ({ params }) => {
    const child = await findChild(params.id);
    return toChild(child, await users.nameOf(child.parentId));
  });

  kit.route(endpoints.updateChild, async ({ principal, params, body, ctx }) => {
    if (body.password !== undefined) await limitPasswordWork(context, requirePrincipal(principal).id, ctx.ip);
    const child = await findChild(params.id);
    const updated = await applyChildUpdate(users, child, body);
    return toChild(updated, await users.nameOf(updated.parentId));
  });

  kit.route(endpoints.deleteChild, async ({ params }) => {
    const child = await findChild(params.id);
    await families.removeChild(child.id);
    return { message: 'Child deleted.' };
  });
}
