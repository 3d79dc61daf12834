import type { z } from 'zod';

const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

// Each schema's [contract key, camelCase twin] pairs, worked out once: lists shape every row of every page.
const twins = new WeakMap<z.ZodObject, [string, string][]>();

function twinsOf(schema: z.ZodObject): [string, string][] {
  let pairs = twins.get(schema);
  if (!pairs) {
    pairs = Object.keys(schema.shape).map((key) => [key, snakeToCamel(key)]);
    twins.set(schema, pairs);
  }
  return pairs;
}

/**
 * A record (camelCase, as repositories return it) in the shape of a contract's object schema: each field of the
 * schema is read from the record's camelCase twin (`video_url` ← `videoUrl`, `title` ← `title`), dates become
 * ISO 8601 strings, fields the schema does not name are left out. `fields` gives the ones with no twin (a
 * category's name under `category`, …). A field added to the contract and to the model needs no code here.
 */
export function toContractShape<S extends z.ZodObject>(
  schema: S,
  record: object,
  fields: Partial<z.input<S>> = {},
): z.input<S> {
  const source = record as Record<string, unknown>;
  const shaped: Record<string, unknown> = {};
  for (const [key, twin] of twinsOf(schema)) {
    const value = key in fields ? (fields as Record<string, unknown>)[key] : source[twin];
    shaped[key] = value instanceof Date ? value.toISOString() : value;
  }
  return shaped as z.input<S>;
}

/** 'video_url' → 'videoUrl' at the type level (the twin `toContractShape` reads). */
type CamelCase<Key extends string> = Key extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Key;

/** Contract-named fields under their camelCase twins, as repositories take them. */
export type FromContractShape<Fields extends object> = {
  [Key in keyof Fields as Key extends string ? CamelCase<Key> : Key]: Fields[Key];
};

/**
 * The other way: request fields (contract names, `age_band`) under their camelCase twins (`ageBand`), so a route
 * passes a request's fields to a repository as they are. A field added to the contract and to the model needs no
 * code in the route.
 */
export function fromContractShape<Fields extends object>(fields: Fields): FromContractShape<Fields> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [snakeToCamel(key), value]),
  ) as FromContractShape<Fields>;
}
