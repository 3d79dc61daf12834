/**
 * Language preferences (issue 16). Each account keeps its own: the interface language and, for Arabic, which
 * digits numbers are written in (Arabic-Indic ٠١٢ or Western 012). Null means "not chosen yet": the device's
 * choice (or the browser's language on a first visit) stands until the user picks one. No zod here: the front
 * ends' i18n runtime imports these lists (`@young-minds/contracts/locales`) without the schemas.
 */
export const interfaceLocales = ['en', 'ar'] as const;
export type InterfaceLocale = (typeof interfaceLocales)[number];

/** Unicode numbering systems: `arab` Arabic-Indic digits, `latn` Western digits. */
export const digitStyles = ['latn', 'arab'] as const;
export type DigitStyle = (typeof digitStyles)[number];
