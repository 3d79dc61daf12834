import { childAccountEndpoints } from './child';
import { authEndpoints } from './endpoints';
import { familyClockEndpoints } from './family-clock';
import { familyDeviceEndpoints, handOffEndpoints, parentProfileEndpoints } from './family-endpoints';
import { familyThemeEndpoints } from './family-theme';
import { sessionEndpoints } from './session-endpoints';
import { signInEndpoints } from './sign-in-endpoints';

describe('signInEndpoints (the public area’s auth calls)', () => {
  it('when the auth service’s public calls are listed, then the sign-in table holds exactly them, as the same endpoints', () => {
    const publicAuthCalls = Object.entries(authEndpoints).filter(([, endpoint]) => endpoint.access.roles === 'public');

    expect(Object.fromEntries(publicAuthCalls)).toEqual(signInEndpoints);
    for (const [name, endpoint] of Object.entries(signInEndpoints)) {
      expect(authEndpoints[name as keyof typeof authEndpoints]).toBe(endpoint);
    }
  });
});

describe('the small auth tables a first screen imports alone (the session, the parent’s profile and devices, the hand-off, the family theme and clock, the child’s avatar)', () => {
  it.each([
    ['familyThemeEndpoints', familyThemeEndpoints],
    ['familyClockEndpoints', familyClockEndpoints],
    ['childAccountEndpoints', childAccountEndpoints],
    ['sessionEndpoints', sessionEndpoints],
    ['parentProfileEndpoints', parentProfileEndpoints],
    ['familyDeviceEndpoints', familyDeviceEndpoints],
    ['handOffEndpoints', handOffEndpoints],
  ] as const)('when %s is listed, then each of its calls is the auth service’s own, the same endpoint', (_, table) => {
    for (const [name, endpoint] of Object.entries(table)) {
      expect(authEndpoints[name as keyof typeof authEndpoints]).toBe(endpoint);
    }
  });
});
