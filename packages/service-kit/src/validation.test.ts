import request from 'supertest';
import { buildTestApp, tokenFor } from './testing/fixtures';
import { findNulCharacter } from './validation';

describe('findNulCharacter', () => {
  it('when a string deep in a part holds U+0000, then its path is named', () => {
    expect(findNulCharacter({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findNulCharacter('\u0000')).toBe('');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\\0');
    expect(findNulCharacter({ a: 'fine', b: [1, null, true] })).toBeUndefined();
  });
});

describe('requests holding the NUL character', () => {
  const { app } = buildTestApp();
  const api = () => request(app.callback());

  it('when a body field holds NUL, then 400 names the field and the handler never runs', async () => {
    const response = await api()
      .post('/api/auth/test/signup')
      .send({ email: 'a@example.test', name: 'A\u0000B', password: 'long-enough' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'name: must not contain the NUL character.',
      error: 'name: must not contain the NUL character.',
      fields: { name: 'must not contain the NUL character.' },
    });
  });

  it('when a query value or a path parameter holds NUL, then 400 before the database could see it', async () => {
    const token = await tokenFor(2);
    const query = await api().get('/api/parent/children/3?search=a%00b').set('Authorization', `Bearer ${token}`);
    expect({ status: query.status, message: query.body.message }).toEqual({
      status: 400,
      message: 'search: must not contain the NUL character.',
    });
    const params = await api().get('/api/auth/test/fail/%00').set('Authorization', `Bearer ${token}`);
    expect({ status: params.status, message: params.body.message }).toEqual({
      status: 400,
      message: 'kind: must not contain the NUL character.',
    });
  });
});
