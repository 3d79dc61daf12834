import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import { Fragment, type ReactElement, type ReactNode, createElement, useEffect, useState } from 'react';
import {
  type LanguageChoice,
  type Locale,
  defaultDigitsFor,
  defaultLocale,
  intlLocaleOf,
  languageStore,
  locales,
  useLanguage,
} from './language';
import { withLocalDigits } from './format';

/**
 * Every user-facing text lives in a catalog: one JSON file per area and locale (`src/messages/en.json`), flat
 * ids to ICU messages (`"videos.count": "{count, plural, one {# video} other {# videos}}"`). The English catalog
 * is the source of truth and types the ids; another locale may leave ids out, and English fills them in — fetched
 * only when a text is missing (the catalogs test keeps every Arabic catalog whole, so an Arabic reader's page
 * never downloads the English texts underneath). Catalogs load lazily, so an area downloads only its own texts.
 * The build precompiles them (`@young-minds/i18n/rsbuild`), so the browser gets Lingui's small runtime without the
 * ICU parser.
 */
export * from './language';
export * from './format';

export type Catalog = Record<string, string>;
/** A lazily imported catalog: `() => import('./messages/en.json')`. */
export type CatalogLoader<C> = () => Promise<{ default: C } | C>;
export type CatalogLoaders<C extends Catalog> = { en: CatalogLoader<C> } & Partial<
  Record<Exclude<Locale, 'en'>, CatalogLoader<Partial<C>>>
>;

/** Values for a message's placeholders (`{name}`, `{count}`). */
export type MessageValues = Record<string, unknown>;
/** Translates an id of catalog C. */
export type Translate<C extends Catalog> = (id: keyof C & string, values?: MessageValues) => string;

async function read<C>(loader: CatalogLoader<C> | undefined): Promise<Partial<C>> {
  if (!loader) return {};
  const loaded = await loader();
  return loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
}

export interface AreaMessages<C extends Catalog> {
  /** The area's own Lingui instance (areas never share ids or locales by accident). */
  readonly i18n: I18n;
  /**
   * Loads (once) and activates a locale: the area's catalog plus the included ones, English underneath. Numbers
   * in messages (`#`, `{count, number}`) take the choice's digits.
   */
  load(language?: Locale | LanguageChoice): Promise<void>;
  /**
   * Loads and activates the page's language now (the public area's `preloadRoute`): the boundary then shows its
   * children at its first render, which React does in slices, instead of rendering them again, all at once, when the
   * texts arrive (issue 33: one long task while a prerendered page is on screen). The signed-in areas do not: with
   * only a loading state on screen, their first screen painted ~200 ms later in slices (measured on the slow phone).
   */
  preload(): Promise<void>;
  /**
   * Adds catalogs that come with a screen's chunk (the public area's per-screen texts, so a page downloads only the
   * texts of its own screens): read at once in every locale loaded or loading so far, and with every locale loaded
   * later. Resolves when they are in; `load` of such a locale waits for them too. Adding the same catalogs again
   * does nothing. An id must be in one catalog of an area only (the catalogs test): a later catalog would cover it.
   */
  add(catalogs: CatalogLoaders<Catalog>): Promise<void>;
  /** Translates outside React (after `load`): notices built in callbacks, document titles. */
  t: Translate<C>;
  /**
   * Renders its children once the catalog of the page's language (or of `locale`) is loaded; `fallback` until
   * then. A language switch re-renders every text; the previous language stays on screen while the next loads.
   */
  MessagesBoundary(props: { locale?: Locale; fallback?: ReactNode; children?: ReactNode }): ReactElement | null;
}

/**
 * One area's messages: its catalogs per locale, plus catalogs it includes (the shared ui package's). Call it
 * once per area, at module level.
 */
export function defineMessages<C extends Catalog, Added extends Catalog = Record<never, string>>(
  catalogs: CatalogLoaders<C>,
  options: { include?: readonly CatalogLoaders<Catalog>[] } = {},
): AreaMessages<C & Added> {
  const loading = new Map<Locale, Promise<void>>();
  const englishUnder = new Map<Locale, Promise<void>>();
  /** The locales English already lies under: an id missing still is in no catalog, and shows as itself. */
  const filledIn = new Set<Locale>();
  const sources = [...(options.include ?? []), catalogs as CatalogLoaders<Catalog>];
  /** Each locale's own texts as loaded (English slides under them without covering one). */
  const own = new Map<Locale, Record<string, string>>();

  const readAll = (pick: (source: CatalogLoaders<Catalog>) => CatalogLoader<Partial<Catalog>> | undefined) =>
    Promise.all(sources.map((source) => read(pick(source)))).then(
      (parts) => Object.assign({}, ...parts) as Record<string, string>,
    );

  /**
   * A text the locale's catalogs lack: English is fetched (once) and laid under the locale's texts; the change
   * re-renders every text. Until then the text is left out rather than shown as its id.
   */
  function fillInEnglish(locale: Locale): void {
    if (englishUnder.has(locale)) return;
    const pending = readAll((source) => source.en).then(
      (english) => {
        filledIn.add(locale);
        i18n.load(locale, { ...english, ...own.get(locale) });
      },
      (error: unknown) => {
        englishUnder.delete(locale);
        console.warn(`[young-minds] the English texts under ${locale} could not be loaded:`, error);
      },
    );
    englishUnder.set(locale, pending);
  }

  const i18n = setupI18n({
    missing: (locale, id) => {
      const known = locales.find((candidate) => candidate === locale);
      if (!known || known === 'en' || filledIn.has(known)) return id;
      fillInEnglish(known);
      return '';
    },
  });

  const choiceOf = (language: Locale | LanguageChoice): LanguageChoice =>
    typeof language === 'string' ? { locale: language, digits: defaultDigitsFor(language) } : language;

  function loadCatalogs(locale: Locale): Promise<void> {
    let pending = loading.get(locale);
    if (!pending) {
      // A catalog included without this locale (only English) is read in English.
      pending = readAll((source) => (locale === 'en' ? source.en : (source[locale] ?? source.en))).then((texts) => {
        own.set(locale, texts);
        i18n.load(locale, texts);
      });
      pending.catch(() => loading.delete(locale));
      loading.set(locale, pending);
    }
    return pending;
  }

  const added = new Map<CatalogLoaders<Catalog>, Promise<void>>();

  function add(source: CatalogLoaders<Catalog>): Promise<void> {
    let pending = added.get(source);
    if (pending) return pending;
    if (!sources.includes(source)) sources.push(source);
    const loadedLocales = [...loading.entries()].map(([locale, loaded]) => {
      // A locale whose read began before this source was added does not have its texts: read them after it.
      const withSource = loaded
        .then(() =>
          Promise.all([
            read(locale === 'en' ? source.en : (source[locale] ?? source.en)),
            englishUnder.has(locale) ? read(source.en) : {},
          ]),
        )
        .then((parts) => {
          const [texts, english] = parts as Record<string, string>[];
          own.set(locale, { ...own.get(locale), ...texts });
          // English lies under the locale's texts once a text was missing (fillInEnglish): this source's too.
          i18n.load(locale, { ...english, ...texts });
        });
      loading.set(locale, withSource);
      withSource.catch(() => loading.delete(locale));
      return withSource;
    });
    pending = Promise.all(loadedLocales).then(() => undefined);
    pending.catch(() => added.delete(source));
    added.set(source, pending);
    return pending;
  }

  const isReady = (choice: LanguageChoice) =>
    i18n.locale === choice.locale && i18n.locales?.[0] === intlLocaleOf(choice);

  function load(language: Locale | LanguageChoice = defaultLocale): Promise<void> {
    const choice = choiceOf(language);
    return loadCatalogs(choice.locale).then(() => {
      if (!isReady(choice)) i18n.activate(choice.locale, [intlLocaleOf(choice)]);
    });
  }

  function MessagesBoundary({
    locale,
    fallback = null,
    children,
  }: {
    locale?: Locale;
    fallback?: ReactNode;
    children?: ReactNode;
  }) {
    const language = useLanguage();
    const choice = locale && locale !== language.locale ? choiceOf(locale) : language;
    const [shown, setShown] = useState<string | null>(() => (isReady(choice) ? intlLocaleOf(choice) : null));
    const [failure, setFailure] = useState<Error | null>(null);
    const wanted = intlLocaleOf(choice);
    useEffect(() => {
      let current = true;
      load(choice).then(
        // A transition: the texts' arrival renders the whole area below (its first screen, the first time), which
        // React then does in slices between other work instead of one long task (issue 33: total blocking time).
        () => current && setShown(wanted),
        (error: unknown) => current && setFailure(error instanceof Error ? error : new Error(String(error))),
      );
      return () => {
        current = false;
      };
      // `wanted` names the whole choice
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [wanted]);
    // A catalog that cannot be fetched is a failed chunk load: the area's error boundary offers the retry.
    if (failure) throw failure;
    if (shown === null) return createElement(Fragment, null, fallback);
    return createElement(I18nProvider, { i18n }, children);
  }

  return {
    i18n,
    load,
    preload: () => load(languageStore.getState()),
    add,
    t: (id, values) => i18n._(id, withLocalDigits(i18n.locales?.[0], values)),
    MessagesBoundary,
  };
}

/** The translate function of the nearest boundary, typed by a catalog: `const t = useT<typeof en>()`. */
export function useT<C extends Catalog>(): Translate<C> {
  const { i18n } = useLingui();
  return (id, values) => i18n._(id, withLocalDigits(i18n.locales?.[0], values));
}

/**
 * A message with markup: tags in the message (`"Read our <0>privacy policy</0>."`) are replaced by the given
 * elements, so a sentence with a link stays one sentence for translators.
 */
export function Message<C extends Catalog>(props: {
  id: keyof C & string;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}): ReactElement {
  const { i18n } = useLingui();
  return createElement(Trans, {
    id: props.id,
    values: withLocalDigits(i18n.locales?.[0], props.values),
    components: props.components,
  });
}

/** Ids of catalog C, for props that take a message id. */
export type MessageId<C extends Catalog> = keyof C & string;
