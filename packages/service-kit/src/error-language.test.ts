import { join } from 'node:path';
import request from 'supertest';
import { hasArabic } from '@young-minds/contracts/messages';
import { sentencesInSource } from '@young-minds/contracts/source-messages';
import { messages } from './errors';
import { buildTestApp } from './testing/fixtures';

const server = buildTestApp().app.callback();

describe('errors in the reader’s language', () => {
  test('when the request asks for Arabic, then the message, the error and the fields are Arabic', async () => {
    const res = await request(server).get('/api/auth/test/fail/notOwner').set('Accept-Language', 'ar');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'لا يمكنك إدارة إلا عائلتك.', error: 'لا يمكنك إدارة إلا عائلتك.' });
    expect(res.headers['content-language']).toBe('ar');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  test('when Arabic is preferred over another language, then it wins; a regional tag counts', async () => {
    const res = await request(server)
      .post('/api/auth/test/signup')
      .set('Accept-Language', 'fr-FR, ar-EG;q=0.9, en;q=0.8')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('محتوى الطلب ليس JSON صالحًا.');
  });

  test('when the request asks for English or for nothing, then the answer is the English, byte for byte', async () => {
    const english = JSON.stringify({ message: messages.notOwner, error: messages.notOwner });
    for (const language of ['en', 'en-GB, ar;q=0.5', 'fr', undefined]) {
      const call = request(server).get('/api/auth/test/fail/notOwner');
      const res = await (language ? call.set('Accept-Language', language) : call);
      expect([language, res.text]).toEqual([language, english]);
      expect(res.headers['content-language']).toBe('en');
    }
  });

  test("when the page's tag asks for Arabic-Indic digits, then the Arabic sentence's numbers are in them", async () => {
    const asked = async (language: string) =>
      request(server).get('/api/auth/test/fail/childLimit').set('Accept-Language', language);
    const arabicIndic = await asked('ar-u-nu-arab');
    expect(arabicIndic.status).toBe(409);
    expect(arabicIndic.body.message).toBe('يمكنك إضافة ٥ أطفال على الأكثر في خطة Pro.');
    expect(arabicIndic.headers['content-language']).toBe('ar');
    expect((await asked('ar-u-nu-latn')).body.message).toBe('يمكنك إضافة 5 أطفال على الأكثر في خطة Pro.');
    expect((await asked('ar')).body.message).toBe('يمكنك إضافة 5 أطفال على الأكثر في خطة Pro.');
    expect((await asked('en, ar-u-nu-arab;q=0.5')).body.message).toBe(
      'You can add at most 5 children on the Pro plan.',
    );
  });

  test('when a text has no Arabic (a library’s own), then it goes as it is', async () => {
    const res = await request(server).get('/api/auth/test/fail/teapot').set('Accept-Language', 'ar');
    expect(res.body.message).toBe("I'm a teapot");
  });

  test('every text of the kit has its Arabic', () => {
    expect(Object.values(messages).filter((text) => !hasArabic(text))).toEqual([]);
  });

  test('every sentence the kit and the services write for people has its Arabic', () => {
    const repo = join(__dirname, '..', '..', '..');
    const folders = [
      'packages/service-kit/src',
      ...['auth', 'content', 'subscriptions', 'gateway'].map((s) => `services/${s}/src`),
    ];
    // Demo content is content (it has its own language field), test fixtures are for tests, and the progress
    // export's CSV column names are a file's, not an answer's.
    const notForReaders = /[\\/](seed|testing)[\\/]|progress[\\/]history\.ts$/;
    const sentences = folders
      .flatMap((folder) => sentencesInSource(join(repo, folder)))
      .filter(({ file }) => !notForReaders.test(file));
    expect(sentences.length).toBeGreaterThan(40);
    expect(sentences.filter(({ text }) => !hasArabic(text)).map(({ text, file }) => `${text} (${file})`)).toEqual([]);
  });
});
