import { type DigitStyle, digitStyles } from '../auth/locales';
import catalog from './arabic.json';

/**
 * The Arabic of every message the contracts and the services answer with (issue 16). The English text is the
 * key: it is what zod issues, HttpErrors and the services' constants already carry, so a message is translated
 * where it is shown (the service's error middleware, the mocks, a form) without threading ids through every
 * schema, and the English stays byte-for-byte what the spec fixes. A message built from values is a template:
 * `{label} is required.` matches 'Title is required.', and each value is translated too when it is a known
 * term (a field's label, a file kind), so 'Title is required.' reads 'حقل العنوان مطلوب.'.
 * `messages` are whole sentences; `terms` are the fragments only found inside them (labels, kinds, counts).
 * The catalog writes Western digits ('15 دقيقة'); a reader whose tag asks for Arabic-Indic digits
 * ('ar-u-nu-arab', the page's Intl tag, from the account's digits preference) reads them as '١٥ دقيقة'.
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

const arabicIndicDigits = '٠١٢٣٤٥٦٧٨٩';

/** Western digits as Arabic-Indic; a quoted literal ('1', 'true': a value typed as it is) stays as it is. */
function toArabicIndic(text: string): string {
  return text.replace(/'[^'\n]*'|[0-9]/g, (match) =>
    match.length === 1 ? (arabicIndicDigits[Number(match)] ?? match) : match,
  );
}

/** The catalog's text in the reader's digits. */
const inDigits = (text: string, digits: DigitStyle | null) => (digits === 'arab' ? toArabicIndic(text) : text);

function fill(template: Template, match: RegExpMatchArray, digits: DigitStyle | null): string {
  const values = new Map(template.names.map((name, index) => [name, translateTerm(match[index + 1] ?? '', digits)]));
  return inDigits(template.arabic, digits).replace(placeholder, (whole, name: string) => values.get(name) ?? whole);
}

function fromTemplates(text: string, templates: Template[], digits: DigitStyle | null): string | undefined {
  for (const template of templates) {
    const match = text.match(template.pattern);
    if (match) return fill(template, match, digits);
  }
  return undefined;
}

/**
 * A value inside a sentence: a known sentence or term in Arabic, anything else as it is — numbers, dates and
 * amounts (no letter in them) in the reader's digits, names and ids (`yusuf2`, `quizId`) as they are written.
 */
function translateTerm(value: string, digits: DigitStyle | null = null): string {
  const known = sentences.exact.get(value) ?? terms.exact.get(value);
  if (known !== undefined) return inDigits(known, digits);
  const filled = fromTemplates(value, terms.templates, digits);
  if (filled !== undefined) return filled;
  return /\p{L}/u.test(value) ? value : inDigits(value, digits);
}

function arabicOf(english: string, digits: DigitStyle | null = null): string | undefined {
  const exact = sentences.exact.get(english);
  return exact !== undefined ? inDigits(exact, digits) : fromTemplates(english, sentences.templates, digits);
}

/**
 * The digits a language tag names in its Unicode extension ('ar-u-nu-arab' → 'arab', 'ar-u-nu-latn' → 'latn');
 * null when it names none ('ar', 'en').
 */
export function digitsOfTag(tag: string | null | undefined): DigitStyle | null {
  const numbering = tag?.toLowerCase().match(/-u(?:-[a-z0-9]{2,8})*?-nu-([a-z0-9]{3,8})(?:-|$)/)?.[1];
  return digitStyles.find((style) => style === numbering) ?? null;
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
 * not know (a zod default, a message from a library), come back unchanged. `locale` may be the reader's Intl tag
 * with its digits ('ar-u-nu-arab'): the Arabic then writes its numbers in Arabic-Indic digits, so a page that
 * shows the sentence keeps one digit system; 'ar' and 'ar-u-nu-latn' keep the catalog's Western digits.
 */
export function translateMessage(english: string, locale: string | null | undefined): string {
  if (messageLocaleOf(locale) !== 'ar') return english;
  return arabicOf(english, digitsOfTag(locale)) ?? english;
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
  return messageLocaleOf(messageTagFromHeader(header));
}

/**
 * The tag an `Accept-Language` header asks for first, as it is sent, for `translateMessage`: the page's Intl tag
 * with its digits ('ar-u-nu-arab', as the front ends send it), 'ar'; 'en' when the header names no Arabic first.
 */
export function messageTagFromHeader(header: string | null | undefined): string {
  let best: { tag: string; weight: number } = { tag: 'en', weight: 0 };
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = quality ? Number(quality.slice(2)) : 1;
    const base = tag.toLowerCase().split('-')[0];
    if (messageLocales.some((known) => known === base) && Number.isFinite(weight) && weight > best.weight)
      best = { tag: base === 'ar' ? tag.toLowerCase() : 'en', weight };
  }
  return best.tag;
}
