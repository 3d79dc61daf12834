/**
 * Compile-time checks of the handler typing (tsc runs over this file); the single runtime test only keeps
 * jest from complaining about an empty suite.
 */
import { z } from 'zod';
import { defineEndpoint } from '@young-minds/contracts';
import { createServiceApp } from './app';

const kit = createServiceApp({ service: 'auth', checkDatabase: async () => undefined });
const endpoint = defineEndpoint({
  id: 'types.example',
  service: 'auth',
  method: 'POST',
  path: '/api/auth/types/:id',
  access: { roles: 'public' },
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ page: z.coerce.number().default(1) }),
  body: z.object({ email: z.email(), createdAt: z.iso.datetime().transform((s) => new Date(s)) }),
  response: z.object({ id: z.number(), at: z.iso.datetime() }),
  summary: 'Typing only.',
});

kit.route(endpoint, ({ params, query, body }) => {
  const id: number = params.id;
  const page: number = query.page;
  const at: Date = body.createdAt; // z.output of the body: transforms applied
  return { id: id + page, at: at.toISOString() };
});

// @ts-expect-error the result must match z.input of the response
kit.route({ ...endpoint, path: '/api/auth/types/2/:id' }, () => ({ id: 'one', at: 'x' }));

kit.route({ ...endpoint, path: '/api/auth/types/3/:id' }, ({ body }) => {
  // @ts-expect-error the body has no such field
  void body.password;
  return { id: 1, at: new Date(0).toISOString() };
});

// Literals in the answer keep their literal type (the handler is checked against the endpoint's R,
// it does not take part in inferring it): `is_active: flag ? 1 : 0` must fit `0 | 1`.
const flags = defineEndpoint({
  id: 'types.flags',
  service: 'auth',
  method: 'GET',
  path: '/api/auth/types/flags',
  access: { roles: 'public' },
  response: z.object({ name: z.string(), is_active: z.union([z.literal(0), z.literal(1)]) }),
  summary: 'Typing only.',
});
declare const base: Promise<{ name: string }>;
kit.route(flags, async ({ ctx }) => ({ ...(await base), is_active: ctx.path.length > 0 ? 1 : 0 }));

test('typing checks compile', () => {
  expect(kit.router.stack.length).toBeGreaterThan(1);
});
