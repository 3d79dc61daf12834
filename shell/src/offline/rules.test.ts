import { type RequestFacts, strategyFor } from './rules';

const origin = 'https://young-minds.example';
const get = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  url: new URL(path, origin),
  method: 'GET',
  mode: 'cors',
  ...extra,
});
const childPage = `${origin}/child/videos`;
const parentPage = `${origin}/parent/dashboard`;

describe('which requests the service worker answers, and how', () => {
  it('opens any page network first with the shell as the offline fallback, the child area included', () => {
    expect(strategyFor(get('/child/videos/12', { mode: 'navigate' }), origin)).toBe('page');
    expect(strategyFor(get('/', { mode: 'navigate' }), origin)).toBe('page');
  });

  it('keeps what the child area reads from the API, and only that', () => {
    expect(strategyFor(get('/api/videos?page=1', { clientUrl: childPage }), origin)).toBe('childApi');
    expect(strategyFor(get('/api/child/overview', { clientUrl: `${origin}/child` }), origin)).toBe('childApi');
    expect(strategyFor(get('/api/videos', { clientUrl: parentPage }), origin)).toBe('untouched');
    expect(strategyFor(get('/api/videos', { clientUrl: `${origin}/children` }), origin)).toBe('untouched');
    expect(strategyFor(get('/api/videos'), origin)).toBe('untouched');
  });

  it('never touches a write, whoever sends it', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(strategyFor(get('/api/progress', { method, clientUrl: childPage }), origin)).toBe('untouched');
      expect(strategyFor(get('/child', { method, mode: 'navigate' }), origin)).toBe('untouched');
    }
  });

  it('answers downloadable media from the downloads, and leaves other media and API pages alone', () => {
    expect(strategyFor(get('/media/videos/a1b2.mp4', { clientUrl: childPage }), origin)).toBe('download');
    expect(strategyFor(get('/media/books/b.pdf', { mode: 'navigate' }), origin)).toBe('download');
    expect(strategyFor(get('/media/submissions/s.pdf', { clientUrl: childPage }), origin)).toBe('untouched');
    expect(strategyFor(get('/api/docs', { mode: 'navigate' }), origin)).toBe('untouched');
  });

  it('reads where the remotes are from the network first, and their hashed chunks from the cache first', () => {
    expect(strategyFor(get('/remotes.json'), origin)).toBe('entry');
    expect(strategyFor(get('/remotes/child/mf-manifest.json'), origin)).toBe('entry');
    expect(strategyFor(get('/remotes/child/remoteEntry.js'), origin)).toBe('entry');
    expect(strategyFor(get('/remotes/child/static/js/async/y.62715b7149.js'), origin)).toBe('chunk');
    expect(strategyFor(get('/remotes/child/static/css/async/y.62715b71.css'), origin)).toBe('chunk');
    expect(strategyFor(get('/remotes/child/index.html'), origin)).toBe('untouched');
  });

  it('leaves other origins and unknown files to the browser', () => {
    expect(strategyFor(get('https://cdn.example/remotes/child/remoteEntry.js'), origin)).toBe('untouched');
    expect(strategyFor(get('/health'), origin)).toBe('untouched');
  });
});
