/**
 * Contract fuzzing: malformed requests for every endpoint, derived from its zod contract (method, path,
 * params, query, body, access), sent to a real in-process app. Each service's `fuzz.test.ts` drives it and
 * asserts that bad input never answers 5xx, always says why (`message`), and never changes a row.
 *
 * Requests are drawn with fast-check from a fixed seed (`FUZZ_SEED` overrides it; every failure report
 * prints the seed), so a failing run replays exactly.
 */
import fc from 'fast-check';
import type request from 'supertest';
import type { z } from 'zod';
import { type Actor, type Endpoint, roleAllowed } from '@young-minds/contracts';

type FuzzActor = Actor | 'forged';

/** One malformed call, fully serialized: what was sent is exactly what a report shows. */
interface FuzzRequest {
  endpointId: string;
  /** Which mutation produced it, e.g. 'body.field:title=huge-string'. */
  label: string;
  actor: FuzzActor;
  method: Endpoint['method'];
  /** Path and raw query string, already percent-encoded (malformed encodings on purpose). */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface FuzzAnswer {
  status: number;
  body: unknown;
}

export interface FuzzFailure {
  request: Omit<FuzzRequest, 'payload'> & { payload?: string };
  status: number;
  problem: string;
}

export interface FuzzOptions {
  endpoints: readonly Endpoint[];
  /** `() => request(app.callback())`. */
  api: () => ReturnType<typeof request>;
  /** A currently valid bearer token of each role (called per request, so a test can re-issue revoked ones). */
  token: (actor: Actor) => Promise<string | undefined>;
  /** Row count of every table; compared before and after each call that did not succeed. */
  countRows: () => Promise<Record<string, number>>;
  /** Ids that exist (params are drawn from these as well as from malformed ones). */
  ids?: readonly number[];
  /** Send malformed multipart/form-data to POST and PUT calls too (services that take uploads). */
  multipart?: boolean;
  runsPerEndpoint?: number;
  seed?: number;
  /** Per-request timeout: a hang is a failure too. */
  timeoutMs?: number;
}

const defaultFuzzSeed = 20_260_923;

function fuzzSeed(): number {
  const fromEnv = Number(process.env.FUZZ_SEED);
  return Number.isInteger(fromEnv) && process.env.FUZZ_SEED ? fromEnv : defaultFuzzSeed;
}

// ---- Nasty values --------------------------------------------------------------------------------------

/** A JSON token JSON.stringify cannot write (1e309 parses to Infinity; -0; huge exponents). */
class RawJson {
  constructor(readonly token: string) {}
}

const huge = (length: number, unit = 'a') => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const nastyStrings: readonly string[] = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x1f',
  '1.5',
  '9007199254740993',
  '2024-02-30',
  '0000-00-00',
  '99999-12-31',
  '\u202Egnp.exe\u202C', // right-to-left override
  'مرحبا بالعالم', // Arabic (RTL)
  '👨‍👩‍👧‍👦🧕🏽🕌',
  'a\u0000b', // NUL
  '\u0000',
  '\uD800', // lone high surrogate
  'x\uDFFFy', // lone low surrogate
  '\uFEFFbom',
  '\u200B\u200D',
  'Z\u0351\u0352\u0357\u0358\u035b\u0306',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '__proto__',
  huge(256),
  huge(5_000),
  huge(70_000, 'é'),
  huge(4_000, '😀'),
];

const nastyNumbers: readonly unknown[] = [
  -1,
  0,
  -0,
  1.5,
  2 ** 31,
  2 ** 32,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  5e-324,
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('1e-400'),
  new RawJson('123456789012345678901234567890'),
];

const nastyShapes: readonly unknown[] = [
  null,
  true,
  false,
  [],
  [1, 2],
  {},
  { $gt: '' },
  [[[[[[]]]]]],
  { toString: 'x' },
];

const nastyValues: readonly unknown[] = [...nastyStrings, ...nastyNumbers, ...nastyShapes];

/** Path parameter values: negative, overflowing, traversal, malformed percent-encoding, very long. */
const nastyParams: readonly string[] = [
  '-1',
  '0',
  '1e309',
  '1.5',
  '0x10',
  'abc',
  '%20%201',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E',
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80', // a lone surrogate as UTF-8 bytes: not valid UTF-8
  '%F0%9F%98%80',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999',
  huge(400, '9'),
  huge(5_000, '1'),
  'null',
  'undefined',
];

// ---- Reading zod schemas (zod 4) -------------------------------------------------------------------------

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  element?: z.ZodType;
  values?: readonly unknown[];
  entries?: Record<string, unknown>;
  format?: string;
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema behind optional, nullable, default, pipes and preprocessing: the part that says what is expected. */
function core(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return core(def.innerType!);
    case 'pipe':
      // A preprocess is pipe(transform, schema): the schema says what is expected.
      return core(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    default:
      return schema;
  }
}

/** The object shape of a request part, or undefined when the part is not an object schema. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(core(schema));
  return def.type === 'object' ? def.shape : undefined;
}

function isOptional(schema: z.ZodType): boolean {
  return (schema as unknown as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success;
}

const leafCandidates: readonly unknown[] = [
  'Fuzz title',
  'fuzz1',
  'fuzz@example.test',
  '2025-01-15',
  '+1 555 0100',
  'https://example.test/a',
  1,
  2,
  5,
  10,
  true,
  'A',
];

/** A value the schema accepts, as far as a short list of candidates can find one (undefined otherwise). */
function sampleValid(schema: z.ZodType): unknown {
  const target = core(schema);
  const def = defOf(target);
  if (def.type === 'object' && def.shape) {
    return Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, sampleValid(field)]));
  }
  if (def.type === 'array' && def.element) return [sampleValid(def.element)];
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0];
  if (def.type === 'literal' && def.values) return def.values[0];
  if (def.type === 'union' && def.options?.[0]) return sampleValid(def.options[0]);
  return leafCandidates.find((value) => schema.safeParse(value).success);
}

/** Values a field of this schema must refuse or survive: its own bounds broken, then everything nasty. */
function malformedFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const target = core(schema) as z.ZodType & {
    maxLength?: number | null;
    minLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
  };
  const def = defOf(target);
  const own: unknown[] = [];
  if (def.type === 'string') {
    if (typeof target.maxLength === 'number') own.push(huge(target.maxLength + 1), huge(target.maxLength + 1, '🕌'));
    if (typeof target.minLength === 'number' && target.minLength > 0) own.push(huge(target.minLength - 1));
    own.push(123, ['a'], { a: 'b' });
  } else if (def.type === 'number') {
    if (typeof target.maxValue === 'number' && Number.isFinite(target.maxValue))
      own.push(target.maxValue + 1, String(target.maxValue + 1));
    if (typeof target.minValue === 'number' && Number.isFinite(target.minValue))
      own.push(target.minValue - 1, String(target.minValue - 1));
    own.push('12abc', ' 7 ', '1e309', [1]);
  } else if (def.type === 'enum' && def.entries) {
    const first = String(Object.values(def.entries)[0]);
    own.push(first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(), `${first} `, [first]);
  } else if (def.type === 'array' && def.element) {
    own.push(
      [null],
      Array.from({ length: 2_000 }, () => sampleValid(def.element!)),
      { 0: sampleValid(def.element) },
    );
  } else if (def.type === 'object') {
    own.push([sampleValid(target)], 'object');
  } else if (def.type === 'boolean') {
    own.push('true', 1, 'yes');
  }
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(own.length > 0 ? own : [null])), weight: 1 },
    { arbitrary: fc.constantFrom(...nastyValues), weight: 2 },
  );
}

// ---- Serializing -----------------------------------------------------------------------------------------

/** JSON.stringify that also writes raw tokens (1e309) and a literal `__proto__` key. */
function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.token);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return item;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_match, index: string) => raws[Number(index)]!);
}

/** Percent-encodes what a URL may not hold; lone surrogates become invalid UTF-8 bytes on purpose. */
function encodeQueryValue(value: string, max = Infinity): string {
  let out = '';
  for (const char of value) {
    if (out.length >= max) break;
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`;
    else out += encodeURIComponent(char);
  }
  return out;
}

/**
 * Node's HTTP parser answers a request line over 16 KB itself (431, before any app code runs), so query
 * values are cut to keep each URL within reach of the service.
 */
const maxEncodedQueryValue = 3_000;

function queryString(entries: readonly [string, unknown][]): string {
  const parts = entries.map(([key, value]) => {
    if (value instanceof RawJson) return `${encodeQueryValue(key)}=${value.token}`;
    const text = typeof value === 'object' && value !== null ? toJsonText(value) : String(value);
    return `${encodeQueryValue(key)}=${encodeQueryValue(text, maxEncodedQueryValue)}`;
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';

interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

function multipartBody(parts: readonly MultipartPart[], close = true, useBoundary = boundary): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${useBoundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${useBoundary}--\r\n`));
  return Buffer.concat(chunks);
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

// ---- Request parts ---------------------------------------------------------------------------------------

interface Payload {
  label: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const json = (label: string, value: unknown): Payload => ({
  label,
  headers: { 'content-type': 'application/json' },
  payload: toJsonText(value),
});

const rawJson = (label: string, text: string, headers: Record<string, string> = {}): Payload => ({
  label,
  headers: { 'content-type': 'application/json', ...headers },
  payload: text,
});

const malformedJsonTexts: readonly string[] = [
  '{',
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  '{"a": 1} trailing',
  '\uFEFF{}',
  '\u0000',
  'nul',
  '"just a string"',
  '12',
  'true',
  '[',
  huge(20_000, '['),
  `${huge(5_000, '{"a":')}1${huge(5_000, '}')}`,
  '{"__proto__": {"role": "admin", "isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '{"a": 1e309, "b": -1e309}',
  '{"a": 1, "a": 2}',
];

function bodyArbitrary(endpoint: Endpoint, multipart: boolean): fc.Arbitrary<Payload> {
  const shape = shapeOf(endpoint.body) ?? {};
  const keys = Object.keys(shape);
  const baseline = (endpoint.body ? sampleValid(endpoint.body) : {}) as Record<string, unknown> | undefined;
  const base = typeof baseline === 'object' && baseline !== null ? baseline : {};

  const options: fc.WeightedArbitrary<Payload>[] = [];
  if (keys.length > 0) {
    const fieldMutation = fc
      .constantFrom(...keys)
      .chain((key) => malformedFor(shape[key]!).map((value) => json(`body.field:${key}`, { ...base, [key]: value })));
    options.push({ arbitrary: fieldMutation, weight: 6 });
    const missing = fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = base;
      return json(`body.missing:${key}${isOptional(shape[key]!) ? '(optional)' : ''}`, rest);
    });
    options.push({ arbitrary: missing, weight: 1 });
    const everyField = fc
      .tuple(...keys.map((key) => malformedFor(shape[key]!)))
      .map((values) => json('body.every-field', Object.fromEntries(keys.map((key, index) => [key, values[index]]))));
    options.push({ arbitrary: everyField, weight: 2 });
  }
  options.push({
    arbitrary: fc.constantFrom(
      json('body.extra-fields', {
        ...base,
        id: 1,
        role: 'admin',
        isAdmin: true,
        tokenVersion: 99,
        parentId: 1,
        created_at: 'x',
      }),
      rawJson('body.proto-pollution', `{"__proto__":{"role":"admin"},${toJsonText(base).slice(1)}`),
      json('body.valid-sample', base),
    ),
    weight: 1,
  });
  options.push({
    arbitrary: fc
      .constantFrom<unknown>(null, [], [base], 'text', 0, true, [[[]]])
      .map((value) => json('body.wrong-type', value)),
    weight: 1,
  });
  options.push({
    arbitrary: fc.constantFrom(...malformedJsonTexts).map((text) => rawJson('body.malformed-json', text)),
    weight: 2,
  });
  options.push({
    arbitrary: fc.constantFrom<Payload>(
      { label: 'body.text-plain', headers: { 'content-type': 'text/plain' }, payload: toJsonText(base) },
      {
        label: 'body.form-urlencoded',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1&b=2',
      },
      { label: 'body.xml', headers: { 'content-type': 'application/xml' }, payload: '<?xml version="1.0"?><a/>' },
      rawJson('body.charset-unknown', toJsonText(base), { 'content-type': 'application/json; charset=klingon' }),
      rawJson('body.charset-utf16', toJsonText(base), { 'content-type': 'application/json; charset=utf-16' }),
      rawJson('body.gzip-not-gzip', toJsonText(base), { 'content-encoding': 'gzip' }),
      rawJson('body.deflate-not-deflate', toJsonText(base), { 'content-encoding': 'deflate' }),
      rawJson('body.encoding-unknown', toJsonText(base), { 'content-encoding': 'zstd-fuzz' }),
      { label: 'body.no-content-type', headers: {}, payload: toJsonText(base) },
      { label: 'body.empty-json', headers: { 'content-type': 'application/json' }, payload: '' },
    ),
    weight: 1,
  });
  if (multipart) options.push({ arbitrary: multipartArbitrary(keys, base), weight: 4 });
  return fc.oneof(...options);
}

function multipartArbitrary(keys: readonly string[], base: Record<string, unknown>): fc.Arbitrary<Payload> {
  const textParts = (values: Record<string, unknown>): MultipartPart[] =>
    Object.entries(values)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => ({ name, value: typeof value === 'string' ? value : toJsonText(value) }));
  const withBoundary = (label: string, body: Buffer, type = `multipart/form-data; boundary=${boundary}`): Payload => ({
    label,
    headers: { 'content-type': type },
    payload: body,
  });
  const fileNames = ['file', 'video', 'thumbnail', 'image', 'banner_image', 'pdf', 'evil', '', 'file[]', '__proto__'];
  const fixed: Payload[] = [
    withBoundary('multipart.no-boundary', multipartBody(textParts(base)), 'multipart/form-data'),
    withBoundary('multipart.wrong-boundary', multipartBody(textParts(base), true, 'otherBoundary')),
    withBoundary('multipart.truncated', multipartBody(textParts(base), false).subarray(0, 40)),
    withBoundary(
      'multipart.unterminated',
      multipartBody([...textParts(base), { name: 'file', value: png, filename: 'a.png' }], false),
    ),
    withBoundary('multipart.garbage', Buffer.from('this is not multipart at all\r\n\r\n--')),
    withBoundary('multipart.empty', Buffer.alloc(0)),
    withBoundary('multipart.fields-only', multipartBody(textParts(base))),
    withBoundary(
      'multipart.empty-file',
      multipartBody([...textParts(base), { name: 'file', value: Buffer.alloc(0), filename: 'empty.pdf' }]),
    ),
    withBoundary(
      'multipart.too-many-files',
      multipartBody([
        ...textParts(base),
        ...Array.from({ length: 7 }, (_, i) => ({ name: `file${i}`, value: png, filename: `${i}.png` })),
      ]),
    ),
    withBoundary('multipart.duplicate-fields', multipartBody([...textParts(base), ...textParts(base)])),
    withBoundary(
      'multipart.header-injection',
      multipartBody([
        ...textParts(base),
        { name: 'file"; filename="x.png\r\nX-Evil: 1', value: png, filename: '../../x.png' },
      ]),
    ),
  ];
  const fileVariant = fc
    .record({
      name: fc.constantFrom(...fileNames),
      filename: fc.constantFrom(
        'a.png',
        '../../../etc/passwd',
        '\u202Egnp.exe',
        'NUL\u0000.png',
        huge(2_000, 'f') + '.png',
        '',
      ),
      content: fc.constantFrom(png, Buffer.from('not really an image'), Buffer.from('%PDF-1.4\n'), Buffer.from([0])),
      contentType: fc.constantFrom(
        'image/png',
        'application/pdf',
        'video/webm',
        'text/html',
        'application/x-msdownload',
      ),
    })
    .map(({ name, filename, content, contentType }) =>
      withBoundary(
        `multipart.file:${name || '(empty)'}`,
        multipartBody([...textParts(base), { name, value: content, filename, contentType }]),
      ),
    );
  const fieldVariant =
    keys.length === 0
      ? fc.constant(withBoundary('multipart.fields-only', multipartBody(textParts(base))))
      : fc
          .constantFrom(...keys)
          .chain((key) =>
            fc
              .constantFrom(...nastyStrings)
              .map((value) =>
                withBoundary(
                  `multipart.field:${key}`,
                  multipartBody([
                    ...textParts({ ...base, [key]: value }),
                    { name: 'file', value: png, filename: 'a.png' },
                  ]),
                ),
              ),
          );
  return fc.oneof(fc.constantFrom(...fixed), fileVariant, fieldVariant);
}

function queryArbitrary(endpoint: Endpoint): fc.Arbitrary<{ label: string; query: string }> {
  const shape = shapeOf(endpoint.query) ?? {};
  const keys = Object.keys(shape);
  const nasty = fc.constantFrom<unknown>(...nastyStrings, ...nastyNumbers);
  const options: fc.Arbitrary<{ label: string; query: string }>[] = [
    nasty.map((value) => ({
      label: 'query.unknown-key',
      query: queryString([
        ['fuzz', value],
        ['__proto__', 'x'],
      ]),
    })),
    fc
      .constantFrom(
        '?%',
        '?a=%E0%A4%A',
        '?%ED%A0%80=1',
        '?a[b][c][d][e][f][g]=1',
        `?${huge(6_000, 'a=1&')}`,
        '?=&=&&',
        '?a=%00',
      )
      .map((query) => ({ label: 'query.malformed', query })),
  ];
  if (keys.length > 0) {
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .oneof(malformedFor(shape[key]!), nasty)
            .map((value) => ({ label: `query.field:${key}`, query: queryString([[key, value]]) })),
        ),
      fc.constantFrom(...keys).map((key) => ({
        label: `query.repeated:${key}`,
        query: queryString([
          [key, '1'],
          [key, '2'],
          [key, 'x'],
        ]),
      })),
      fc.tuple(...keys.map((key) => fc.oneof(malformedFor(shape[key]!), nasty))).map((values) => ({
        label: 'query.every-field',
        query: queryString(keys.map((key, index) => [key, values[index]])),
      })),
    );
  }
  return fc.oneof(...options);
}

function paramArbitrary(ids: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...nastyParams), weight: 3 },
    { arbitrary: fc.constantFrom(...(ids.length > 0 ? ids : [1])).map(String), weight: 2 },
  );
}

/** Mostly callers the rule lets in (so the input reaches validation and the handler), some that it does not. */
function actorArbitrary(endpoint: Endpoint): fc.Arbitrary<FuzzActor> {
  const roles: Actor[] = ['anonymous', 'admin', 'parent', 'child'];
  const allowed = roles.filter((actor) => roleAllowed(endpoint.access, actor));
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(allowed.length > 0 ? allowed : roles)), weight: 6 },
    { arbitrary: fc.constantFrom<FuzzActor>(...roles, 'forged'), weight: 1 },
  );
}

/** Malformed requests for one endpoint. */
function requestArbitrary(
  endpoint: Endpoint,
  options: { ids?: readonly number[]; multipart?: boolean } = {},
): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const sendsFiles = Boolean(options.multipart) && (endpoint.method === 'POST' || endpoint.method === 'PUT');
  const validParams = fc.constant(Object.fromEntries(paramNames.map((name) => [name, String(options.ids?.[0] ?? 1)])));
  const params =
    paramNames.length === 0
      ? fc.constant<Record<string, string>>({})
      : fc.oneof(
          {
            arbitrary: fc
              .tuple(...paramNames.map(() => paramArbitrary(options.ids ?? [])))
              .map((values) => Object.fromEntries(paramNames.map((n, i) => [n, values[i]!]))),
            weight: 2,
          },
          { arbitrary: validParams, weight: 1 },
        );
  const noQuery = { label: '', query: '' };
  const query = fc.oneof(
    { arbitrary: queryArbitrary(endpoint), weight: endpoint.query ? 2 : 1 },
    { arbitrary: fc.constant(noQuery), weight: hasBody ? 3 : 1 },
  );
  const body = hasBody
    ? bodyArbitrary(endpoint, sendsFiles)
    : fc.constantFrom<Payload | undefined>(undefined, json('body.on-bodyless-method', { a: 1 }));

  return fc
    .record({ actor: actorArbitrary(endpoint), params, query, body })
    .map(({ actor, params: values, query: q, body: b }) => {
      const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => values[name] ?? '1');
      const paramLabel =
        paramNames.length > 0 ? `params:${paramNames.map((n) => values[n]!.slice(0, 24)).join(',')}` : '';
      return {
        endpointId: endpoint.id,
        label: [paramLabel, q.label, b?.label ?? ''].filter(Boolean).join(' ') || 'plain',
        actor,
        method: endpoint.method,
        url: `${path}${q.query}`,
        headers: b?.headers ?? {},
        payload: b?.payload,
      };
    });
}

// ---- Running ---------------------------------------------------------------------------------------------

const forgedTokens = [
  'not.a.jwt',
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOjEsInJvbGUiOiJhZG1pbiIsInZlciI6MH0.',
  `${huge(4_000, 'A')}.${huge(10, 'B')}.${huge(10, 'C')}`,
];

async function send(options: FuzzOptions, call: FuzzRequest, index: number): Promise<FuzzAnswer> {
  const verb = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const agent = options.api();
  let test = agent[verb](call.url).timeout(options.timeoutMs ?? 15_000);
  if (call.actor === 'forged') test = test.set('Authorization', `Bearer ${forgedTokens[index % forgedTokens.length]}`);
  else if (call.actor !== 'anonymous') {
    const token = await options.token(call.actor);
    if (token) test = test.set('Authorization', `Bearer ${token}`);
  }
  for (const [name, value] of Object.entries(call.headers)) test = test.set(name, value);
  const response = call.payload !== undefined ? await test.send(call.payload) : await test;
  return { status: response.status, body: response.body };
}

function shortPayload(payload: string | Buffer | undefined): string | undefined {
  if (payload === undefined) return undefined;
  const text = Buffer.isBuffer(payload) ? payload.toString('latin1') : payload;
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

function reportable(call: FuzzRequest): FuzzFailure['request'] {
  return {
    ...call,
    url: call.url.length > 300 ? `${call.url.slice(0, 300)}…` : call.url,
    payload: shortPayload(call.payload),
  };
}

/**
 * Sends `runsPerEndpoint` malformed requests to every endpoint and collects what went wrong: a 5xx, an error
 * without a message, a changed row count after a refusal, or no answer in time. Resolves to the failures
 * (empty when all is well) and how many calls were made.
 */
export async function fuzzEndpoints(
  options: FuzzOptions,
): Promise<{ seed: number; sent: number; failures: FuzzFailure[]; statuses: Record<number, number> }> {
  const seed = options.seed ?? fuzzSeed();
  const failures: FuzzFailure[] = [];
  const statuses: Record<number, number> = {};
  let sent = 0;
  // The counts after a refusal are the counts before the next call (nothing runs in between): one query saved.
  let counted: Record<string, number> | undefined;
  for (const [position, endpoint] of options.endpoints.entries()) {
    const calls = fc.sample(requestArbitrary(endpoint, { ids: options.ids, multipart: options.multipart }), {
      seed: seed + position,
      // FUZZ_RUNS explores further by hand (e.g. FUZZ_RUNS=200); the suites keep to a few hundred calls.
      numRuns: Number(process.env.FUZZ_RUNS) || (options.runsPerEndpoint ?? 12),
    });
    for (const call of calls) {
      const before = counted ?? (await options.countRows());
      counted = undefined;
      let answer: FuzzAnswer;
      try {
        answer = await send(options, call, sent);
      } catch (err) {
        failures.push({ request: reportable(call), status: 0, problem: `no answer: ${(err as Error).message}` });
        continue;
      } finally {
        sent += 1;
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const message = (answer.body as { message?: unknown } | undefined)?.message;
      if (answer.status >= 500) {
        failures.push({
          request: reportable(call),
          status: answer.status,
          problem: `answered ${answer.status}: ${String(message)}`,
        });
      } else if (answer.status >= 400 && (typeof message !== 'string' || message === '')) {
        failures.push({
          request: reportable(call),
          status: answer.status,
          problem: `${answer.status} without a message`,
        });
      }
      if (answer.status >= 300) {
        const after = await options.countRows();
        counted = after;
        const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
        if (changed.length > 0) {
          const detail = changed.map((table) => `${table} ${before[table]}→${after[table]}`).join(', ');
          failures.push({
            request: reportable(call),
            status: answer.status,
            problem: `rows changed after a refusal: ${detail}`,
          });
        }
      }
    }
  }
  return { seed, sent, failures, statuses };
}

/** A readable report of the failures (with the seed to replay them), for a test's failure message. */
export function fuzzReport(result: {
  seed: number;
  sent: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}): string {
  const lines = result.failures.map(
    (f) =>
      `- ${f.problem}\n  ${f.request.endpointId} as ${f.request.actor}: ${f.request.method} ${f.request.url} [${f.request.label}]` +
      (f.request.payload !== undefined
        ? `\n  headers ${JSON.stringify(f.request.headers)} body ${JSON.stringify(f.request.payload)}`
        : ''),
  );
  return (
    `${result.failures.length} fuzz failure(s) in ${result.sent} calls (statuses ${JSON.stringify(result.statuses)}), ` +
    `seed ${result.seed} (FUZZ_SEED=${result.seed} replays):\n${lines.join('\n')}`
  );
}

/** One statement that counts every table (`plain: true` in Sequelize gives its one row). */
export function countEveryTableSql(tables: readonly string[]): string {
  return `SELECT ${tables.map((table) => `(SELECT COUNT(*) FROM ${table}) AS ${table}`).join(', ')}`;
}

export function rowCountsOf(row: Record<string, unknown> | null): Record<string, number> {
  return Object.fromEntries(Object.entries(row ?? {}).map(([table, count]) => [table, Number(count)]));
}
