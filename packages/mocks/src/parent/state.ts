import type { Child, Payment, SubmissionReview, SubscribeResponse } from '@young-minds/contracts';
import { familyChildren, familyParent, familyPayments } from './fixtures';

/** What the parent-area mocks remember between calls (the subscriptions live in `adminMockState`, shared). */
export interface ParentMockState {
  children: Child[];
  /** Each payment with the parent who made it. */
  payments: Array<{ parentId: number; payment: Payment }>;
  /** Idempotency-Key → the first answer to a subscribe call, replayed to repeats (as the service does). */
  purchases: Map<string, { body: string; answer: SubscribeResponse }>;
  nextPaymentId: number;
  /** Reviews given in this mock session, by submission id (over the fixtures' own reviews). */
  reviews: Map<number, SubmissionReview>;
}

function initial(): ParentMockState {
  return {
    children: familyChildren.map((child) => structuredClone(child)),
    payments: familyPayments.map((payment) => ({ parentId: familyParent.id, payment: structuredClone(payment) })),
    purchases: new Map(),
    nextPaymentId: 500,
    reviews: new Map(),
  };
}

export const parentMockState: ParentMockState = initial();

/** Back to the fixtures (resetMockState calls it too). */
export function resetParentMockState(overrides: Partial<ParentMockState> = {}): void {
  Object.assign(parentMockState, initial(), overrides);
}
