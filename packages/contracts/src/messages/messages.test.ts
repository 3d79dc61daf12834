import { join } from 'node:path';
import { z } from 'zod';
import * as contracts from '../index';
import catalog from './arabic.json';
import {
  digitsOfTag,
  hasArabic,
  messageLocaleFromHeader,
  messageLocaleOf,
  messageTagFromHeader,
  translateErrorBody,
  translateMessage,
} from './index';
import { sentencesInSource } from './source-messages';

// The OpenAPI generator and the route table write for developers, not for the people using the platform; the
// history CSV's column names are a data format that spreadsheets and scripts read.
const developerFiles = /(openapi|openapi-annotations|routes|endpoint|history-csv)\.ts$/;

/** Latin words an Arabic text may keep: the ones the catalog's Arabic itself writes (Pro, PDF, YYYY-MM-DD…). */
const latinInCatalog = new Set(
  [...Object.values(catalog.messages), ...Object.values(catalog.terms)].flatMap(
    (text) => text.match(/[A-Za-z]{2,}/g) ?? [],
  ),
);
/** Values a message lists as they are stored: the theme names. */
const storedNames = new Set<string>(contracts.familyThemes.map((theme) => theme.name));
/**
 * English left in an Arabic message: a value of a template (a field's label) the catalog has no term for. A
 * field's API name (`quizId`, `is_published`, `bookmark`) starts lower-case and stays: it is what the request says.
 */
const englishLeftIn = (arabic: string) =>
  (arabic.match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => /^[A-Z]/.test(word) && !latinInCatalog.has(word) && !storedNames.has(word),
  );

describe('translateMessage', () => {
  it('gives the Arabic of a known message, and English unchanged', () => {
    expect(translateMessage(contracts.unknownLocaleMessage, 'ar')).toBe('اختر إحدى اللغات: en، ar.');
    expect(translateMessage(contracts.unknownLocaleMessage, 'en')).toBe(contracts.unknownLocaleMessage);
    expect(translateMessage('Quiz not found.', 'ar-u-nu-arab')).toBe('الاختبار غير موجود.');
  });

  it('fills a templated message, translating the labels and kinds inside it', () => {
    expect(translateMessage('Title is required.', 'ar')).toBe('حقل العنوان مطلوب.');
    expect(translateMessage('Pages must be at most 5000.', 'ar')).toBe('يجب ألا يزيد حقل عدد الصفحات على 5000.');
    expect(translateMessage(contracts.mediaWrongKindMessage('image', 'Thumbnail'), 'ar')).toBe(
      'يجب أن يكون حقل الصورة المصغّرة صورة (JPEG أو PNG أو GIF أو WebP).',
    );
    expect(translateMessage(contracts.mediaTooLargeMessage('image', 'Thumbnail'), 'ar')).toBe(
      'حقل الصورة المصغّرة كبير جدًا (الحد الأقصى 10 MB).',
    );
    expect(
      translateMessage(
        contracts.categoryInUseMessage({ ...contracts.perKind(() => 0), video: 2, book: 1, assignment: 3 }),
        'ar',
      ),
    ).toBe('ما زالت هذه الفئة مستخدمة في 2 فيديو، كتاب واحد و3 واجب. انقل هذا المحتوى إلى فئة أخرى أو احذفه أولًا.');
    expect(translateMessage(contracts.categoryInUseMessage({ ...contracts.perKind(() => 0), activity: 1 }), 'ar')).toBe(
      'ما زالت هذه الفئة مستخدمة في نشاط واحد. انقل هذا المحتوى إلى فئة أخرى أو احذفه أولًا.',
    );
  });

  it('leaves a text it does not know as it is, in any language', () => {
    expect(translateMessage('email: Invalid email address', 'ar')).toBe('email: Invalid email address');
    expect(translateMessage('Somebody is required', 'ar')).toBe('Somebody is required');
  });

  it('translates an error body: message, error and every field', () => {
    const body = {
      message: 'Title is required.',
      error: 'Title is required.',
      fields: { title: 'Title is required.' },
    };
    expect(translateErrorBody(body, 'ar')).toEqual({
      message: 'حقل العنوان مطلوب.',
      error: 'حقل العنوان مطلوب.',
      fields: { title: 'حقل العنوان مطلوب.' },
    });
    expect(translateErrorBody(body, 'en')).toBe(body);
  });

  it('reads the language from a locale or an Accept-Language header', () => {
    expect(messageLocaleOf('ar-u-nu-latn')).toBe('ar');
    expect(messageLocaleOf('en')).toBe('en');
    expect(messageLocaleFromHeader('ar')).toBe('ar');
    expect(messageLocaleFromHeader('fr-FR, ar-EG;q=0.9, en;q=0.8')).toBe('ar');
    expect(messageLocaleFromHeader('en-GB, ar;q=0.5')).toBe('en');
    expect(messageLocaleFromHeader('fr')).toBe('en');
    expect(messageLocaleFromHeader(undefined)).toBe('en');
  });
});

describe("the reader's digits", () => {
  it('writes the numbers of an Arabic sentence in Arabic-Indic digits when the tag asks for them, else as written', () => {
    expect(translateMessage(contracts.maxChildrenMessage, 'ar-u-nu-arab')).toBe(
      'يمكنك إضافة ٥ أطفال على الأكثر في خطة Pro.',
    );
    expect(translateMessage(contracts.returnToParentLockedMessage, 'ar-u-nu-arab')).toContain('١٥ دقيقة');
    expect(translateMessage(contracts.maxChildrenMessage, 'ar-u-nu-latn')).toBe(
      'يمكنك إضافة 5 أطفال على الأكثر في خطة Pro.',
    );
    expect(translateMessage(contracts.maxChildrenMessage, 'ar')).toBe('يمكنك إضافة 5 أطفال على الأكثر في خطة Pro.');
    expect(translateMessage(contracts.maxChildrenMessage, 'en')).toBe(contracts.maxChildrenMessage);
  });

  it("takes a template's numbers and dates into the reader's digits; names, ids and quoted values stay as typed", () => {
    expect(translateMessage('Pages must be at most 5000.', 'ar-u-nu-arab')).toBe(
      'يجب ألا يزيد حقل عدد الصفحات على ٥٠٠٠.',
    );
    expect(translateMessage('Your subscription is cancelled. You keep access until 2026-12-01.', 'ar-u-nu-arab')).toBe(
      'أُلغي اشتراكك. يبقى وصولك متاحًا حتى ٢٠٢٦-١٢-٠١.',
    );
    expect(translateMessage('Please send only one file as photo2.', 'ar-u-nu-arab')).toBe(
      'يُرجى إرسال ملف واحد فقط في الحقل photo2.',
    );
    expect(translateMessage("Music-free must be true or false ('true', 'false', '1' or '0').", 'ar-u-nu-arab')).toBe(
      "يجب أن تكون قيمة «بلا موسيقى» true أو false ('true' أو 'false' أو '1' أو '0').",
    );
  });

  it('an error body in Arabic-Indic digits: its message and its fields', () => {
    const body = { message: contracts.maxChildrenMessage, fields: { pin: 'The PIN must be exactly 4 digits.' } };
    expect(translateErrorBody(body, 'ar-u-nu-arab')).toEqual({
      message: 'يمكنك إضافة ٥ أطفال على الأكثر في خطة Pro.',
      fields: { pin: 'يجب أن يتكون الرمز السري من ٤ أرقام بالضبط.' },
    });
  });

  it('reads the digits from the tag and the tag from an Accept-Language header', () => {
    expect(digitsOfTag('ar-u-nu-arab')).toBe('arab');
    expect(digitsOfTag('ar-EG-u-ca-islamic-nu-latn')).toBe('latn');
    expect(digitsOfTag('ar')).toBeNull();
    expect(digitsOfTag('ar-u-nu-thai')).toBeNull();
    expect(messageTagFromHeader('ar-u-nu-arab')).toBe('ar-u-nu-arab');
    expect(messageTagFromHeader('en;q=0.4, AR-u-nu-ARAB;q=0.9')).toBe('ar-u-nu-arab');
    expect(messageTagFromHeader('en-GB, ar-u-nu-arab;q=0.5')).toBe('en');
    expect(messageTagFromHeader(undefined)).toBe('en');
  });
});

describe('the Arabic catalog', () => {
  it('has every sentence written in the contracts', () => {
    const sentences = sentencesInSource(join(__dirname, '..')).filter(({ file }) => !developerFiles.test(file));
    expect(sentences.length).toBeGreaterThan(150);
    expect(sentences.filter(({ text }) => !hasArabic(text)).map(({ text, file }) => `${text} (${file})`)).toEqual([]);
  });

  it('has every exported message constant', () => {
    const constants: [string, string][] = [];
    const collect = (name: string, value: unknown): void => {
      if (typeof value === 'string') constants.push([name, value]);
      else if (value && typeof value === 'object' && !(value instanceof z.ZodType))
        for (const [key, inner] of Object.entries(value)) collect(`${name}.${key}`, inner);
    };
    for (const [name, value] of Object.entries(contracts)) if (/Messages?$/.test(name)) collect(name, value);
    expect(constants.length).toBeGreaterThan(80);
    expect(constants.filter(([, text]) => !hasArabic(text))).toEqual([]);
  });

  it('translates every message the schemas give, labels included', () => {
    const problems = new Set<string>();
    for (const schema of schemasOfContracts()) {
      for (const leaf of wrongLeaves) {
        const parsed = schema.safeParse(inputFor(schema, leaf));
        for (const issue of parsed.success ? [] : parsed.error.issues) {
          if (!/[.!]$/.test(issue.message)) continue; // zod's own terse texts: the field name goes in front
          const arabic = translateMessage(issue.message, 'ar');
          if (arabic === issue.message || englishLeftIn(arabic).length > 0)
            problems.add(`${issue.message} → ${arabic}`);
        }
      }
    }
    expect([...problems]).toEqual([]);
  });

  it('has Arabic with the same placeholders as the English', () => {
    for (const table of [catalog.messages, catalog.terms]) {
      for (const [english, arabic] of Object.entries(table)) {
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        expect([english, names(arabic)]).toEqual([english, names(english)]);
        expect([english, /[\u0600-\u06FF]/.test(arabic)]).toEqual([english, true]);
      }
    }
  });
});

/** Every schema the contracts export, and every endpoint's request schemas. */
function schemasOfContracts(): z.ZodType[] {
  const schemas = new Set<z.ZodType>();
  for (const value of Object.values(contracts)) {
    if (value instanceof z.ZodType) schemas.add(value);
  }
  for (const endpoint of Object.values(contracts.endpoints).flatMap((group) => Object.values(group))) {
    for (const part of [endpoint.body, endpoint.query, endpoint.params]) if (part) schemas.add(part);
  }
  return [...schemas];
}

/** What every field gets in one run: the wrong type, blank, far too long, negative, fractional, too big. */
const wrongLeaves: unknown[] = [{}, '', 'x'.repeat(30_000), -1, 1.5, 1e9, 'not-a-date', undefined];

/** An input shaped as the schema (objects, lists) whose every field is `leaf`, so each field's messages show. */
function inputFor(schema: z.ZodType, leaf: unknown, depth = 0): unknown {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (depth > 6) return leaf;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [
          key,
          inputFor(field, leaf, depth + 1),
        ]),
      );
    case 'array':
      return leaf === undefined ? [] : [inputFor(def.element as z.ZodType, leaf, depth + 1)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inputFor(def.innerType as z.ZodType, leaf, depth + 1);
    case 'pipe':
      return inputFor(def.in as z.ZodType, leaf, depth + 1);
    case 'union':
      return inputFor((def.options as z.ZodType[])[0]!, leaf, depth + 1);
    default:
      return leaf;
  }
}
