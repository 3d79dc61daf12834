import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { Endpoint, IdParams, ListQuery, PublicUser } from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { MockHttpError } from './errors';
import { type MockCall, mockRoute } from './route';

/** The contract endpoints a resource answers; each one left out is not mocked here. */
interface CrudEndpoints {
  list?: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
}

/** A call to one of the resource's endpoints as the kit hands it to a hook: its parts parsed by that endpoint's schemas. */
export type CrudCall<E extends Endpoint | undefined> = MockCall<NonNullable<E>>;

/** The fields of a row that may be null: a create hook may leave them out. */
type NullableKeys<Row> = { [K in keyof Row]-?: null extends Row[K] ? K : never }[keyof Row];
/** A row as a create hook builds it: the fields the contract allows to be null may be missing (stored as null). */
type NewRow<Row> = Omit<Row, NullableKeys<Row>> & Partial<Pick<Row, NullableKeys<Row>>>;

/**
 * The new row with every field the contract's item requires but allows to be null, left out by the hook, set to null
 * (as a database column without a value reads back; a field the answer may omit stays omitted): an optional field
 * added to a kind needs no line in its mock's create.
 */
function withContractNulls<Row>(row: NewRow<Row>, item: z.ZodType | undefined): Row {
  const filled: Record<string, unknown> = { ...row };
  const fields: Record<string, z.ZodType> = item instanceof z.ZodObject ? item.shape : {};
  for (const [key, field] of Object.entries(fields))
    if (!(key in filled) && field.safeParse(null).success && !field.safeParse(undefined).success) filled[key] = null;
  return filled as Row;
}

/** The next id of any created row (one counter: ids never collide across lists). */
export const nextId = () => adminMockState.nextId++;

/** Newest first, the later id first on the same instant: the order of every list the services page. */
export const newestFirst = <Row extends { id: number; created_at: string }>(a: Row, b: Row) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** Case-insensitive `search` over some text fields of a row. */
export function matchesSearch(search: string | undefined, texts: ReadonlyArray<string | null | undefined>): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return texts.some((text) => text?.toLowerCase().includes(needle));
}

/** `?page&pageSize` over an in-memory list, answered as every list is: `{ data, total, page, pageSize }`. */
export function pageOfItems<T>(
  items: readonly T[],
  page = 1,
  pageSize = 20,
): { data: T[]; total: number; page: number; pageSize: number } {
  const start = (page - 1) * pageSize;
  return { data: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

export interface CrudResource<Row extends { id: number }, Prepared = unknown, E extends CrudEndpoints = CrudEndpoints> {
  endpoints: E;
  /** The live rows in the mock state (the kit replaces and removes rows in this array). */
  rows: () => Row[];
  /** The 404 text for an unknown id. */
  notFound: string;
  /** A row as the service answers it (default: as stored). */
  present?: (row: Row, user: PublicUser | undefined) => unknown;
  /** Whether the caller may see the row at all (default: yes); otherwise a 404, never revealing it exists. */
  visible?: (row: Row, user: PublicUser | undefined) => boolean;
  list?: {
    /** The texts `?search=` looks in. */
    search?: (row: Row) => ReadonlyArray<string | null | undefined>;
    /** Other filters of the list's query (`?category=`). */
    filter?: (row: Row, query: ListQuery & Record<string, unknown>) => boolean;
    order: (a: Row, b: Row) => number;
    /** A list item, when it is not the whole row (a quiz's summary). */
    item?: (row: Row, user: PublicUser | undefined) => unknown;
    /** `{ data }` with every row instead of a page (the category list). */
    unpaged?: boolean;
  };
  /** Builds the new row (or throws the service's MockHttpError); the kit stores it, its missing nullable fields null. */
  create?: (call: CrudCall<E['create']>) => NewRow<Row> | Promise<NewRow<Row>>;
  update?: {
    /** What the service checks before it looks the row up (nothing to update, a file's type); handed to `apply`. */
    prepare?: (call: CrudCall<E['update']>) => Prepared | Promise<Prepared>;
    /** The row as it is after the edit (a new object: fixtures are shared), or a MockHttpError. */
    apply: (row: Row, call: CrudCall<E['update']>, prepared: Prepared) => Row | Promise<Row>;
  };
  remove?: {
    /** Refuses the delete (e.g. 409 while something still uses the row). */
    guard?: (row: Row) => void;
    /** What goes with the row (links that point at it). */
    after?: (row: Row) => void;
    /** The answer's message. */
    message: string;
  };
  /** Wraps a created or edited row's answer (`{ message, quiz }`); default: the presented row. */
  answer?: { create?: (item: unknown) => unknown; update?: (item: unknown) => unknown };
}

/** The answers `{ message, <key>: row }` of a create and an edit, with the resource's `created` and `updated` words. */
export const answeredAs = (key: string, messages: { created: string; updated: string }) => ({
  create: (item: unknown) => ({ message: messages.created, [key]: item }),
  update: (item: unknown) => ({ message: messages.updated, [key]: item }),
});

/** The fields an edit sets: absent ones keep the stored value. */
export function definedOnly<T extends object>(fields: T): Partial<{ [K in keyof T]: Exclude<T[K], undefined> }> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<{
    [K in keyof T]: Exclude<T[K], undefined>;
  }>;
}

/** Issue 35: content (a row with a `review`) reaches a family or anyone signed out only once published. */
const reviewedFor = (row: object, user: PublicUser | undefined) =>
  user?.role === 'admin' || !('review' in row) || (row.review as { status: string }).status === 'published';

/** The row with the id of the path, or the resource's 404. */
function find<Row extends { id: number }>(
  resource: Pick<CrudResource<Row>, 'rows' | 'visible' | 'notFound'>,
  params: IdParams,
  user: PublicUser | undefined,
) {
  const rows = resource.rows();
  const index = rows.findIndex((row) => row.id === params.id);
  const row = rows[index];
  if (!row || !reviewedFor(row, user) || (resource.visible && !resource.visible(row, user)))
    throw new MockHttpError(404, resource.notFound);
  return { rows, index, row };
}

/**
 * The MSW handlers of one resource, driven by its contract endpoints: the kit's route does the access rule and
 * validation; this adds the list (search, filters, order, page), 404 for an unknown id, storing created and
 * edited rows and deleting them. A resource's own rules are its hooks.
 */
export function crudHandlers<Row extends { id: number }, Prepared = undefined, E extends CrudEndpoints = CrudEndpoints>(
  // Row comes from `rows` alone (not from what a hook returns); E from `endpoints`, typing each hook's call.
  resource: CrudResource<NoInfer<Row>, Prepared, E> & { rows: () => Row[] },
): HttpHandler[] {
  // Here every endpoint is just an Endpoint: mockRoute parses each call with that very endpoint's schemas, which is
  // what the hooks' call types promise.
  const loose = resource as unknown as CrudResource<Row, Prepared>;
  const { endpoints, list, create, update, remove } = loose;
  const present = (row: Row, user: PublicUser | undefined) => (resource.present ? resource.present(row, user) : row);
  const answered = (kind: 'create' | 'update', row: Row, user: PublicUser | undefined) => {
    const wrap = resource.answer?.[kind];
    return wrap ? wrap(present(row, user)) : present(row, user);
  };
  return [
    endpoints.list &&
      list &&
      mockRoute(endpoints.list, ({ query, user }) => {
        const asked = (query ?? {}) as ListQuery & Record<string, unknown>;
        const rows = resource
          .rows()
          .filter(
            (row) =>
              reviewedFor(row, user) &&
              (!resource.visible || resource.visible(row, user)) &&
              (!list.filter || list.filter(row, asked)),
          )
          .filter((row) => !list.search || matchesSearch(asked.search, list.search(row)))
          .sort(list.order)
          .map((row) => (list.item ? list.item(row, user) : present(row, user)));
        return list.unpaged ? { data: rows } : pageOfItems(rows, asked.page, asked.pageSize);
      }),
    endpoints.get &&
      mockRoute(endpoints.get, ({ params, user }) => present(find(loose, params as IdParams, user).row, user)),
    endpoints.create &&
      create &&
      mockRoute(endpoints.create, async (call) => {
        const row = withContractNulls<Row>(await create(call), endpoints.get?.response);
        resource.rows().push(row);
        return answered('create', row, call.user);
      }),
    endpoints.update &&
      update &&
      mockRoute(endpoints.update, async (call) => {
        const prepared = update.prepare ? await update.prepare(call) : (undefined as Prepared);
        const { rows, index, row } = find(loose, call.params as IdParams, call.user);
        rows[index] = await update.apply(row, call, prepared);
        return answered('update', rows[index], call.user);
      }),
    endpoints.remove &&
      remove &&
      mockRoute(endpoints.remove, ({ params, user }) => {
        const { rows, index, row } = find(loose, params as IdParams, user);
        remove.guard?.(row);
        rows.splice(index, 1);
        remove.after?.(row);
        return { message: remove.message };
      }),
  ].filter((handler): handler is HttpHandler => Boolean(handler));
}
