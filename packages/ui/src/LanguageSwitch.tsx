import { type DigitStyle, type Locale, chooseLanguage, useLanguage } from '@young-minds/i18n';
import { useId } from 'react';
import styled from 'styled-components';
import { useUiT } from './messages';
import { TextInput } from './TextInput';
import { tokens } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const Row = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs} ${tokens.space.sm};
`;

const Label = styled.label`
  font-size: ${tokens.font.size.sm};
  font-weight: 700;
`;

/** A real <label> either way (a hidden one for a crowded bar), so the select always has its name. */
function SwitchLabel({ htmlFor, hidden, children }: { htmlFor: string; hidden: boolean; children: string }) {
  if (hidden)
    return (
      <VisuallyHidden as="label" htmlFor={htmlFor}>
        {children}
      </VisuallyHidden>
    );
  return <Label htmlFor={htmlFor}>{children}</Label>;
}

/** The form controls' own select, as wide as its choice (it sits in bars and menus). */
const Select = styled(TextInput).attrs({ as: 'select' })`
  width: auto;
  cursor: pointer;
`;

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
const languageNames: Record<Locale, string> = { en: 'English', ar: 'العربية' };
/** The digits themselves: no words to translate. */
const digitSamples: Record<DigitStyle, string> = { arab: '٠١٢٣', latn: '0123' };

/**
 * The language switch of every area (public header, admin top bar, parent navigation, child profile): the
 * language, and in Arabic the digits. The choice applies to the whole page at once, is remembered on this device
 * and, for a logged-in user, on the account (the shell saves it).
 */
export function LanguageSwitch({
  className,
  showDigits = true,
  compact = false,
}: {
  className?: string;
  showDigits?: boolean;
  /** Labels for screen readers only (a crowded top bar); the choices still name themselves. */
  compact?: boolean;
}) {
  const t = useUiT();
  const id = useId();
  const { locale, digits } = useLanguage();
  return (
    <Row className={className}>
      <SwitchLabel htmlFor={`${id}-language`} hidden={compact}>
        {t('ui.language.label')}
      </SwitchLabel>
      <Select
        id={`${id}-language`}
        value={locale}
        onChange={(event) => chooseLanguage({ locale: event.target.value as Locale })}
      >
        {(Object.keys(languageNames) as Locale[]).map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </Select>
      {showDigits && locale === 'ar' && (
        <>
          <SwitchLabel htmlFor={`${id}-digits`} hidden={compact}>
            {t('ui.language.digits')}
          </SwitchLabel>
          <Select
            id={`${id}-digits`}
            value={digits}
            onChange={(event) => chooseLanguage({ digits: event.target.value as DigitStyle })}
          >
            {(Object.keys(digitSamples) as DigitStyle[]).map((option) => (
              <option key={option} value={option}>
                {digitSamples[option]}
              </option>
            ))}
          </Select>
        </>
      )}
    </Row>
  );
}
