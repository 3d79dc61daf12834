import catalog from './arabic.json';

/**
 * The Arabic of every message the contracts and the services answer with (issue 16). The English text is the
 * key: it is what zod issues, HttpErrors and the services' constants already carry, so a message is translated
 * where it is shown (the service's error middleware, the mocks, a form) without threading ids through every
 * schema, and the English stays byte-for-byte what the spec fixes. A message built from values is a template:
 * `{label} is required.` matches 'Title is required.', and each value is translated too when it is a known
 * term (a field's label, a file kind), so 'Title is required.' reads 'حقل العنوان مطلوب.'.
 * `messages` are whole sentences; `terms` are the fragments only found inside them (labels, kinds, counts).
 */
export type MessageLocale = 'en' | 'ar';
export const messageLocales: readonly MessageLocale[] = ['en', 'ar'];

interface Template {
  pattern: RegExp;
  names: string[];
  arabic: string;
  /** Longer fixed text is more specific: '{label} must be a number.' wins over '{label} must be {kind}.'. */
  fixedLength: number;
}

const placeholder = /\{(\w+)\}/g;
const escapeForRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(table: Record<string, string>): { exact: Map<string, string>; templates: Template[] } {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, arabic] of Object.entries(table)) {
    const names = [...english.matchAll(placeholder)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      exact.set(english, arabic);
      continue;
    }
    const source = english
      .split(placeholder)
      // split keeps the names at odd indexes; a count is digits only, so '1 video and 2 videos' is no count
      .map((part, index) => (index % 2 === 0 ? escapeForRegExp(part) : part === 'count' ? '(\\d+)' : '(.+?)'))
      .join('');
    const fixedLength = english.replace(placeholder, '').length;
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, arabic, fixedLength });
  }
  templates.sort((a, b) => b.fixedLength - a.fixedLength);
  return { exact, templates };
}

const sentences = compile(catalog.messages);
const terms = compile(catalog.terms);

function fill(template: Template, match: RegExpMatchArray): string {
  const values = new Map(template.names.map((name, index) => [name, translateTerm(match[index + 1] ?? '')]));
  return template.arabic.replace(placeholder, (whole, name: string) => values.get(name) ?? whole);
}

function fromTemplates(text: string, templates: Template[]): string | undefined {
  for (const template of templates) {
    const match = text.match(template.pattern);
    if (match) return fill(template, match);
  }
  return undefined;
}

/** A value inside a sentence: a known sentence or term in Arabic, anything else (numbers, names, ids) as it is. */
function translateTerm(value: string): string {
  return sentences.exact.get(value) ?? terms.exact.get(value) ?? fromTemplates(value, terms.templates) ?? value;
}

function arabicOf(english: string): string | undefined {
  return sentences.exact.get(english) ?? fromTemplates(english, sentences.templates);
}

/** 'ar', 'ar-EG' and Intl tags such as 'ar-u-nu-arab' read Arabic; anything else English. */
export function messageLocaleOf(locale: string | null | undefined): MessageLocale {
  return locale?.toLowerCase().split(/[-_]/)[0] === 'ar' ? 'ar' : 'en';
}

/** Whether the catalog knows this English message or term (the completeness tests ask). */
export function hasArabic(english: string): boolean {
  return arabicOf(english) !== undefined || translateTerm(english) !== english;
}

/**
 * A message of the contracts or the services in the reader's language. English, and any text the catalog does
 * not know (a zod default, a message from a library), come back unchanged.
 */
export function translateMessage(english: string, locale: string | null | undefined): string {
  if (messageLocaleOf(locale) !== 'ar') return english;
  return arabicOf(english) ?? english;
}

/** An error body (`message`, `error`, `fields`) in the reader's language; the same object when English. */
export function translateErrorBody<B extends { message?: unknown; error?: unknown; fields?: unknown }>(
  body: B,
  locale: string | null | undefined,
): B {
  if (messageLocaleOf(locale) !== 'ar') return body;
  const translated: Record<string, unknown> = { ...body };
  for (const key of ['message', 'error'] as const) {
    const text = body[key];
    if (typeof text === 'string') translated[key] = translateMessage(text, locale);
  }
  if (body.fields && typeof body.fields === 'object') {
    translated.fields = Object.fromEntries(
      Object.entries(body.fields).map(([field, text]) => [
        field,
        typeof text === 'string' ? translateMessage(text, locale) : text,
      ]),
    );
  }
  return translated as B;
}

/**
 * The language an `Accept-Language` header asks for, of the two the messages speak: the one with the highest
 * weight ('ar-EG;q=0.9, en;q=0.8' → 'ar'); English when the header names neither. (Koa's `acceptsLanguages` does
 * the same in the services; the mocks read the header with this.)
 */
export function messageLocaleFromHeader(header: string | null | undefined): MessageLocale {
  let best: { locale: MessageLocale; weight: number } = { locale: 'en', weight: 0 };
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) : 1;
    const base = tag.toLowerCase().split('-')[0];
    const locale = messageLocales.find((known) => known === base);
    if (locale && Number.isFinite(weight) && weight > best.weight) best = { locale, weight };
  }
  return best.locale;
}
