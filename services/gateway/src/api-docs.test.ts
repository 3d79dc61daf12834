import { validate } from '@readme/openapi-parser';
import request from 'supertest';
import * as contracts from '@young-minds/contracts';
import { collectEndpoints } from '@young-minds/contracts';
import { openApiPath } from '@young-minds/contracts/openapi';
import { createApp } from './app';
import { closedPortUrl, testConfig } from './test-helpers';

async function gateway() {
  return request(createApp({ config: testConfig(await closedPortUrl()) }).callback());
}

describe('GET /api/openapi.json', () => {
  test('when fetched, then it is the OpenAPI 3.1 document as JSON, revalidated by its ETag', async () => {
    const agent = await gateway();
    const res = await agent.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.openapi).toBe('3.1.0');
    const again = await agent.get('/api/openapi.json').set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
  });

  test('when validated by an OpenAPI parser, then it is a valid OpenAPI 3.1 document', async () => {
    const res = await (await gateway()).get('/api/openapi.json');
    // The parser dereferences in place: hand it a copy.
    const result = await validate(structuredClone(res.body));
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
    expect(result.valid && result.warnings).toEqual([]);
  });

  test('when the validator is handed a broken document, then it says so (the check above can fail)', async () => {
    const res = await (await gateway()).get('/api/openapi.json');
    const broken = structuredClone(res.body);
    broken.paths['/api/videos'].get.responses['404'] = { $ref: '#/components/responses/Missing' };
    expect((await validate(broken)).valid).toBe(false);
  });

  test('when the contracts define an endpoint, then the document has it exactly once, at its method and path', async () => {
    const res = await (await gateway()).get('/api/openapi.json');
    const operations = Object.entries(
      res.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        id: operation.operationId,
        route: `${method.toUpperCase()} ${path}`,
      })),
    );
    const endpoints = collectEndpoints([contracts]);
    expect(endpoints.length).toBeGreaterThan(40);
    expect(operations.map((operation) => operation.id).sort()).toEqual(endpoints.map((endpoint) => endpoint.id).sort());
    for (const endpoint of endpoints) {
      expect(
        operations.filter((operation) => operation.id === endpoint.id).map((operation) => operation.route),
      ).toEqual([`${endpoint.method} ${openApiPath(endpoint.path)}`]);
    }
  });

  test('when called with another method, then 405 names the allowed ones', async () => {
    const res = await (await gateway()).post('/api/openapi.json').send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body).toEqual({ message: 'Method not allowed.', error: 'Method not allowed.' });
  });
});

describe('GET /api/docs', () => {
  test('when opened, then it is an HTML page that loads nothing and runs no script', async () => {
    const res = await (await gateway()).get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = res.headers['content-security-policy']!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(res.text).not.toMatch(/<script|<link|src=/i);
  });

  test('when read, then each operation shows its method, path, who may call, parameters, body fields and responses', async () => {
    const page = (await (await gateway()).get('/api/docs')).text;
    // Grouped by tag: the videos resource has its heading, with its upload under it.
    const videosHeading = page.indexOf('<h2 id="tag-api-videos">/api/videos</h2>');
    const upload = page.indexOf('<section class="operation" id="videos-upload">');
    expect(videosHeading).toBeGreaterThan(-1);
    expect(upload).toBeGreaterThan(videosHeading);
    const section = page.slice(upload, page.indexOf('</section>', upload));
    expect(section).toContain('<span class="method post">POST</span><span class="path">/api/videos/upload</span>');
    expect(section).toContain('<strong>Who may call:</strong> Roles: admin (bearer token).');
    expect(section).toContain('<code>multipart/form-data</code>');
    expect(section).toMatch(/<td><code>video<\/code><\/td><td>file<\/td><td>required<\/td>/);
    expect(section).toMatch(/<td><code>title<\/code><\/td><td>string, 1–200 characters<\/td><td>required<\/td>/);
    expect(section).toContain('<td><code>201</code></td>');
    expect(section).toContain('<td><code>415</code></td>');

    const child = page.slice(page.indexOf('id="progress-child"'));
    expect(child).toMatch(/<td><code>id<\/code><\/td><td>path<\/td><td>integer, &#62; 0<\/td><td>required<\/td>/);
    expect(child).toContain('a parent only for their own child');
    const plans = page.slice(page.indexOf('id="plans-list"'));
    expect(plans).toContain('<strong>Who may call:</strong> Public: no token needed');
  });

  test('when every endpoint is listed, then each has its own section on the page', async () => {
    const page = (await (await gateway()).get('/api/docs')).text;
    const sections = [...page.matchAll(/<section class="operation" id="([^"]+)">/g)].map((match) => match[1]);
    expect(sections).toHaveLength(collectEndpoints([contracts]).length);
    expect(new Set(sections).size).toBe(sections.length);
  });
});
