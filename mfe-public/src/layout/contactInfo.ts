import type { ContactDetails } from '@young-minds/contracts';
import { type Locale, contentLanguageProps, languageOfText } from '@young-minds/i18n';

/** The contact details as a reader sees them: Arabic readers get the Arabic address and office hours when set. */
export interface ShownContactDetails {
  email: string | null;
  phone: string | null;
  address: string | null;
  officeHours: string | null;
}

export function shownContactDetails(details: ContactDetails, locale: Locale): ShownContactDetails {
  const arabic = locale === 'ar';
  return {
    email: details.email,
    phone: details.phone,
    address: (arabic ? details.address_ar : null) ?? details.address,
    officeHours: (arabic ? details.office_hours_ar : null) ?? details.office_hours,
  };
}

export const mailHref = (email: string) => `mailto:${email}`;

/** The phone number as a `tel:` link wants it: digits and the leading plus. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** `lang` and `dir` of a detail's text (an English address on an Arabic page is read as English). */
export const detailLanguage = (text: string) => contentLanguageProps(languageOfText(text));
