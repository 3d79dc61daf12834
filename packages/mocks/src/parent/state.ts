import type { Child, Payment, SubmissionReview } from '@young-minds/contracts';
import { familyChildren, familyParent, familyPayments, familySyncs } from './fixtures';

/** What the parent-area mocks remember between calls (the subscriptions live in `adminMockState`, shared). */
export interface ParentMockState {
  children: Child[];
  /** Each payment with the parent who made it. */
  payments: Array<{ parentId: number; payment: Payment }>;
  nextPaymentId: number;
  /** Reviews given in this mock session, by submission id (over the fixtures' own reviews). */
  reviews: Map<number, SubmissionReview>;
  /** Each child's last sync report (`POST /api/child/sync`), as the dashboard shows it; absent: never synced. */
  syncs: Map<number, { lastSyncAt: string; lastSyncItems: number }>;
}

function initial(): ParentMockState {
  return {
    children: familyChildren.map((child) => structuredClone(child)),
    payments: familyPayments.map((payment) => ({ parentId: familyParent.id, payment: structuredClone(payment) })),
    nextPaymentId: 500,
    reviews: new Map(),
    syncs: new Map(familySyncs.map(({ childId, ...sync }) => [childId, { ...sync }])),
  };
}

export const parentMockState: ParentMockState = initial();

/** Back to the fixtures (resetMockState calls it too). */
export function resetParentMockState(overrides: Partial<ParentMockState> = {}): void {
  Object.assign(parentMockState, initial(), overrides);
}
