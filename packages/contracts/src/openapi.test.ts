import { z } from 'zod';
import * as contracts from './index';
import { defineEndpoint } from './endpoint';
import { endpointAnnotations } from './openapi-annotations';
import {
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  buildOpenApiDocument,
  openApiPath,
} from './openapi';
import { collectEndpoints } from './routes';

const document = buildOpenApiDocument();
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);
const operation = (id: string) => operations.find((candidate) => candidate.operation.operationId === id)!.operation;
const parameter = (id: string, name: string) =>
  operation(id).parameters?.find((candidate) => candidate.name === name) as OpenApiParameter;
const bodySchema = (id: string, type: string) =>
  operation(id).requestBody!.content[type]!.schema as { properties: Record<string, unknown>; required?: string[] };
const responseSchema = (op: OpenApiOperation, status: string) =>
  (op.responses[status] as unknown as { content: Record<string, { schema: { properties: Record<string, unknown> } }> })
    .content['application/json']!.schema;

describe('the OpenAPI document', () => {
  it('when an endpoint is exported by the contracts, then it is one operation, at its method and path', () => {
    const endpoints = collectEndpoints([contracts]);
    expect(operations).toHaveLength(endpoints.length);
    for (const endpoint of endpoints) {
      const matches = operations.filter((candidate) => candidate.operation.operationId === endpoint.id);
      expect(matches.map(({ path, method }) => `${method} ${path}`)).toEqual([
        `${endpoint.method} ${openApiPath(endpoint.path)}`,
      ]);
      expect(matches[0]!.operation.summary).toBe(endpoint.summary);
      expect(matches[0]!.operation['x-service']).toBe(endpoint.service);
    }
  });

  it('when a path has parameters, then they use {param} syntax and each is a required path parameter', () => {
    expect(document.paths['/api/parent/children/{id}']?.put?.operationId).toBe('parent.children.update');
    expect(parameter('blogs.getBySlug', 'slug')).toMatchObject({
      in: 'path',
      required: true,
      schema: { type: 'string', minLength: 1 },
    });
    for (const { path, operation: op } of operations) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(op.parameters?.filter((p) => p.in === 'path').map((p) => p.name) ?? []).toEqual(names);
    }
  });

  it('when a call is protected, then it needs the bearer token and says which roles and ownership pass', () => {
    const child = operation('progress.child');
    expect(child.security).toEqual([{ bearerAuth: [] }]);
    expect(child['x-roles']).toEqual(['parent', 'admin']);
    expect(child['x-ownership']).toBe('ownChild');
    expect(child.description).toMatch(/a parent only for their own child/);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('when a call is public, then the token is optional and no 401 or 403 is promised', () => {
    const plans = operation('plans.list');
    expect(plans['x-roles']).toBe('public');
    expect(plans.security).toEqual([{}, { bearerAuth: [] }]);
    expect(Object.keys(plans.responses)).toEqual(['200']);
  });

  it('when a call reads a query, then each field is a query parameter with the input side of its schema', () => {
    expect(parameter('videos.list', 'pageSize')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', maximum: 100, default: 20 },
    });
    // `?all=` is text on the wire, a boolean only after parsing.
    expect(parameter('blogs.list', 'all').schema).toEqual({ type: 'string', enum: ['0', '1', 'true', 'false'] });
    expect(parameter('subscriptions.subscribe', 'Idempotency-Key')).toMatchObject({ in: 'header', required: false });
  });

  it("when a child's write may be replayed from the offline queue, then it documents the optional Idempotency-Key and its 409", () => {
    for (const id of contracts.offlineReplayableEndpointIds) {
      expect({ id, header: parameter(id, 'Idempotency-Key') }).toMatchObject({
        id,
        header: { in: 'header', required: false },
      });
      expect({ id, conflict: Object.keys(operation(id).responses).includes('409') }).toEqual({ id, conflict: true });
    }
  });

  it('when a body is sent, then it is described from the input side, and the answer from the output side', () => {
    const roundTrip = defineEndpoint({
      id: 'test.roundTrip',
      service: 'content',
      method: 'POST',
      path: '/api/videos/round-trip',
      access: { roles: ['admin'] },
      body: z.object({ count: z.string().pipe(z.coerce.number()) }),
      response: z.object({ count: z.string().pipe(z.coerce.number()) }),
      successStatus: 201,
      summary: 'A test call.',
    });
    const op = buildOpenApiDocument({ endpoints: [roundTrip], annotations: {} }).paths['/api/videos/round-trip']!.post!;
    expect(op.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { count: { type: 'string' } },
      required: ['count'],
    });
    expect(responseSchema(op, '201').properties.count).toEqual({ type: 'number' });
  });

  it('when a field fills in a value itself, then the caller is not required to send it', () => {
    // `categories` may be left out (no categories); `video` too (no related video).
    const assignment = bodySchema('assignments.create', 'multipart/form-data');
    expect(assignment.required).toEqual(['title', 'description', 'dueDate', 'file']);
  });

  it('when videos, books, quizzes and worksheets are written and read, then their language is one of en, ar, both (optional to send)', () => {
    const language = { type: 'string', enum: ['en', 'ar', 'both'] };
    const writes = [
      ['videos.upload', 'multipart/form-data'],
      ['videos.update', 'application/json'],
      ['books.create', 'multipart/form-data'],
      ['books.update', 'application/json'],
      ['quizzes.create', 'application/json'],
      ['quizzes.update', 'application/json'],
      ['assignments.create', 'multipart/form-data'],
      ['assignments.update', 'application/json'],
    ] as const;
    for (const [id, type] of writes) {
      const body = bodySchema(id, type);
      expect({
        id,
        language: body.properties.language,
        required: body.required?.includes('language') ?? false,
      }).toEqual({ id, language: expect.objectContaining(language), required: false });
    }
    for (const id of ['videos.get', 'books.get', 'quizzes.get', 'assignments.get']) {
      const answer = responseSchema(operation(id), '200') as {
        properties: Record<string, unknown>;
        required: string[];
      };
      expect({ id, language: answer.properties.language, required: answer.required.includes('language') }).toEqual({
        id,
        language: expect.objectContaining(language),
        required: true,
      });
    }
  });

  it('when a call takes uploads, then its body is multipart with binary file parts as the contracts declare them', () => {
    const upload = bodySchema('videos.upload', 'multipart/form-data');
    expect(upload.properties.video).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.properties.thumbnail).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.required).toEqual(expect.arrayContaining(['title', 'thumbnail', 'video']));
    // A required file means multipart only; an edit with optional files also takes JSON.
    expect(Object.keys(operation('videos.upload').requestBody!.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(operation('videos.update').requestBody!.content)).toEqual([
      'multipart/form-data',
      'application/json',
    ]);
    expect(bodySchema('videos.update', 'multipart/form-data').required).toBeUndefined();
    expect(bodySchema('books.create', 'multipart/form-data').properties.pdf).toMatchObject({
      description: expect.stringContaining('`file`'),
    });
    expect(bodySchema('blogs.create', 'multipart/form-data').required).toContain('banner_image');
    expect(operation('videos.upload').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
  });

  it('when a call can fail, then its error responses follow from its shape and rule, all with the error body', () => {
    const statuses = (id: string) => Object.keys(operation(id).responses);
    expect(statuses('videos.get')).toEqual(['200', '400', '401', '404']);
    expect(statuses('categories.create')).toEqual(['201', '400', '401', '403', '409', '413', '415']);
    expect(statuses('auth.me')).toEqual(['200', '401']);
    expect(statuses('auth.login')).toEqual(['200', '400', '401', '413', '415', '429']);
    expect(statuses('subscriptions.subscribe')).toEqual([
      '201',
      '400',
      '401',
      '402',
      '403',
      '409',
      '413',
      '415',
      '503',
    ]);
    expect(document.components.schemas.Error).toMatchObject({
      required: ['message', 'error'],
      properties: { fields: { type: 'object' } },
    });
    for (const { operation: op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400)
          expect(document.components.responses[(response as { $ref: string }).$ref.split('/').pop()!]).toBeDefined();
      }
    }
  });

  it('when a resource is documented, then its operations share one tag, named by its route prefix', () => {
    expect(operation('videos.upload').tags).toEqual(['/api/videos']);
    expect(operation('admin.income').tags).toEqual(['/api/admin/income']);
    const used = new Set(operations.flatMap(({ operation: op }) => op.tags));
    expect(new Set(document.tags.map((tag) => tag.name))).toEqual(used);
  });

  it('when the document is serialised, then it holds no schema references it cannot resolve', () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('$defs');
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    for (const ref of refs) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(\w+)$/.exec(ref) ?? [];
      expect(
        section &&
          (document.components as OpenApiDocument['components'] & Record<string, Record<string, unknown>>)[section]![
            name!
          ],
      ).toBeTruthy();
    }
  });

  it('when an annotation names an endpoint, then the endpoint exists, and file parts only go with a body', () => {
    const byId = new Map(collectEndpoints([contracts]).map((endpoint) => [endpoint.id, endpoint]));
    for (const [id, annotation] of Object.entries(endpointAnnotations)) {
      expect({ id, known: byId.has(id) }).toEqual({ id, known: true });
      if (annotation.files) expect({ id, body: Boolean(byId.get(id)!.body) }).toEqual({ id, body: true });
    }
  });

  it('when two endpoints share a method and path, then building the document throws', () => {
    const [first] = collectEndpoints([contracts]);
    expect(() => buildOpenApiDocument({ endpoints: [first!, { ...first!, id: 'copy' }] })).toThrow(/appears twice/);
  });
});
