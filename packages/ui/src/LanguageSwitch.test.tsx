import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseLanguage, defineMessages, languageStore } from '@young-minds/i18n';
import { LanguageSwitch, uiCatalogs } from '.';

const messages = defineMessages({ en: async () => ({}) }, { include: [uiCatalogs] });

afterEach(() => {
  chooseLanguage({ locale: 'en' });
  localStorage.clear();
});

describe('LanguageSwitch', () => {
  it('when a reader picks العربية, then the page turns Arabic and offers Arabic-Indic or Western digits', async () => {
    const user = userEvent.setup();
    render(
      <messages.MessagesBoundary>
        <LanguageSwitch />
      </messages.MessagesBoundary>,
    );
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    expect(screen.queryByRole('combobox', { name: 'Digits' })).not.toBeInTheDocument();

    await user.selectOptions(language, 'ar');
    expect(languageStore.getState()).toEqual({ locale: 'ar', digits: 'arab' });
    expect(language).toHaveValue('ar');

    const digits = await screen.findByRole('combobox', { name: /Digits|الأرقام/ });
    await user.selectOptions(digits, 'latn');
    expect(languageStore.getState()).toEqual({ locale: 'ar', digits: 'latn' });
  });
});

describe('LanguageSwitch in a crowded bar (compact)', () => {
  it('still names each select for screen readers, with the labels hidden from sight', async () => {
    const user = userEvent.setup();
    render(
      <messages.MessagesBoundary>
        <LanguageSwitch compact />
      </messages.MessagesBoundary>,
    );
    const language = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getByText('Language').tagName).toBe('LABEL');
    await user.selectOptions(language, 'ar');
    expect(await screen.findByRole('combobox', { name: /Digits|الأرقام/ })).toBeInTheDocument();
  });
});
