import { act, render, screen } from '@testing-library/react';
import {
  LANGUAGE_STORAGE_KEY,
  bindDocumentLanguage,
  chooseLanguage,
  formatDate,
  formatList,
  formatMoney,
  formatNumber,
  formatPercent,
  initialLanguage,
  languageOfText,
  languageStore,
  localeFromBrowser,
  onLanguageChosen,
} from './index';
import { defineMessages, useT } from './index';
import type en from './testdata/en.json';

afterEach(() => {
  chooseLanguage({ locale: 'en' });
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the first language of a page', () => {
  it("follows the browser's first language this platform speaks", () => {
    expect(localeFromBrowser(['ar-EG', 'en-US'])).toBe('ar');
    expect(localeFromBrowser(['fr-FR', 'en-GB', 'ar'])).toBe('en');
    expect(localeFromBrowser(['fr-FR'])).toBe('en');
  });

  it("prefers a `?lang=` in the address, then this device's last choice", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ locale: 'ar', digits: 'latn' }));
    expect(initialLanguage()).toEqual({ locale: 'ar', digits: 'latn' });
    window.history.replaceState(null, '', '/?lang=en');
    expect(initialLanguage().locale).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '{not json');
    window.history.replaceState(null, '', '/?lang=ar');
    expect(initialLanguage()).toEqual({ locale: 'ar', digits: 'arab' });
  });
});

describe('the language of content nobody labelled', () => {
  it('is Arabic when the text is written in Arabic script, English otherwise', () => {
    expect(languageOfText('قصة النبي نوح')).toBe('ar');
    expect(languageOfText('The Story of Prophet Nuh (عليه السلام)')).toBe('ar');
    expect(languageOfText('Table Manners from the Sunnah')).toBe('en');
  });
});

describe('choosing a language', () => {
  it('takes the language’s usual digits unless the family picked others, and announces each pick', () => {
    const heard: unknown[] = [];
    const stop = onLanguageChosen((choice) => heard.push(choice));
    chooseLanguage({ locale: 'ar' });
    expect(languageStore.getState()).toEqual({ locale: 'ar', digits: 'arab' });
    chooseLanguage({ digits: 'latn' });
    expect(languageStore.getState()).toEqual({ locale: 'ar', digits: 'latn' });
    stop();
    chooseLanguage({ locale: 'en' });
    expect(heard).toEqual([
      { locale: 'ar', digits: 'arab' },
      { locale: 'ar', digits: 'latn' },
    ]);
  });

  it('formats numbers, dates and money in the language and digits chosen', () => {
    const day = new Date('2026-11-20T12:00:00Z');
    expect(formatNumber(1250)).toBe('1,250');
    expect(formatDate(day, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 20, 2026');
    expect(formatMoney(9.99)).toBe('$9.99');
    chooseLanguage({ locale: 'ar' });
    expect(formatNumber(1250)).toBe('١٬٢٥٠');
    expect(formatDate(day, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('٢٠ نوفمبر ٢٠٢٦');
    expect(formatMoney(39.5)).toBe('٣٩٫٥٠ دولار أمريكي');
    chooseLanguage({ digits: 'latn' });
    expect(formatNumber(1250)).toBe('1,250');
  });

  it('writes numbers of plain placeholders in the chosen digits, as plurals do', async () => {
    const messages = defineMessages<typeof en>({
      en: () => import('./testdata/en.json'),
      ar: () => import('./testdata/ar.json'),
    });
    await messages.load('en');
    expect(messages.t('minutes', { minutes: 120 })).toBe('120 minutes this week');
    await messages.load({ locale: 'ar', digits: 'arab' });
    expect(messages.t('minutes', { minutes: 120 })).toBe('١٢٠ دقيقة هذا الأسبوع');
    expect(messages.t('videos.count', { count: 11 })).toBe('١١ فيديو');
    await messages.load({ locale: 'ar', digits: 'latn' });
    expect(messages.t('minutes', { minutes: 2026 })).toBe('2026 دقيقة هذا الأسبوع');
  });

  it('keeps the English variant a screen asks for, and lists and percents in the language', () => {
    const day = new Date('2026-12-02T12:00:00Z');
    const british = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC', english: 'en-GB' } as const;
    expect(formatDate(day, british)).toBe('2 Dec 2026');
    expect(formatList(['Maths', 'Science'])).toBe('Maths, Science');
    expect(formatPercent(85)).toBe('85%');
    chooseLanguage({ locale: 'ar' });
    expect(formatDate(day, british)).toBe('٢ ديسمبر ٢٠٢٦');
    expect(formatList(['رياضيات', 'علوم', 'فن'])).toBe('رياضيات، وعلوم، وفن');
    expect(formatPercent(85)).toMatch(/^٨٥٪/);
  });

  it('re-renders every area’s texts in the new language', async () => {
    const messages = defineMessages<typeof en>({
      en: () => import('./testdata/en.json'),
      ar: () => import('./testdata/ar.json'),
    });
    function Count() {
      const t = useT<typeof en>();
      return <p>{t('videos.count', { count: 2 })}</p>;
    }
    render(
      <messages.MessagesBoundary>
        <Count />
      </messages.MessagesBoundary>,
    );
    expect(await screen.findByText('2 videos')).toBeTruthy();
    act(() => {
      chooseLanguage({ locale: 'ar' });
    });
    expect(await screen.findByText('فيديوهان')).toBeTruthy();
  });
});

describe('bindDocumentLanguage', () => {
  test('when the page language is Arabic or changes to it, then the document reads right to left, and back', () => {
    languageStore.setState({ locale: 'en' });
    const applied: string[] = [];
    const unbind = bindDocumentLanguage((locale) => applied.push(locale));
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');

    languageStore.setState({ locale: 'ar' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');

    unbind();
    languageStore.setState({ locale: 'en' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(applied).toEqual(['en', 'ar']);
  });
});
