import { loginResponses } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { latestPlace, rememberPlace } from './places';

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().logIn(loginResponses.child);
});

const server = (bookmark: string, lastSeenAt: string) => ({ bookmark, positionSeconds: null, lastSeenAt });

describe('where a book or video opens', () => {
  it('opens at the page this device saved after the server last heard (offline, the server copy is older)', () => {
    rememberPlace({ contentType: 'book', contentId: 7, bookmark: '5' }, Date.parse('2026-11-26T10:05:00Z'));
    expect(latestPlace('book', 7, server('2', '2026-11-26T10:00:00Z')).bookmark).toBe('5');
  });

  it("opens at the server's page when it is newer (read on another device since)", () => {
    rememberPlace({ contentType: 'book', contentId: 7, bookmark: '5' }, Date.parse('2026-11-26T10:05:00Z'));
    expect(latestPlace('book', 7, server('9', '2026-11-26T11:00:00Z')).bookmark).toBe('9');
  });

  it('keeps a video position per child: another child on the same device starts from the server', () => {
    rememberPlace({ contentType: 'video', contentId: 3, positionSeconds: 95 });
    expect(latestPlace('video', 3, undefined).positionSeconds).toBe(95);
    sessionStore.getState().logIn({
      ...loginResponses.child,
      token: 'another-child',
      user: { ...loginResponses.child.user, name: 'Maryam' },
    });
    expect(latestPlace('video', 3, undefined).positionSeconds).toBeNull();
  });
});
