import { act, renderHook } from '@testing-library/react';
import { contrastRatio, readableFill } from './theme';
import {
  DEFAULT_THEME,
  EMPTY_RESPONSE,
  INVALID_RESPONSE,
  SESSION_STORAGE_KEY,
  THEME_STORAGE_KEY,
  applyTheme,
  bindThemeToDocument,
  createSessionStore,
  createThemeStore,
  decideAccess,
  destinationFor,
  sessionResponseProblem,
  sessionStore,
  themeStore,
  useSession,
} from './index';

const user = { id: 7, name: 'Amina', email: 'amina@example.com', role: 'parent', avatar: null, username: null };

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logOut();
});

describe('logIn', () => {
  it('when the response has token and user, then both are stored with the role', () => {
    const store = createSessionStore();
    store.getState().logIn({ token: 't1', user });
    expect(store.getState()).toMatchObject({
      token: 't1',
      userRole: 'parent',
      user: { name: 'Amina', email: 'amina@example.com', role: 'parent', avatar: null },
    });
  });

  it('when the response uses accessToken and data, then they are read the same way', () => {
    const store = createSessionStore();
    store.getState().logIn({ accessToken: 't2', data: { ...user, role: 'Admin', avatar: '/a.png' } });
    expect(store.getState()).toMatchObject({
      token: 't2',
      userRole: 'Admin',
      user: { role: 'Admin', avatar: '/a.png' },
    });
  });

  it.each([null, undefined, '', {}])('when the response is empty (%p), then it throws the spec text', (response) => {
    const store = createSessionStore();
    expect(() => store.getState().logIn(response)).toThrow(EMPTY_RESPONSE);
    expect(store.getState().token).toBeNull();
  });

  it.each([{ token: 't' }, { user }, { token: '', user }, { accessToken: 't', data: 'nope' }, 'text'])(
    'when the token or the user is missing (%p), then it throws the spec text',
    (response) => {
      const store = createSessionStore();
      expect(() => store.getState().logIn(response)).toThrow(INVALID_RESPONSE);
      expect(store.getState().user).toBeNull();
    },
  );

  it.each([
    [null, 'empty'],
    ['', 'empty'],
    [{}, 'empty'],
    [{ token: 't' }, 'invalid'],
    [{ token: 't', user: { ...user, role: 'Guest' } }, 'invalid'],
    ['text', 'invalid'],
  ])('when an answer failed its check (%p), then the problem is named %s', (response, problem) => {
    expect(sessionResponseProblem(response)).toBe(problem);
  });

  it('when registration passes role parent, then the stored role is parent', () => {
    const store = createSessionStore();
    store.getState().logIn({ token: 't', user: { ...user, role: 'something' } }, { role: 'parent' });
    expect(store.getState().userRole).toBe('parent');
    expect(store.getState().user?.role).toBe('parent');
  });
});

describe('persistence', () => {
  it('when a user logs in, then a new store (a reload) starts logged in', () => {
    createSessionStore().getState().logIn({ token: 'kept', user });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state).toMatchObject({
      token: 'kept',
      userRole: 'parent',
    });
    const reloaded = createSessionStore();
    expect(reloaded.getState()).toMatchObject({ token: 'kept', userRole: 'parent', user: { name: 'Amina' } });
  });

  it('when the user logs out, then the token and the user are gone from storage too', () => {
    const store = createSessionStore();
    store.getState().logIn({ token: 'kept', user });
    store.getState().logOut();
    expect(store.getState()).toMatchObject({ token: null, user: null, userRole: null });
    expect(createSessionStore().getState().token).toBeNull();
  });
});

describe('hand-off', () => {
  const child = { id: 9, name: 'Sara', email: null, role: 'child', avatar: null, username: 'sara' };

  it('when a parent hands the device to a child, then the child session remembers the parent by name across a reload', () => {
    const store = createSessionStore();
    store.getState().logIn({ token: 'parent-token', user });
    store.getState().logIn({ token: 'child-token', user: child }, { handedOverBy: 'Amina' });
    expect(store.getState()).toMatchObject({ token: 'child-token', userRole: 'child', handedOverBy: 'Amina' });
    const reloaded = createSessionStore();
    expect(reloaded.getState()).toMatchObject({ token: 'child-token', handedOverBy: 'Amina' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('parent-token');
  });

  it('when the parent logs back in or anyone logs out, then the hand-off is forgotten', () => {
    const store = createSessionStore();
    store.getState().logIn({ token: 'child-token', user: child }, { handedOverBy: 'Amina' });
    store.getState().logIn({ token: 'parent-token', user });
    expect(store.getState().handedOverBy).toBeNull();
    store.getState().logIn({ token: 'child-token', user: child }, { handedOverBy: 'Amina' });
    store.getState().logOut();
    expect(store.getState().handedOverBy).toBeNull();
  });
});

describe('useSession', () => {
  it('when the shared store changes, then components re-render with it', () => {
    const { result } = renderHook(() => useSession((s) => s.user?.name ?? 'nobody'));
    expect(result.current).toBe('nobody');
    act(() => {
      sessionStore.getState().logIn({ token: 't', user });
    });
    expect(result.current).toBe('Amina');
  });

  it('when the server says whether the parent confirmed their address, then the stored session says so too', () => {
    createSessionStore()
      .getState()
      .logIn({ token: 't', user: { ...user, emailVerified: false } });
    // What the gateway's page reads before the area runs (the email banner will show above the dashboard).
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('"emailVerified":false');
    const store = createSessionStore();
    store.getState().updateUser({ emailVerified: true });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toContain('"emailVerified":true');
  });
});

describe('roles', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['ADMIN', '/admin/dashboard'],
    ['Parent', '/parent'],
    ['child', '/child'],
    ['teacher', '/'],
    [null, '/'],
  ])('after login, role %p goes to %s', (role, path) => {
    expect(destinationFor(role)).toBe(path);
  });

  it('the guard sends no token to /login and another role to /unauthorized', () => {
    expect(decideAccess({ token: null, userRole: 'admin' }, 'admin')).toEqual({ allowed: false, redirectTo: '/login' });
    expect(decideAccess({ token: 't', userRole: 'parent' }, 'admin')).toEqual({
      allowed: false,
      redirectTo: '/unauthorized',
    });
    expect(decideAccess({ token: 't', userRole: 'Admin' }, 'admin')).toEqual({ allowed: true });
  });
});

describe('theme', () => {
  it('defaults to Azure and applies CSS variables', () => {
    const store = createThemeStore();
    expect(store.getState()).toMatchObject(DEFAULT_THEME);
    applyTheme(store.getState());
    expect(document.documentElement.style.getPropertyValue('--theme-color')).toBe('#3A86FF');
    expect(document.documentElement.style.getPropertyValue('--theme-text-color')).toBe('#FFFFFF');
    // White on the spec's Azure reads at 3.5:1, so buttons and bars use a shade where it reads at 4.5:1 or more.
    const fill = document.documentElement.style.getPropertyValue('--theme-fill');
    expect(fill).toBe('#3273DB');
    expect(contrastRatio(fill, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a theme colour that already reads well, and lightens one under dark text', () => {
    expect(readableFill('#166534', '#FFFFFF')).toBe('#166534');
    const underDarkText = readableFill('#6B7280', '#111827');
    expect(contrastRatio(underDarkText, '#111827')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(underDarkText, '#FFFFFF')).toBeLessThan(contrastRatio('#6B7280', '#FFFFFF'));
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
  });

  it('is kept under the theme key and re-applied on change', () => {
    const unbind = bindThemeToDocument();
    themeStore.getState().setTheme({ name: 'Forest', color: '#2A9D8F', textColor: '#000000' });
    expect(document.documentElement.style.getPropertyValue('--theme-color')).toBe('#2A9D8F');
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? '{}').state).toMatchObject({ name: 'Forest' });
    expect(createThemeStore().getState().name).toBe('Forest');
    themeStore.getState().resetTheme();
    unbind();
  });
});
