// The Quran's text as every area shows it (`@young-minds/ui/quran`): a subpath of its own, so the font loads
// with the Quran screens only.
export { AyahMark, QuranText, type QuranTextSize, quranFontFamily } from './QuranText';
