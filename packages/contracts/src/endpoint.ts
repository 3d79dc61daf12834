import type { z } from 'zod';
import type { Role } from './roles';
import type { ServiceName } from './routes';

/** Who is calling: a role, or nobody (no token). */
export type Actor = 'anonymous' | Role;
export const actors: readonly Actor[] = ['anonymous', 'admin', 'parent', 'child'];

/**
 * Ownership predicates a rule may add on top of the role check. The owning service evaluates them
 * against the database; the access-matrix tests evaluate them against two households.
 * - `ownChild`: the `:id` in the path is a child account whose parent is the caller (binds parent callers;
 *   an admin, where the same rule lets admins in, reads any child, e.g. `GET /api/progress/children/:id`).
 * - `ownSubscription`: a parent caller must own the subscription `:id` (another family's is a 403);
 *   an admin, whom the same rule lets in, manages every subscription.
 */
export type Ownership = 'ownChild' | 'ownSubscription';

/** An access rule as data: which roles may call, and which ownership they must hold. */
export interface AccessRule {
  roles: 'public' | readonly Role[];
  ownership?: Ownership;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API: the single source for its path, access rule and shapes.
 * `path` uses Koa-style parameters (`/api/parent/children/:id`).
 */
export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  id: string;
  service: ServiceName;
  method: HttpMethod;
  path: string;
  access: AccessRule;
  body?: Body;
  query?: Query;
  params?: Params;
  response: Response;
  /** Status on success; 200 unless stated. */
  successStatus?: number;
  /** Brief words for humans: the OpenAPI document and /api/docs. */
  summary: string;
}

export function defineEndpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Body, Query, Params, Response>): Endpoint<Body, Query, Params, Response> {
  return endpoint;
}

/** Whether an actor's role passes a rule (ownership is checked separately, against data). */
export function roleAllowed(rule: AccessRule, actor: Actor): boolean {
  if (rule.roles === 'public') return true;
  return actor !== 'anonymous' && rule.roles.includes(actor);
}

/**
 * The callers every access-matrix test drives, relative to a first household (`parent` and `child`) and a
 * second one (`anotherParent`, `anotherParentsChild`): the target of each call belongs to the first.
 */
export const matrixCallers = ['anonymous', 'child', 'anotherParentsChild', 'anotherParent', 'parent', 'admin'] as const;
export type MatrixCaller = (typeof matrixCallers)[number];

export const roleOfCaller: Record<MatrixCaller, Actor> = {
  anonymous: 'anonymous',
  admin: 'admin',
  parent: 'parent',
  child: 'child',
  anotherParent: 'parent',
  anotherParentsChild: 'child',
};

/**
 * What a rule promises a caller of the matrix: 'allowed', 401 without a session, 403 for another role, and
 * 403 for a parent acting on another family's child or subscription (ownership binds parents; an admin whom
 * the rule lets in manages every family).
 */
export function accessOutcome(rule: AccessRule, caller: MatrixCaller): 'allowed' | 401 | 403 {
  const actor = roleOfCaller[caller];
  if (!roleAllowed(rule, actor)) return actor === 'anonymous' ? 401 : 403;
  if (rule.ownership && actor === 'parent' && caller !== 'parent') return 403;
  return 'allowed';
}

/** The status an endpoint answers a matrix caller with: the refusal, or the endpoint's success status. */
export function matrixStatus(endpoint: Endpoint, caller: MatrixCaller): number {
  const outcome = accessOutcome(endpoint.access, caller);
  return outcome === 'allowed' ? (endpoint.successStatus ?? 200) : outcome;
}
