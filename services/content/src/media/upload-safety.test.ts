import { type AddressInfo } from 'node:net';
import { Agent, type IncomingHttpHeaders, type Server, createServer, request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import { type TestSession, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, publishAllContent, startContent } from '../test-support';
import { multipartBody } from '@young-minds/service-kit/src/testing/multipart';

/**
 * Uploads over a real socket: the caps of each kind hold while the bytes arrive, a refused upload leaves no
 * temp file, and the connection it came on does not poison the next request.
 */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: { message?: string; fields?: Record<string, string> };
}

const multipart = (parts: Parameters<typeof multipartBody>[0]) => multipartBody(parts, 'content-test-boundary');

/**
 * POSTs `body`; with `declaredLength` larger than the body, the rest never comes, so only an answer given
 * while the upload streams arrives. No answer within 5 s fails the test rather than hanging it.
 */
function post(
  url: string,
  options: { headers: Record<string, string>; body: Buffer; declaredLength?: number; agent?: Agent },
): Promise<Answer> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    const partial = options.declaredLength !== undefined;
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'Content-Length': String(options.declaredLength ?? options.body.length) },
        agent: options.agent,
        timeout: 5000,
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => {
          if (partial) req.destroy();
          resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within 5 s`)));
    req.on('error', rejectAnswer);
    if (partial) req.write(options.body);
    else req.end(options.body);
  });
}

function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolveStatus, rejectStatus) => {
    const req = httpRequest(url, { agent, timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} within 5 s`)));
    req.on('error', rejectStatus);
    req.end();
  });
}

const limits = { submission: 32 * 1024, video: 64 * 1024, image: 16 * 1024 };

describe('uploads over a real connection (content service)', () => {
  let harness: ContentHarness;
  let server: Server;
  let base: string;
  let admin: TestSession;
  let child: TestSession;
  /** Resolves once every request the server got so far is over (answered or aborted). */
  let settled: () => Promise<void>;

  beforeAll(async () => {
    harness = await startContent('sqlite', { limits });
    admin = await createAdmin(harness);
    ({ child } = await createFamily(harness));
    const created = await harness.db.repos.assignments.create({
      title: 'Draw a tree',
      description: 'Any tree.',
      videoId: null,
      dueDate: '2030-01-01',
      categoryIds: [],
      fileUrl: '/media/assignments/none.pdf',
    });
    if (!created.ok) throw new Error(`assignment not created: ${created.reason}`);
    // Approved by a reviewer (issue 35), so the child may hand work in.
    await publishAllContent(harness);
    submitPath = `/api/assignments/${created.assignment.id}/submissions`;
    const pending = new Set<Promise<void>>();
    server = createServer((req, res) => {
      pending.add(new Promise<void>((done) => res.once('close', done)));
      void harness.callback(req, res);
    });
    settled = async () => {
      await Promise.all(pending);
    };
    await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolveClose) => server.close(resolveClose));
    await harness.close();
  });
  let submitPath: string;

  const auth = (user: TestSession) => ({ Authorization: `Bearer ${user.token}` });

  test('when an upload has more files than allowed (413), then the next request on that keep-alive socket is answered and no temp file is left', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const files = [1, 2, 3, 4, 5].map((n) => ({
        name: 'video',
        filename: `v${n}.webm`,
        data: sampleFiles.webm(48 * 1024),
      }));
      const { body, contentType } = multipart([{ name: 'title', data: 'Five videos' }, ...files]);
      const refused = await post(`${base}/api/videos/upload`, {
        headers: { ...auth(admin), 'Content-Type': contentType },
        body,
        agent,
      });
      expect(refused.status).toBe(413);
      expect(await get(`${base}/health`, agent)).toBe(200);
      await settled();
      expect(readdirSync(harness.uploadDir)).toEqual([]);
    } finally {
      agent.destroy();
    }
  });

  test("when a child's file passes the submission cap, then 413 'Your file is too large' comes while it streams and no temp file is left", async () => {
    const { body, contentType } = multipart([
      { name: 'file', filename: 'homework.pdf', data: sampleFiles.pdf(96 * 1024) },
    ]);
    // Declares 50 MB and sends 96 KB: only a cap enforced while streaming can answer before the end.
    const answer = await post(`${base}${submitPath}`, {
      headers: { ...auth(child), 'Content-Type': contentType },
      body: body.subarray(0, body.length - 40),
      declaredLength: 50 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      message: 'Your file is too large (at most 32 KB).',
      fields: { file: 'File too large.' },
    });
    await settled();
    expect(readdirSync(harness.uploadDir)).toEqual([]);
  });

  test('when a video upload passes the thumbnail cap, then 413 names the thumbnail while it streams', async () => {
    const { body, contentType } = multipart([
      { name: 'title', data: 'A video' },
      { name: 'thumbnail', filename: 't.png', data: sampleFiles.png(40 * 1024) },
    ]);
    const answer = await post(`${base}/api/videos/upload`, {
      headers: { ...auth(admin), 'Content-Type': contentType },
      body: body.subarray(0, body.length - 40),
      declaredLength: 500 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Thumbnail is too large (at most 16 KB).');
    await settled();
    expect(readdirSync(harness.uploadDir)).toEqual([]);
  });

  test.each([
    [
      '415 (not a document)',
      () => multipart([{ name: 'file', filename: 'x.pdf', data: Buffer.alloc(2048, 0x41) }]),
      415,
    ],
    [
      '400 (a file under another field)',
      () => multipart([{ name: 'other', filename: 'x.pdf', data: sampleFiles.pdf() }]),
      400,
    ],
    ['415 (compressed upload)', () => multipart([{ name: 'file', filename: 'x.pdf', data: sampleFiles.pdf() }]), 415],
  ])('when a submission is refused with %s, then no temp file is left', async (label, build, status) => {
    const { body, contentType } = build();
    const headers: Record<string, string> = { ...auth(child), 'Content-Type': contentType };
    if (label.includes('compressed')) headers['Content-Encoding'] = 'br';
    const answer = await post(`${base}${submitPath}`, { headers, body });
    expect(answer.status).toBe(status);
    await settled();
    expect(readdirSync(harness.uploadDir)).toEqual([]);
  });

  test('when a malformed brotli JSON body arrives, then 400, not 500', async () => {
    const answer = await post(`${base}/api/Category`, {
      headers: { ...auth(admin), 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
      body: Buffer.from('{"name":"not brotli"}'),
    });
    expect(answer.status).toBe(400);
  });
});
