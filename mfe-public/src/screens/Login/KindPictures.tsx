// Pictures beside the family-device login's kind words (issue 32): a child who cannot read sees what they mean.
// Decorative (the words beside them are read and spoken). viewBox 0 0 64 64.

export type KindPictureName = 'tryAgain' | 'clock' | 'grownUp';

export function KindPicture({ name, size = 72 }: { name: KindPictureName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {name === 'clock' ? (
        <>
          <circle cx="32" cy="32" r="32" fill="#E0F2FE" />
          <circle cx="32" cy="34" r="21" fill="#FFFFFF" stroke="#0369A1" strokeWidth="4" />
          <path d="M32 34 V22 M32 34 L41 39" stroke="#0F172A" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="32" cy="34" r="2.5" fill="#0F172A" />
          <path d="M14 14 L20 10 M50 14 L44 10" stroke="#0369A1" strokeWidth="4" strokeLinecap="round" />
        </>
      ) : name === 'grownUp' ? (
        <>
          <circle cx="32" cy="32" r="32" fill="#FCE7F3" />
          <circle cx="24" cy="22" r="8" fill="#92400E" />
          <path d="M12 54 Q12 34 24 34 Q36 34 36 54 Z" fill="#7C3AED" />
          <circle cx="44" cy="34" r="6" fill="#B45309" />
          <path d="M35 56 Q35 43 44 43 Q53 43 53 56 Z" fill="#F97316" />
          <path d="M34 44 L30 40" stroke="#B45309" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : (
        <>
          <circle cx="32" cy="32" r="32" fill="#FEF3C7" />
          <circle cx="32" cy="32" r="18" fill="#FBBF24" />
          <circle cx="26" cy="29" r="2.2" fill="#1F2937" />
          <circle cx="38" cy="29" r="2.2" fill="#1F2937" />
          <path d="M25 37 Q32 43 39 37" stroke="#1F2937" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          <path d="M50 20 A22 22 0 1 1 40 10" stroke="#16A34A" strokeWidth="3.5" fill="none" strokeLinecap="round" />
          <path d="M40 4 L41 11 L34 13" stroke="#16A34A" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
