import {
  type LanguageChoice,
  applyAccountLanguage,
  bindDocumentLanguage,
  locales,
  onLanguageChosen,
} from '@young-minds/i18n';
import { type SessionUser, sessionStore } from '@young-minds/session';

/**
 * The Arabic page's font, both weights, asked for as soon as the page is Arabic (issue 33). Left to the browser,
 * each weight is fetched only when the first text in it is drawn — the bold one with an area's top bar, seconds
 * in — and swapping it in then re-flowed the bar (a parent's dashboard shifted 0.09 on a slow phone). Fetched
 * while the area's code is still loading, it is in place before that text is first drawn.
 */
function fetchArabicFonts(): void {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts) return;
  for (const weight of [400, 700])
    fonts
      .load(`${weight} 1em "Noto Naskh Arabic"`, 'ع')
      .catch((error: unknown) => console.warn('[young-minds] the Arabic font could not be loaded:', error));
}

function accountChoice(user: SessionUser | null): Parameters<typeof applyAccountLanguage>[0] | null {
  const preferences = user?.preferences;
  if (!preferences) return null;
  const locale = locales.find((known) => known === preferences.locale) ?? null;
  const digits = preferences.digits === 'arab' || preferences.digits === 'latn' ? preferences.digits : null;
  return { locale, digits };
}

/**
 * The page's language, wired once by the shell: the document's `lang`/`dir` follow the language store (and an
 * Arabic page fetches its font); a login brings the account's choice; the user's own picks are kept on the account
 * while someone is logged in (the device remembers them either way).
 */
export function bindLanguage(
  saveToAccount: (choice: LanguageChoice) => Promise<void> = (choice) =>
    import('./language-save').then(({ saveLanguageToAccount }) => saveLanguageToAccount(choice)),
): () => void {
  const stopDocument = bindDocumentLanguage((locale) => {
    if (locale === 'ar') fetchArabicFonts();
  });
  const stopSession = sessionStore.subscribe((state, previous) => {
    if (!state.token || state.token === previous.token) return;
    const choice = accountChoice(state.user);
    if (choice) applyAccountLanguage(choice);
  });
  const stopChosen = onLanguageChosen((choice) => {
    if (!sessionStore.getState().token) return;
    saveToAccount(choice).catch((error: unknown) =>
      // Offline or a failed save: the device keeps the choice; the next pick saves again.
      console.warn('[young-minds] the language could not be saved to the account:', error),
    );
  });
  return () => {
    stopDocument();
    stopSession();
    stopChosen();
  };
}
