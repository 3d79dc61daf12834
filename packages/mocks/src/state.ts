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
};

export function resetMockState(overrides: Partial<MockState> = {}): void {
  mockState.adminPasswordSet = false;
  mockState.accounts = initialAccounts();
  mockState.blogs = [...blogs];
  mockState.nextUserId = 100;
  Object.assign(mockState, overrides);
  resetAdminMockState();
  resetParentMockState();
  resetChildMockState();
  resetQuizAttemptsMockState();
  resetActivityAttemptsMockState();
  resetReplayMockState();
}
