import { type AccessRule, accessOutcome, matrixCallers } from './endpoint';

const outcomes = (rule: AccessRule) =>
  Object.fromEntries(matrixCallers.map((caller) => [caller, accessOutcome(rule, caller)]));

describe('accessOutcome', () => {
  it('when a rule is public, then everyone is allowed', () => {
    expect(new Set(Object.values(outcomes({ roles: 'public' })))).toEqual(new Set(['allowed']));
  });

  it('when a rule lists roles, then nobody logged in gets 401 and other roles 403', () => {
    expect(outcomes({ roles: ['admin'] })).toEqual({
      anonymous: 401,
      child: 403,
      anotherParentsChild: 403,
      anotherParent: 403,
      parent: 403,
      admin: 'allowed',
    });
  });

  it('when a rule asks for ownership, then only the owning parent (and an admin the rule lets in) passes', () => {
    expect(outcomes({ roles: ['parent', 'admin'], ownership: 'ownChild' })).toEqual({
      anonymous: 401,
      child: 403,
      anotherParentsChild: 403,
      anotherParent: 403,
      parent: 'allowed',
      admin: 'allowed',
    });
  });
});
