import { z } from 'zod';
import { mediaKindFormats } from './content';
import type { AccessRule, Endpoint, Ownership } from './endpoint';
import { type ErrorStatus, errorBodySchema } from './errors';
import { type EndpointAnnotation, endpointAnnotations } from './openapi-annotations';
import type { Role } from './roles';
import { type ServiceName, allEndpoints, ownershipPrefix, serviceNames } from './routes';

/**
 * The OpenAPI 3.1 document of the whole API, generated from the endpoints of the contracts.
 *
 * Schemas come from zod's own `z.toJSONSchema` (JSON Schema 2020-12, which OpenAPI 3.1 uses as it is). We chose it
 * over @asteasolutions/zod-to-openapi 9.1 after trying both on our schemas: that library converts each zod type
 * with its own code and has no input/output distinction, so a response showed a query's `.transform` input
 * ('1'/'0') and a `z.preprocess` default turned into `type: [array, null]`; zod's converter follows zod's own
 * semantics, with `io: 'input'` for what a caller sends and `io: 'output'` for what a service answers.
 */

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
}

export interface OpenApiReference {
  $ref: string;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse | OpenApiReference>;
  security?: Record<string, string[]>[];
  /** The service that answers the call. */
  'x-service': ServiceName;
  /** Who may call: 'public', or the roles that pass (the bearer token's role). */
  'x-roles': 'public' | readonly Role[];
  /** The ownership a caller must also hold, when the rule has one. */
  'x-ownership'?: Ownership;
}

export type OpenApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiTag {
  name: string;
  description: string;
  'x-service': ServiceName;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: OpenApiTag[];
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
}

export interface OpenApiOptions {
  /** The API's version in `info.version`. */
  version?: string;
  endpoints?: readonly Endpoint[];
  annotations?: Readonly<Record<string, EndpointAnnotation>>;
}

const serviceDescriptions: Record<ServiceName, string> = {
  auth: 'accounts, sessions, the admin profile, and parents with their children',
  content: 'categories, videos, books, quizzes, assignments, blogs, learning progress, the admin stats and /media',
  subscriptions: 'plans, subscriptions, payments and the admin income chart',
};

const ownershipNotes: Record<Ownership, string> = {
  ownChild: "a parent only for their own child (another family's child is a 403); an admin for any child",
  ownSubscription: "a parent only for their own subscription (another family's is a 403); an admin for any",
};

/** Error answers by status: what each means for the caller. */
const errorResponses: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description: 'The request does not match the contract: `message` says why, `fields` names each field.',
  },
  401: {
    name: 'Unauthorized',
    description: 'No valid session (missing, expired or revoked token), or wrong credentials.',
  },
  402: { name: 'PaymentDeclined', description: 'The payment was declined; nothing was charged and nothing changed.' },
  403: { name: 'Forbidden', description: "The caller's role, or ownership of the item, does not allow this call." },
  404: { name: 'NotFound', description: 'No such item.' },
  409: {
    name: 'Conflict',
    description: 'The call conflicts with what exists (a name or email taken, a limit reached, a key reused).',
  },
  413: { name: 'PayloadTooLarge', description: 'The body, or an uploaded file, is larger than its limit.' },
  415: {
    name: 'UnsupportedMediaType',
    description:
      'The body is not JSON (or multipart/form-data on an upload), or an uploaded file is not of the kind asked for.',
  },
  429: { name: 'TooManyRequests', description: 'Too many attempts: try again after `Retry-After` seconds.' },
  503: {
    name: 'ServiceUnavailable',
    description: 'A dependency (database, payments, password hashing) is busy or down: try again shortly.',
  },
};

const bearerScheme = 'bearerAuth';

/** `/api/videos/:id` → `/api/videos/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]!);
}

/**
 * A zod schema as JSON Schema for one side of the wire. Unrepresentable parts (a transform's output) become
 * `{}` (any value) instead of failing the whole document.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      withoutZodNoise(ctx.jsonSchema);
      // zod marks a field required unless its input is `.optional()`; a `z.preprocess` that turns a missing value
      // into a default (`categories` → []) accepts no value too. What accepts undefined is not required to send.
      if (io === 'input') dropFieldsThatAcceptUndefined(ctx);
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** zod's own names for string checks (`starts_with`, …) are no JSON Schema formats (the pattern says it all), and
 * the safe-integer bounds of every `.int()` say nothing a reader needs. */
const zodOnlyFormats = new Set(['starts_with', 'ends_with', 'includes', 'regex']);

function withoutZodNoise(json: JsonSchema): void {
  if (typeof json.format === 'string' && zodOnlyFormats.has(json.format)) delete json.format;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
}

function dropFieldsThatAcceptUndefined(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as { _zod?: { def?: { type?: string; shape?: Record<string, z.ZodType> } } })._zod?.def;
  if (def?.type !== 'object' || !def.shape || !Array.isArray(ctx.jsonSchema.required)) return;
  const shape = def.shape;
  const required = (ctx.jsonSchema.required as string[]).filter((key) => !shape[key]?.safeParse(undefined).success);
  if (required.length > 0) ctx.jsonSchema.required = required;
  else delete ctx.jsonSchema.required;
}

/** The properties of an object schema, each with whether it is required. */
function propertiesOf(schema: z.ZodType, what: string): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = jsonSchemaOf(schema, 'input');
  if (json.type !== 'object' || typeof json.properties !== 'object' || json.properties === null) {
    throw new Error(`${what} must be a zod object to become parameters.`);
  }
  const required = new Set(Array.isArray(json.required) ? (json.required as string[]) : []);
  return Object.entries(json.properties as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

function parametersOf(endpoint: Endpoint, annotation: EndpointAnnotation | undefined): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  const pathNames = pathParameterNames(endpoint.path);
  const declared = endpoint.params ? propertiesOf(endpoint.params, `${endpoint.id}'s params`) : [];
  for (const name of pathNames) {
    const property = declared.find((candidate) => candidate.name === name);
    parameters.push({ name, in: 'path', required: true, schema: property?.schema ?? { type: 'string' } });
  }
  const stray = declared.filter((property) => !pathNames.includes(property.name));
  if (stray.length > 0)
    throw new Error(
      `${endpoint.id}'s params name ${stray.map((p) => p.name).join(', ')}, which ${endpoint.path} lacks.`,
    );
  if (endpoint.query) {
    for (const property of propertiesOf(endpoint.query, `${endpoint.id}'s query`)) {
      parameters.push({ name: property.name, in: 'query', required: property.required, schema: property.schema });
    }
  }
  for (const [name, header] of Object.entries(annotation?.headers ?? {})) {
    parameters.push({
      name,
      in: 'header',
      required: false,
      description: header.description,
      schema: jsonSchemaOf(header.schema, 'input'),
    });
  }
  return parameters;
}

function requestBodyOf(
  endpoint: Endpoint,
  annotation: EndpointAnnotation | undefined,
): OpenApiOperation['requestBody'] {
  if (!endpoint.body) return undefined;
  const fields = jsonSchemaOf(endpoint.body, 'input');
  const files = annotation?.files;
  if (!files) return { required: true, content: { 'application/json': { schema: fields } } };

  // Multipart: the text fields arrive as text (numbers and lists too) next to binary file parts.
  const properties = { ...((fields.properties as Record<string, JsonSchema> | undefined) ?? {}) };
  const required = new Set(Array.isArray(fields.required) ? (fields.required as string[]) : []);
  for (const [name, file] of Object.entries(files)) {
    if (name in properties) throw new Error(`${endpoint.id}: the file part ${name} is also a body field.`);
    const aliases = file.aliases?.length
      ? ` Also accepted as ${file.aliases.map((alias) => `\`${alias}\``).join(', ')}.`
      : '';
    properties[name] = {
      type: 'string',
      format: 'binary',
      contentMediaType: 'application/octet-stream',
      description: `A file: ${mediaKindFormats[file.kind]} (checked by its content).${aliases}`,
    };
    if (file.required) required.add(name);
  }
  const multipart: JsonSchema = { ...fields, properties, ...(required.size > 0 ? { required: [...required] } : {}) };
  if (required.size === 0) delete multipart.required;
  const content: Record<string, OpenApiMediaType> = { 'multipart/form-data': { schema: multipart } };
  // The kit reads JSON on upload routes too: useful when no file is needed.
  if (!Object.values(files).some((file) => file.required)) content['application/json'] = { schema: fields };
  return { required: true, content };
}

/**
 * The error statuses a call can answer, from its shape: 400 when it reads anything, 401 and 403 from its access
 * rule, 404 when its path names an item, 413 and 415 when it reads a body, 429 for uploads (parallel uploads per
 * caller are capped); plus what its annotation adds.
 */
export function errorStatusesOf(endpoint: Endpoint, annotation: EndpointAnnotation | undefined): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(annotation?.errors ?? []);
  const { roles, ownership } = endpoint.access;
  if (endpoint.body || endpoint.query || endpoint.params) statuses.add(400);
  if (roles !== 'public') {
    statuses.add(401);
    if (roles.length < 3 || ownership) statuses.add(403);
  }
  if (pathParameterNames(endpoint.path).length > 0) statuses.add(404);
  if (endpoint.body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (annotation?.files) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Who may call, in words. */
export function accessDescription(rule: AccessRule): string {
  if (rule.roles === 'public') return 'Public: no token needed (a token, when sent, is read).';
  const who = `Roles: ${rule.roles.join(', ')} (bearer token).`;
  return rule.ownership ? `${who} Ownership (${rule.ownership}): ${ownershipNotes[rule.ownership]}.` : who;
}

function operationOf(endpoint: Endpoint, annotation: EndpointAnnotation | undefined): OpenApiOperation {
  const success = endpoint.successStatus ?? 200;
  const responses: OpenApiOperation['responses'] = {
    [String(success)]: {
      description: success === 201 ? 'Created.' : 'Success.',
      content: { 'application/json': { schema: jsonSchemaOf(endpoint.response, 'output') } },
    },
  };
  for (const status of errorStatusesOf(endpoint, annotation)) {
    responses[String(status)] = { $ref: `#/components/responses/${errorResponses[status].name}` };
  }
  const parameters = parametersOf(endpoint, annotation);
  const requestBody = requestBodyOf(endpoint, annotation);
  const isPublic = endpoint.access.roles === 'public';
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    description: accessDescription(endpoint.access),
    tags: [ownershipPrefix(endpoint.path)],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    // Public calls read a token when one is sent (an admin sees drafts): the token is optional there.
    security: isPublic ? [{}, { [bearerScheme]: [] }] : [{ [bearerScheme]: [] }],
    'x-service': endpoint.service,
    'x-roles': endpoint.access.roles,
    ...(endpoint.access.ownership ? { 'x-ownership': endpoint.access.ownership } : {}),
  };
}

function componentsOf(): OpenApiDocument['components'] {
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, { name, description }] of Object.entries(errorResponses)) {
    responses[name] = {
      description,
      ...(status === '429' || status === '503'
        ? {
            headers: {
              'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
            },
          }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return {
    schemas: {
      Error: {
        ...jsonSchemaOf(errorBodySchema, 'output'),
        description: 'Every error: `message` and `error` carry the same text.',
      },
    },
    responses,
    securitySchemes: {
      [bearerScheme]: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The `token` from log-in or registration. Logging out or changing the password revokes it.',
      },
    },
  };
}

/** Builds the document. Pure: the same endpoints give the same document. */
export function buildOpenApiDocument(options: OpenApiOptions = {}): OpenApiDocument {
  const endpoints = options.endpoints ?? allEndpoints;
  const annotations = options.annotations ?? endpointAnnotations;
  const ordered = [...endpoints].sort((a, b) => serviceNames.indexOf(a.service) - serviceNames.indexOf(b.service));

  const paths: OpenApiDocument['paths'] = {};
  const tags = new Map<string, OpenApiTag>();
  for (const endpoint of ordered) {
    const operation = operationOf(endpoint, annotations[endpoint.id]);
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase() as OpenApiMethod;
    const item = (paths[path] ??= {});
    if (item[method])
      throw new Error(
        `${endpoint.method} ${endpoint.path} appears twice (${item[method].operationId}, ${endpoint.id}).`,
      );
    item[method] = operation;
    const [tag] = operation.tags as [string];
    if (!tags.has(tag)) {
      tags.set(tag, {
        name: tag,
        description: `\`${tag}\`, served by the ${endpoint.service} service.`,
        'x-service': endpoint.service,
      });
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Young Minds API',
      version: options.version ?? '0.1.0',
      description:
        'Every call of the platform, generated from the zod contracts in packages/contracts. ' +
        'The gateway serves them all on one origin: ' +
        serviceNames.map((service) => `the ${service} service owns ${serviceDescriptions[service]}`).join('; ') +
        '. Every error answers `{ message, error, fields? }`; when a service is down the gateway answers 503 ' +
        '(504 when it is too slow). Lists take `page` and `pageSize` and answer `{ data, total, page, pageSize }`.',
    },
    servers: [{ url: '/', description: 'This platform (the gateway).' }],
    tags: [...tags.values()],
    paths,
    components: componentsOf(),
  };
}
