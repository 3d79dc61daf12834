import type { UploadedFiles } from './body';
import { idempotencyKeyOf, requestFingerprint } from './idempotency';

const upload = (hash: string, name = 'work.png', size = 120) =>
  ({ file: { originalFilename: name, size, hash, filepath: '/tmp/x' } }) as unknown as UploadedFiles;

describe('the fingerprint a repeat must match', () => {
  it('when only the order of the body’s keys differs, then it is the same request', () => {
    expect(requestFingerprint('progress.record', { body: { a: 1, b: { c: 2, d: 3 } } })).toBe(
      requestFingerprint('progress.record', { body: { b: { d: 3, c: 2 }, a: 1 } }),
    );
  });

  it('when the endpoint, a path parameter or any body field differs, then it is another request', () => {
    const base = requestFingerprint('activities.submit', { body: { x: 1 }, params: { id: '4' } });
    expect(requestFingerprint('quizSubmissions.submit', { body: { x: 1 }, params: { id: '4' } })).not.toBe(base);
    expect(requestFingerprint('activities.submit', { body: { x: 1 }, params: { id: '5' } })).not.toBe(base);
    expect(requestFingerprint('activities.submit', { body: { x: 2 }, params: { id: '4' } })).not.toBe(base);
  });

  it('when a call has no params or files, then its fingerprint is the one purchases always had', () => {
    expect(requestFingerprint('subscriptions.subscribe', { body: { plan: 'pro' }, params: {}, files: {} })).toBe(
      requestFingerprint('subscriptions.subscribe', { body: { plan: 'pro' } }),
    );
  });

  it('when an uploaded file differs in its bytes, name or size, then it is another request', () => {
    const base = requestFingerprint('assignments.submissions.create', { body: { text: 'hi' }, files: upload('aa') });
    expect(requestFingerprint('assignments.submissions.create', { body: { text: 'hi' }, files: upload('aa') })).toBe(
      base,
    );
    for (const files of [upload('bb'), upload('aa', 'other.png'), upload('aa', 'work.png', 121)])
      expect(requestFingerprint('assignments.submissions.create', { body: { text: 'hi' }, files })).not.toBe(base);
  });
});

describe('the Idempotency-Key header', () => {
  it('when it is absent, then there is no key; a UUID is taken as it is', () => {
    expect(idempotencyKeyOf({ headers: {} })).toBeNull();
    expect(idempotencyKeyOf({ headers: { 'idempotency-key': '0b7e5b9c-5d0e-4d1c-9a51-3c1f2f0d9e11' } })).toBe(
      '0b7e5b9c-5d0e-4d1c-9a51-3c1f2f0d9e11',
    );
  });

  it('when it has spaces (or was sent twice and joined), then 400', () => {
    expect(() => idempotencyKeyOf({ headers: { 'idempotency-key': 'a, b' } })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });
});
