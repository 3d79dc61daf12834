import {
  type FamilyClock,
  type PublicUser,
  authEndpoints,
  canonicalTimeZone,
  defaultFamilyClock,
} from '@young-minds/contracts';
import { mockRoute } from '../kit';
import { familyParent } from './fixtures';
import { parentMockState } from './state';

/** The parent whose clock a user lives by: a parent's own, a child's parent's (the mock family's by default). */
export function familyParentOf(user: Pick<PublicUser, 'id' | 'role'>): number {
  if (user.role !== 'child') return user.id;
  return parentMockState.children.find((child) => child.id === user.id)?.parent_id ?? familyParent.id;
}

/** A family's clock by its parent's id, as the auth service keeps it: UTC and Monday until the parent chooses. */
export function mockClockOfFamily(parentId: number): FamilyClock {
  return parentMockState.familyClocks.get(parentId) ?? { ...defaultFamilyClock };
}

const mockFamilyClockOf = (user: PublicUser) => mockClockOfFamily(familyParentOf(user));

/** `GET` and `PUT /api/family/settings`: the contract checks the zone; the zone is kept by its canonical name. */
export const familyClockHandlers = [
  mockRoute(authEndpoints.getFamilyClock, ({ user }) => mockFamilyClockOf(user!)),
  mockRoute(authEndpoints.setFamilyClock, ({ user, body }) => {
    const clock = { timeZone: canonicalTimeZone(body.timeZone) ?? body.timeZone, weekStartsOn: body.weekStartsOn };
    parentMockState.familyClocks.set(user!.id, clock);
    return clock;
  }),
];
