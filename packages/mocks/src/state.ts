import type { Blog, PublicUser } from '@young-minds/contracts';
import { blogs, mockAccounts } from './fixtures';
import { resetAdminMockState } from './admin/state';
import { resetChildMockState } from './child/state';
import { resetParentMockState } from './parent/state';
import { resetReplayMockState } from './kit/replayable';
import { resetActivityAttemptsMockState, resetQuizAttemptsMockState } from './child-server/state';

/** What the mock back end remembers between calls (reset it between tests with `resetMockState`). */
export interface MockState {
  /** Whether the bootstrap admin has a password yet (check-password-set / set-password). */
  adminPasswordSet: boolean;
  /** Accounts that can log in: login (email or username, lowercased) → password and user. */
  accounts: Map<string, { password: string; user: PublicUser }>;
  blogs: Blog[];
  nextUserId: number;
  /**
   * The open hand-offs ("Start learning as …"): the child's token → the parent who handed over. A hand-off's
   * token works only while it is here: it leaves when the device goes back to the parent and on the parent's
   * password, PIN or logout, as the auth service's hand-off rows end.
   */
  handOffs: Map<string, number>;
}

function initialAccounts(): MockState['accounts'] {
  return new Map(
    Object.values(mockAccounts).map((account) => [
      account.login.toLowerCase(),
      { password: account.password, user: { ...account.user } },
    ]),
  );
}

export const mockState: MockState = {
  adminPasswordSet: false,
  accounts: initialAccounts(),
  blogs: [...blogs],
  nextUserId: 100,
  handOffs: new Map(),
};

export function resetMockState(overrides: Partial<MockState> = {}): void {
  mockState.adminPasswordSet = false;
  mockState.accounts = initialAccounts();
  mockState.blogs = [...blogs];
  mockState.nextUserId = 100;
  mockState.handOffs = new Map();
  Object.assign(mockState, overrides);
  resetAdminMockState();
  resetParentMockState();
  resetChildMockState();
  resetQuizAttemptsMockState();
  resetActivityAttemptsMockState();
  resetReplayMockState();
}

/** Ends every open hand-off of a parent (the parent's password, PIN or logout). */
export function endHandOffsOf(parentId: number): void {
  for (const [token, parent] of [...mockState.handOffs]) if (parent === parentId) mockState.handOffs.delete(token);
}
