import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { AyahMark, QuranText } from '.';

describe('QuranText', () => {
  it('when an ayah is shown, then it is Arabic, right to left, unchanged', () => {
    const ayah = 'قُلْ هُوَ ٱللَّهُ أَحَدٌ';
    render(<QuranText as="p">{ayah}</QuranText>);
    const text = screen.getByText(ayah);
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('lang', 'ar');
    expect(text).toHaveAttribute('dir', 'rtl');
    expect(text.textContent).toBe(ayah);
  });

  it('when an ayah ends, then its mark shows its number in Arabic digits, hidden from screen readers', () => {
    const { container } = render(<AyahMark number={12} />);
    const mark = container.firstElementChild!;
    expect(mark.textContent).toBe('\u06DD١٢');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });
});
