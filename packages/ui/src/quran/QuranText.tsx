// The font comes with this module alone, so only the screens that show the Quran load it (never the first screen).
import '@fontsource/amiri-quran/arabic-400.css';
import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { tokens } from '../theme';

/** Amiri Quran (shipped in the app, OFL), made for the Uthmani script; the shell's Arabic font while it loads. */
export const quranFontFamily = "'Amiri Quran', 'Noto Naskh Arabic', serif";

/** How big the text is: `xl` for a child reading one surah, `lg` for a list, `md` beside other text. */
export type QuranTextSize = 'md' | 'lg' | 'xl';

const fontSizes: Record<QuranTextSize, string> = { md: '1.5rem', lg: '2rem', xl: '2.5rem' };

const Text = styled.span<{ $size: QuranTextSize }>`
  font-family: ${quranFontFamily};
  font-weight: 400;
  font-size: ${({ $size }) => fontSizes[$size]};
  /* The Uthmani marks sit above and below the letters: they need room between the lines. */
  line-height: 2.2;
  text-align: start;
  overflow-wrap: break-word;
  color: ${tokens.color.text};
`;

/**
 * The Quran's text as it is served (never changed here): Arabic, right to left, in Amiri Quran. The parent and child
 * areas and the admin's recitation screens show the text through this.
 */
export function QuranText({
  as = 'span',
  size = 'lg',
  children,
  ...rest
}: { as?: 'span' | 'p' | 'div'; size?: QuranTextSize; children: string } & Omit<
  ComponentPropsWithoutRef<'span'>,
  'children' | 'lang' | 'dir'
>) {
  return (
    <Text as={as} $size={size} lang="ar" dir="rtl" {...rest}>
      {children}
    </Text>
  );
}

const arabicIndicDigits = '٠١٢٣٤٥٦٧٨٩';

/**
 * An ayah's end mark with its number in Arabic-Indic digits (U+06DD, which Amiri Quran draws as a ring around the
 * digits that follow it). Decoration: screen readers hear the ayah's number from the text around it.
 */
export function AyahMark({ number }: { number: number }) {
  const digits = String(number).replace(/[0-9]/g, (digit) => arabicIndicDigits[Number(digit)]!);
  const mark = '\u06DD' + digits;
  return (
    <Text $size="md" aria-hidden="true" lang="ar" dir="rtl">
      {mark}
    </Text>
  );
}
