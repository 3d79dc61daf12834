import { createMediaSigner, unsignedMediaUrl } from './media-signing';

describe('signed media links', () => {
  let now = new Date('2026-03-01T12:00:00.000Z');
  const signer = createMediaSigner({
    secret: 'a test-only media key with more than thirty-two characters',
    now: () => now,
  });
  const query = (url: string) => new URL(url, 'http://x').searchParams;

  it('when a paid file or a submission is signed, then the link names the file and an expiry about an hour away', () => {
    for (const url of ['/media/videos/a.webm', '/media/activity-images/b.png', '/media/submissions/c.jpg']) {
      const link = signer.sign(url);
      expect(unsignedMediaUrl(link)).toBe(url);
      const expires = Number(query(link).get('expires'));
      expect(expires - now.getTime() / 1000).toBeGreaterThanOrEqual(3600);
      expect(expires - now.getTime() / 1000).toBeLessThan(3660);
      expect(signer.verify(url.slice('/media/'.length), query(link).get('expires'), query(link).get('signature'))).toBe(
        true,
      );
    }
  });

  it('when a picture, another url or null is signed, then it is answered as it is', () => {
    expect(signer.sign('/media/images/t.png')).toBe('/media/images/t.png');
    expect(signer.sign('https://example.test/x.webm')).toBe('https://example.test/x.webm');
    expect(signer.sign(null)).toBeNull();
  });

  it('when a signed link is signed again later, then it gets a fresh expiry for the same file', () => {
    const first = signer.sign('/media/books/b.pdf');
    now = new Date(now.getTime() + 30 * 60 * 1000);
    const again = signer.sign(first);
    expect(unsignedMediaUrl(again)).toBe('/media/books/b.pdf');
    expect(Number(query(again).get('expires'))).toBe(Number(query(first).get('expires')) + 30 * 60);
  });

  it('when a link has run out, or names another file, then it is refused; until then its seconds left count down', () => {
    const link = signer.sign('/media/videos/a.webm');
    const expires = query(link).get('expires');
    const signature = query(link).get('signature');
    expect(signer.verify('videos/other.webm', expires, signature)).toBe(false);
    expect(signer.secondsLeft(expires)).toBeGreaterThan(3500);
    now = new Date(Number(expires) * 1000);
    expect(signer.verify('videos/a.webm', expires, signature)).toBe(false);
    expect(signer.secondsLeft(expires)).toBe(0);
  });
});
