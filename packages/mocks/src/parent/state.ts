import type {
  Child,
  FamilyClock,
  FamilyDevice,
  FamilyThemeName,
  PublicUser,
  SubmissionReview,
} from '@young-minds/contracts';
import { MockHttpError, mockStore, rowById } from '../kit/errors';
import {
  familyChildren,
  familyParent,
  familyPayments,
  familyPictureCodes,
  familySyncs,
  parentMockMessages,
} from './fixtures';

/** What one family's account holds besides its login: phone, PIN, theme, and the way back's wrong tries. */
export interface FamilyAccount {
  phone: string | null;
  pin: string | null;
  theme: FamilyThemeName;
  wrongTries: number;
  lockedUntil: number;
}

/** A family device as the mocks keep it: the token in clear (the service keeps only its sha256). */
export interface MockFamilyDevice {
  id: number;
  parentId: number;
  name: string;
  token: string;
  created_at: string;
  last_used_at: string | null;
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
  /** The family devices (issue 32), oldest first. */
  familyDevices: [] as MockFamilyDevice[],
  /** Each child's picture code (the fixtures' Maryam has one: moon, star, sun). */
  pictureCodes: new Map<number, readonly string[]>(familyPictureCodes),
  /** Picture-code tries per `<device id>:<child id>`: how many in the window, and when the window ends. */
  pictureTries: new Map<string, { count: number; until: number }>(),
  /** Each parent's family clock (`PUT /api/family/settings`, or the zone sent at registration); absent: UTC, Monday. */
  familyClocks: new Map<number, FamilyClock>(),
});

export type ParentMockState = ReturnType<typeof initial>;

/** Reset to the fixtures by `resetMockState`, as every store. */
export const [parentMockState] = mockStore(initial);

/** The caller's own child (any child for an admin), or the service's 404 / 403 (another family's), as `ownChild` rules. */
export function ownChild(id: number, user: PublicUser | undefined): Child {
  const child = rowById(parentMockState.children, id, parentMockMessages.childNotFound);
  if (child.parent_id !== user?.id && user?.role !== 'admin') throw new MockHttpError(403, parentMockMessages.notOwner);
  return child;
}

/** A parent's children, oldest account first (the order of the family's lists). */
export const childrenOf = (parentId: number): Child[] =>
  parentMockState.children
    .filter((child) => child.parent_id === parentId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);

/** A family device as the parent sees it: never its token. */
export const toFamilyDevice = ({ id, name, created_at, last_used_at }: MockFamilyDevice): FamilyDevice => ({
  id,
  name,
  created_at,
  last_used_at,
});

/** The family's devices for its export (names and dates, never a token). */
export const familyDevicesOf = (parentId: number): FamilyDevice[] =>
  parentMockState.familyDevices.filter((row) => row.parentId === parentId).map(toFamilyDevice);
