import { authEndpoints as endpoints } from '@young-minds/contracts';
import { requirePrincipal } from '@young-minds/service-kit';
import type { AuthContext } from '../context';
import { storedUser } from '../users/child-updates';
import { toPublicUser } from '../users/present';

/** The child's own account: only their picture (the parent edits the rest). */
export function mountChildAccountRoutes(context: AuthContext): void {
  const { kit, repos } = context;

  kit.route(endpoints.setOwnAvatar, async ({ principal, body }) => {
    const child = requirePrincipal(principal);
    return toPublicUser(storedUser(await repos.users.update(child.id, { avatar: body.avatar })));
  });
}
