/**
 * Small friendly drawings for empty states and the welcome. Decorative (the text beside them says everything), so
 * hidden from screen readers, and without words in them (a drawing reads the same in every language). The colours
 * are the design's soft ones; each drawing scales to its box.
 */

const frame = { viewBox: '0 0 160 120', 'aria-hidden': true, focusable: false } as const;

/** No children yet: an open door with a little welcome mat and a seat waiting beside a smiling sun. */
export function NoChildrenPicture({ size = 160 }: { size?: number }) {
  return (
    <svg {...frame} width={size} height={(size * 3) / 4}>
      <ellipse cx="80" cy="108" rx="70" ry="8" fill="#EAF2FF" />
      <circle cx="128" cy="26" r="14" fill="#FFBE0B" />
      <path d="M121 27 q7 6 14 0" stroke="#1D2433" strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="124" cy="22" r="1.6" fill="#1D2433" />
      <circle cx="132" cy="22" r="1.6" fill="#1D2433" />
      <path d="M30 56 L70 24 L110 56 Z" fill="#F28482" />
      <rect x="38" y="54" width="64" height="50" rx="4" fill="#FFF4E0" />
      <rect x="60" y="70" width="20" height="34" rx="3" fill="#3A86FF" />
      <circle cx="75" cy="88" r="1.8" fill="#FFBE0B" />
      <rect x="44" y="62" width="12" height="12" rx="2" fill="#BDE0FE" />
      <rect x="84" y="62" width="12" height="12" rx="2" fill="#BDE0FE" />
      <rect x="56" y="104" width="28" height="4" rx="2" fill="#84CC16" />
      <path d="M122 98 v-14 a6 6 0 0 1 12 0 v14" fill="#A7F3D0" />
      <rect x="118" y="96" width="20" height="6" rx="3" fill="#34D399" />
      <path d="M128 60 v10 M123 65 h10" stroke="#3A86FF" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** No progress yet: a seedling in a pot, two leaves up, with a sparkle waiting to grow. */
export function NoProgressPicture({ size = 160 }: { size?: number }) {
  return (
    <svg {...frame} width={size} height={(size * 3) / 4}>
      <ellipse cx="80" cy="108" rx="56" ry="7" fill="#EAF2FF" />
      <path d="M80 78 C80 62 80 52 80 40" stroke="#4D7C0F" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M80 56 C66 56 58 46 58 36 C70 36 80 44 80 56 Z" fill="#84CC16" />
      <path d="M80 48 C94 48 104 38 104 28 C90 28 80 36 80 48 Z" fill="#A3E635" />
      <path d="M56 78 h48 l-6 28 h-36 Z" fill="#F4A261" />
      <rect x="52" y="72" width="56" height="10" rx="4" fill="#E76F51" />
      <path
        d="M122 30 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 Z"
        fill="#FFBE0B"
        stroke="#F59E0B"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <circle cx="36" cy="40" r="3" fill="#BDE0FE" />
      <circle cx="28" cy="54" r="2" fill="#BDE0FE" />
    </svg>
  );
}

/** The welcome: a parent's hand and a child's hand reaching for a star, over a soft hill. */
export function WelcomePicture({ size = 200 }: { size?: number }) {
  return (
    <svg {...frame} width={size} height={(size * 3) / 4}>
      <path d="M0 104 Q80 70 160 104 V120 H0 Z" fill="#D9F99D" />
      <path
        d="M80 14 l7 15 16 2 -12 11 3 16 -14 -8 -14 8 3 -16 -12 -11 16 -2 Z"
        fill="#FFBE0B"
        stroke="#F59E0B"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="75" cy="36" r="1.8" fill="#1D2433" />
      <circle cx="85" cy="36" r="1.8" fill="#1D2433" />
      <path d="M75 42 q5 4 10 0" stroke="#1D2433" strokeWidth="1.6" fill="none" strokeLinecap="round" />
      <circle cx="44" cy="70" r="12" fill="#C08552" />
      <rect x="32" y="82" width="24" height="26" rx="10" fill="#3A86FF" />
      <path d="M54 88 L70 66" stroke="#C08552" strokeWidth="6" strokeLinecap="round" />
      <circle cx="116" cy="80" r="9" fill="#F1C27D" />
      <rect x="107" y="89" width="18" height="19" rx="8" fill="#F28482" />
      <path d="M108 94 L92 72" stroke="#F1C27D" strokeWidth="5" strokeLinecap="round" />
      <circle cx="20" cy="24" r="2.5" fill="#BDE0FE" />
      <circle cx="140" cy="30" r="3" fill="#BDE0FE" />
    </svg>
  );
}
