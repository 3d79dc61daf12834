import { routeTable, serviceForPath } from './routes';

describe('serviceForPath', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/admin/parents/4', 'auth'],
    ['/api/parent/add-child', 'auth'],
    ['/api/admin/stats', 'content'],
    ['/api/Category', 'content'],
    ['/media/videos/a.webm', 'content'],
    ['/api/admin/income', 'subscriptions'],
    ['/api/subscriptions/me', 'subscriptions'],
  ])('when the path is %s, then %s owns it', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  it('when no prefix matches, or only a prefix of a word matches, then no service owns it', () => {
    expect(serviceForPath('/api/unknown')).toBeUndefined();
    expect(serviceForPath('/api/authors')).toBeUndefined();
    expect(serviceForPath('/api/category')).toBeUndefined();
  });

  it('lists each prefix once', () => {
    const prefixes = routeTable.map((route) => route.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
