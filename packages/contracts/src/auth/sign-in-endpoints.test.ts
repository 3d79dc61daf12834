import { authEndpoints } from './endpoints';
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
