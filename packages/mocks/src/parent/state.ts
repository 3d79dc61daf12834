import type { Child, FamilyClock, FamilyThemeName, PublicUser, SubmissionReview } from '@young-minds/contracts';
import { MockHttpError, mockStore } from '../kit/errors';
import { familyChildren, familyParent, familyPayments, familySyncs, parentMockMessages } from './fixtures';

/** What one family's account holds besides its login: phone, PIN, theme, and the way back's wrong tries. */
export interface FamilyAccount {
  phone: string | null;
  pin: string | null;
  theme: FamilyThemeName;
  wrongTries: number;
  lockedUntil: number;
}

/** What the parent-area mocks remember between calls (the subscriptions live in `adminMockState`, shared). */
const initial = () => ({
  children: structuredClone(familyChildren),
  /** Each payment with the parent who made it. */
  payments: familyPayments.map((payment) => ({ parentId: familyParent.id, payment: structuredClone(payment) })),
  nextPaymentId: 500,
  /** Reviews given in this mock session, by submission id (over the fixtures' own reviews). */
  reviews: new Map<number, SubmissionReview>(),
  /** Each child's last sync report (`POST /api/child/sync`), as the dashboard shows it; absent: never synced. */
  syncs: new Map(familySyncs.map(({ childId, ...sync }) => [childId, { ...sync }])),
  /** Each parent's account row, made on first use (`familyAccount`). */
  familyAccounts: new Map<number, FamilyAccount>(),
  /** Each parent's family clock (`PUT /api/family/settings`, or the zone sent at registration); absent: UTC, Monday. */
  familyClocks: new Map<number, FamilyClock>(),
});

export type ParentMockState = ReturnType<typeof initial>;

/** `resetParentMockState`: back to the fixtures (resetMockState calls it too). */
export const [parentMockState, resetParentMockState] = mockStore(initial);

/** The caller's own child (any child for an admin), or the service's 404 / 403 (another family's), as `ownChild` rules. */
export function ownChild(id: number, user: PublicUser | undefined): Child {
  const child = parentMockState.children.find((row) => row.id === id);
  if (!child) throw new MockHttpError(404, parentMockMessages.childNotFound);
  if (child.parent_id !== user?.id && user?.role !== 'admin') throw new MockHttpError(403, parentMockMessages.notOwner);
  return child;
}
