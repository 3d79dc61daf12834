import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { Message, defineMessages, directionOf, languageStore, useT } from './index';
import type en from './testdata/en.json';

const uiCatalogs = { en: async () => ({ 'ui.close': 'Close' }) };

function area() {
  return defineMessages<typeof en>(
    { en: () => import('./testdata/en.json'), ar: () => import('./testdata/ar.json') },
    { include: [uiCatalogs] },
  );
}

describe('defineMessages', () => {
  it('when a locale is loaded, then messages format their values and plurals (Arabic has six forms)', async () => {
    const messages = area();
    await messages.load('en');
    expect(messages.t('greeting', { name: 'Yusuf' })).toBe('Peace be upon you, Yusuf!');
    expect(messages.t('videos.count', { count: 1 })).toBe('1 video');
    expect(messages.t('videos.count', { count: 5 })).toBe('5 videos');

    await messages.load({ locale: 'ar', digits: 'latn' });
    expect([0, 1, 2, 3, 11, 100].map((count) => messages.t('videos.count', { count }))).toEqual([
      'لا فيديوهات',
      'فيديو واحد',
      'فيديوهان',
      '3 فيديوهات',
      '11 فيديو',
      '100 فيديو',
    ]);
    // Arabic's own digits are the default.
    await messages.load('ar');
    expect(messages.t('videos.count', { count: 11 })).toBe('١١ فيديو');
    // Numbers in plain placeholders take the digits too; plurals still count them.
    expect(messages.t('pageOf', { page: 3, count: 1250 })).toBe('صفحة ٣ من ١٢٥٠');
    expect(messages.t('videos.count', { count: 0 })).toBe('لا فيديوهات');
    await messages.load('en');
    expect(messages.t('pageOf', { page: 3, count: 1250 })).toBe('Page 3 of 1250');
  });

  it('when a screen adds its catalogs, then they load in the locales loaded so far, in the page’s language alone, and with each later one', async () => {
    const messages = defineMessages<{ greeting: string }, { 'login.title': string }>({
      en: async () => ({ greeting: 'Peace be upon you, {name}!' }),
      ar: async () => ({ greeting: 'السلام عليكم يا {name}!' }),
    });
    const loginEnglish = jest.fn(async () => ({ 'login.title': 'Log In' }));
    const login = { en: loginEnglish, ar: async () => ({ 'login.title': 'تسجيل الدخول' }) };
    await messages.load('ar');
    await messages.add(login);
    expect(messages.t('login.title')).toBe('تسجيل الدخول');
    // An Arabic page does not download the screen's English texts.
    expect(loginEnglish).not.toHaveBeenCalled();
    // Added again (a second visit of the screen): nothing is read again.
    await messages.add(login);
    // A language chosen later brings the added catalogs' texts in it too.
    await messages.load('en');
    expect(messages.t('login.title')).toBe('Log In');
    expect(loginEnglish).toHaveBeenCalledTimes(1);
  });

  it('when a screen adds its catalogs while the page’s language is still loading, then loading it waits for them', async () => {
    const messages = defineMessages<{ greeting: string }, { 'login.title': string }>({
      en: () => new Promise((resolve) => setTimeout(() => resolve({ greeting: 'Peace be upon you, {name}!' }), 10)),
    });
    const loaded = messages.load('en');
    void messages.add({ en: async () => ({ 'login.title': 'Log In' }) });
    await loaded;
    await messages.load('en');
    expect(messages.t('login.title')).toBe('Log In');
  });

  it('when the Arabic catalogs say every text, then an Arabic page never downloads the English ones', async () => {
    const english = jest.fn(async () => ({ greeting: 'Peace be upon you, {name}!' }));
    const messages = defineMessages<{ greeting: string }>({
      en: english,
      ar: async () => ({ greeting: 'السلام عليكم يا {name}!' }),
    });
    await messages.load('ar');
    expect(messages.t('greeting', { name: 'يوسف' })).toBe('السلام عليكم يا يوسف!');
    expect(english).not.toHaveBeenCalled();
  });

  it('when a translation lacks an id, then the English text stands in once fetched; included catalogs come along', async () => {
    const messages = area();
    function Texts() {
      const t = useT<typeof en>();
      return (
        <p>
          {t('onlyEnglish')} / {t('greeting', { name: 'Maryam' })}
        </p>
      );
    }
    await messages.load('ar');
    render(
      <messages.MessagesBoundary locale="ar">
        <Texts />
      </messages.MessagesBoundary>,
    );
    // The Arabic texts stay Arabic; the missing one is the English text, never its id.
    expect(await screen.findByText(/Only in English/)).toBeTruthy();
    expect(screen.getByText(/Only in English/).textContent).not.toContain('onlyEnglish');
    expect(screen.getByText(/Only in English/).textContent).toContain('السلام عليكم يا Maryam!');
    // An included catalog that has no Arabic file is read in English from the start.
    expect(messages.i18n._('ui.close')).toBe('Close');
    // An id in no catalog at all shows as itself once English is there, as it would in English.
    expect(messages.i18n._('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('when the boundary renders, then its children appear once the catalog is loaded, translated', async () => {
    const messages = area();
    function Greeting() {
      const t = useT<typeof en>();
      // eslint-disable-next-line jsx-a11y/anchor-has-content -- the catalog's text ("privacy policy") fills the link
      const privacyLink = <a href="/privacy" />;
      return (
        <p>
          {t('greeting', { name: 'Maryam' })} <Message<typeof en> id="terms" components={{ 0: privacyLink }} />
        </p>
      );
    }
    render(
      <messages.MessagesBoundary fallback="…">
        <Greeting />
      </messages.MessagesBoundary>,
    );
    expect(await screen.findByText(/Peace be upon you, Maryam!/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('when the page language was preloaded, then the boundary shows its children at its first render', async () => {
    const messages = area();
    languageStore.setState({ locale: 'ar', digits: 'arab' });
    try {
      await messages.preload();
      function Greeting() {
        return <p>{useT<typeof en>()('greeting', { name: 'Maryam' })}</p>;
      }
      render(
        <messages.MessagesBoundary fallback="…">
          <Greeting />
        </messages.MessagesBoundary>,
      );
      // At once, in the page's language: no fallback first, no second render when the texts arrive.
      expect(screen.getByText('السلام عليكم يا Maryam!')).toBeTruthy();
      expect(screen.queryByText('…')).toBeNull();
    } finally {
      languageStore.setState({ locale: 'en', digits: 'latn' });
    }
  });

  it('knows the direction of each locale', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('the build step (compile-catalog-loader)', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const compile = require('../build/compile-catalog-loader.cjs') as (
    this: { resourcePath: string },
    source: string,
  ) => string;
  const context = { resourcePath: 'messages/en.json' };

  it('when a catalog is compiled, then the runtime formats it without a message parser', () => {
    const output = compile.call(context, readFileSync(join(__dirname, 'testdata/ar.json'), 'utf8'));
    const compiled = JSON.parse(output.replace(/^export default /, '').replace(/;$/, '')) as Record<string, never>;
    const i18n = setupI18n();
    i18n.setMessagesCompiler(undefined as never);
    i18n.load('ar', compiled);
    i18n.activate('ar');
    expect(i18n._('videos.count', { count: 2 })).toBe('فيديوهان');
    expect(i18n._('greeting', { name: 'Ali' })).toBe('السلام عليكم يا Ali!');
  });

  it('when a message is not valid ICU, then the build fails naming the id', () => {
    expect(() => compile.call(context, JSON.stringify({ broken: '{count, plural, one {# x}' }))).toThrow(
      /"broken" is not valid ICU/,
    );
  });
});
