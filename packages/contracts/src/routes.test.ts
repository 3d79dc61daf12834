import * as contracts from './index';
import {
  allEndpoints,
  collectEndpoints,
  deriveRouteTable,
  isEndpoint,
  ownershipPrefix,
  routeTable,
  serviceForPath,
} from './routes';

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
    // The child area's calls: its account is auth's, its learning content's.
    ['/api/child/avatar', 'auth'],
    ['/api/child/overview', 'content'],
    ['/api/child/heartbeat', 'content'],
  ])('when the path is %s, then %s owns it', (path, service) => {
    expect(serviceForPath(path)).toBe(service);
  });

  it('when no prefix matches, or only a prefix of a word matches, then no service owns it', () => {
    expect(serviceForPath('/api/unknown')).toBeUndefined();
    expect(serviceForPath('/api/authors')).toBeUndefined();
    expect(serviceForPath('/api/category')).toBeUndefined();
    expect(serviceForPath('/api/admin')).toBeUndefined();
  });

  it("when the path is the gateway's own API reference, then no service owns it", () => {
    expect(serviceForPath('/api/openapi.json')).toBeUndefined();
    expect(serviceForPath('/api/docs')).toBeUndefined();
  });

  it('lists each prefix once', () => {
    const prefixes = routeTable.map((route) => route.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});

describe('the derived route table', () => {
  // The table as it was written by hand before it was derived; `/api/child` had no endpoint (its calls live under
  // `/api/progress` and `/api/quiz-submissions`), so the gateway now answers its 404 itself.
  const handWritten = {
    '/api/auth': 'auth',
    '/api/admin/parents': 'auth',
    '/api/admin/children': 'auth',
    '/api/admin/profile': 'auth',
    '/api/parent': 'auth',
    '/api/videos': 'content',
    '/api/Category': 'content',
    '/api/quizzes': 'content',
    '/api/quiz-submissions': 'content',
    '/api/assignments': 'content',
    '/api/books': 'content',
    '/api/blogs': 'content',
    '/api/admin/stats': 'content',
    '/api/progress': 'content',
    '/media': 'content',
    '/api/plans': 'subscriptions',
    '/api/subscriptions': 'subscriptions',
    '/api/payments': 'subscriptions',
    '/api/admin/income': 'subscriptions',
  };

  it('when a prefix was in the hand-written table, then the same service still owns it', () => {
    for (const [prefix, service] of Object.entries(handWritten)) {
      expect({ prefix, owner: serviceForPath(prefix) }).toEqual({ prefix, owner: service });
      expect({ prefix, owner: serviceForPath(`${prefix}/anything`) }).toEqual({ prefix, owner: service });
    }
  });

  it("when a path is an endpoint's, then the endpoint's service owns it", () => {
    for (const endpoint of allEndpoints) {
      const concrete = endpoint.path.replace(/:[^/]+/g, '7');
      expect({ id: endpoint.id, owner: serviceForPath(concrete) }).toEqual({
        id: endpoint.id,
        owner: endpoint.service,
      });
    }
  });

  it('when the index exports an endpoint, then the route table knows it (no area left out)', () => {
    const fromIndex = collectEndpoints([contracts]);
    expect(fromIndex.length).toBeGreaterThan(0);
    expect(new Set(allEndpoints)).toEqual(new Set(fromIndex));
  });

  it('when two services claim one prefix, then deriving the table throws and names both', () => {
    const endpoints = [
      { id: 'videos.list', path: '/api/videos', service: 'content' as const },
      { id: 'videos.sneaky', path: '/api/videos/:id/buy', service: 'subscriptions' as const },
    ];
    expect(() => deriveRouteTable(endpoints)).toThrow(
      'Route table clash: /api/videos is claimed by the content service (videos.list) and the subscriptions service (videos.sneaky).',
    );
    expect(() => deriveRouteTable(endpoints.slice(0, 1), [{ prefix: '/api/videos', service: 'auth' }])).toThrow(
      /clash/,
    );
  });

  it('when an admin call is added, then ownership is decided one segment below /api/admin', () => {
    expect(ownershipPrefix('/api/admin/children/:id')).toBe('/api/admin/children');
    expect(ownershipPrefix('/api/videos/:id')).toBe('/api/videos');
    expect(() => ownershipPrefix('/api/admin')).toThrow(/too short/);
    expect(() => ownershipPrefix('/api/:id')).toThrow(/too short/);
  });

  it("when a call is below one child of the parent's, then ownership is decided one segment below the child", () => {
    expect(ownershipPrefix('/api/parent/children/:id/hifz')).toBe('/api/parent/children/:id/hifz');
    expect(ownershipPrefix('/api/parent/children/:id/recitations/:recitationId')).toBe(
      '/api/parent/children/:id/recitations',
    );
    expect(ownershipPrefix('/api/parent/children/:id')).toBe('/api/parent');
    expect(() => ownershipPrefix('/api/parent/children/:id/:other')).toThrow(/too short/);
    expect(serviceForPath('/api/parent/children/7/hifz')).toBe('content');
    expect(serviceForPath('/api/parent/children/7/recitations/3/review')).toBe('content');
    expect(serviceForPath('/api/parent/children/7/handoff')).toBe('auth');
    expect(serviceForPath('/api/parent/children/7')).toBe('auth');
    expect(serviceForPath('/api/parent/children')).toBe('auth');
    expect(serviceForPath('/api/parent/children//hifz')).toBe('auth');
  });

  it('when two different endpoints share an id or a method and path, then collecting them throws', () => {
    const [first] = allEndpoints;
    expect(isEndpoint(first)).toBe(true);
    expect(() => collectEndpoints([{ a: first, b: { ...first, path: '/api/elsewhere' } }])).toThrow(
      /Two endpoints have the id/,
    );
    expect(() => collectEndpoints([{ a: first, b: { ...first, id: 'another.id' } }])).toThrow(/defined twice/);
    expect(collectEndpoints([{ a: first }, { group: { again: first } }])).toEqual([first]);
  });
});
