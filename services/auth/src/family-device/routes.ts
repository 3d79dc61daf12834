import { randomBytes } from 'node:crypto';
import {
  type FamilyDeviceChild,
  authEndpoints as endpoints,
  childAvatars,
  familyDeviceChildUnknownMessage,
  familyDeviceHeader,
  familyDeviceNotFoundMessage,
  familyDeviceRemovedMessage,
  familyDeviceUnknownMessage,
  pictureCodeNeededMessage,
  pictureCodeRemovedMessage,
  pictureCodeSavedMessage,
  proPlan,
  wrongPictureCodeMessage,
} from '@young-minds/contracts';
import type { FamilyDeviceRecord } from '@young-minds/db';
import { HttpError, messages, requirePrincipal } from '@young-minds/service-kit';
import { type AuthContext, limitPasswordWork } from '../context';
import { openHandOffSession } from '../parent/hand-off';
import { findOwnChild } from '../parent/own-child';
import { hashPassword, verifyPassword } from '../passwords';
import { sha256 } from '../session/device-tokens';
import { toFamilyDevice } from '../users/present';

/** A picture code as it is hashed: the three picture ids in order (an id never holds a space). */
const pictureCodeText = (pictures: readonly string[]) => pictures.join(' ');

/**
 * The family device (issue 32): a parent marks a device as the family's; on it the children are listed as picture
 * tiles, and a child logs in by tapping their tile and their picture code. The device's token is 256 random bits,
 * answered once and kept as its sha256; removing the device deletes its row, so the token names nothing any more.
 * A child's session opened here is a hand-off of the device's parent: the way back to the parent works as after
 * "Start learning as …".
 */
export function mountFamilyDeviceRoutes(context: AuthContext): void {
  const { kit, repos, limiters } = context;
  const { users, familyDevices } = repos;

  /** The device a token names; a missing, unknown or removed one is a 401 (the device shows the usual login). */
  async function deviceOf(token: string | undefined): Promise<FamilyDeviceRecord> {
    const device = token ? await familyDevices.findByHash(sha256(token)) : null;
    if (!device) throw new HttpError(401, familyDeviceUnknownMessage);
    return device;
  }

  kit.route(endpoints.addFamilyDevice, async ({ principal, body }) => {
    const parent = requirePrincipal(principal);
    const deviceToken = randomBytes(32).toString('base64url');
    const device = await familyDevices.create({ parentId: parent.id, name: body.name, tokenHash: sha256(deviceToken) });
    return { id: device.id, deviceToken };
  });

  kit.route(endpoints.listFamilyDevices, async ({ principal }) =>
    (await familyDevices.listForParent(requirePrincipal(principal).id)).map(toFamilyDevice),
  );

  kit.route(endpoints.removeFamilyDevice, async ({ principal, params }) => {
    const removed = await familyDevices.remove(requirePrincipal(principal).id, params.id);
    if (!removed.ok) throw new HttpError(404, familyDeviceNotFoundMessage);
    return { message: familyDeviceRemovedMessage };
  });

  /** The tiles: each child's id, name, picture and whether a code is asked — nothing else, oldest child first. */
  kit.route(endpoints.familyDeviceChildren, async ({ ctx }) => {
    const device = await deviceOf(ctx.get(familyDeviceHeader) || undefined);
    const children = await users.childrenOf(device.parentId, proPlan.max_children * 4);
    await familyDevices.touch(device.id);
    return [...children]
      .sort((a, b) => a.id - b.id)
      .map((child): FamilyDeviceChild => ({
        id: child.id,
        name: child.name,
        avatar: childAvatars.find((avatar) => avatar === child.avatar) ?? null,
        hasPictureCode: child.pictureCodeHash !== null,
      }));
  });

  kit.route(endpoints.setPictureCode, async ({ principal, params, body, ctx }) => {
    const parent = requirePrincipal(principal);
    const child = await findOwnChild(users, parent.id, params.id);
    let hash: string | null = null;
    if (body.pictures !== null) {
      await limitPasswordWork(context, parent.id, ctx.ip);
      hash = await hashPassword(pictureCodeText(body.pictures));
    }
    if (!(await users.setPictureCodeHash(child.id, hash))) throw new HttpError(404, messages.notFound);
    return hash === null
      ? { message: pictureCodeRemovedMessage, has_picture_code: false }
      : { message: pictureCodeSavedMessage, has_picture_code: true };
  });

  /**
   * A child of the device's family logs in by their pictures. A child with a code must give it: every try counts
   * against that child on that device before the check (so parallel guesses cannot slip past the limit), a right
   * code forgets the tries; past `pictureLoginTries` the child is locked there for `pictureLoginLockMinutes`. A
   * child without a code goes in only if the parent chose so. The session is a hand-off of the device's parent.
   */
  kit.route(endpoints.childPictureLogin, async ({ body, ctx }) => {
    const device = await deviceOf(body.deviceToken);
    const child = await users.findById(body.childId);
    if (!child || child.role !== 'child' || child.parentId !== device.parentId)
      throw new HttpError(404, familyDeviceChildUnknownMessage);

    if (child.pictureCodeHash === null) {
      if (!child.opensWithoutCode) throw new HttpError(403, pictureCodeNeededMessage);
    } else {
      // No pictures at all is no guess: refused without counting a try.
      if (body.pictures.length === 0) throw new HttpError(400, wrongPictureCodeMessage);
      const key = `${device.id}:${child.id}`;
      await limiters.pictureLogin.consume(key);
      await limitPasswordWork(context, child.id, ctx.ip);
      if (!(await verifyPassword(child.pictureCodeHash, pictureCodeText(body.pictures))))
        throw new HttpError(400, wrongPictureCodeMessage);
      await limiters.pictureLogin.reset(key);
    }

    const session = await openHandOffSession(context, device.parentId, child);
    await familyDevices.touch(device.id);
    return session;
  });
}
