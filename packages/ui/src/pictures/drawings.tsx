import type { PictureCodePicture } from '@young-minds/contracts';
import type { ReactElement } from 'react';

// The nine pictures of a picture code (issue 32), drawn for the project as a few plain shapes on a soft disc of
// their own colour, so a child who cannot read tells them apart by shape and by colour. viewBox 0 0 64 64.

const eyes = (y: number, left: number, right: number) => (
  <>
    <circle cx={left} cy={y} r="2" fill="#1F2937" />
    <circle cx={right} cy={y} r="2" fill="#1F2937" />
  </>
);

/** Five points around (cx, cy): the star's outline. */
function starPoints(cx: number, cy: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const sunRays = Array.from({ length: 8 }, (_, index) => {
  const angle = (Math.PI / 4) * index;
  const from = { x: 32 + 17 * Math.cos(angle), y: 32 + 17 * Math.sin(angle) };
  const to = { x: 32 + 25 * Math.cos(angle), y: 32 + 25 * Math.sin(angle) };
  return `M${from.x.toFixed(1)} ${from.y.toFixed(1)} L${to.x.toFixed(1)} ${to.y.toFixed(1)}`;
}).join(' ');

export const pictureDrawings: Record<PictureCodePicture, { background: string; shapes: ReactElement }> = {
  moon: {
    background: '#1E3A8A',
    shapes: (
      <>
        <circle cx="29" cy="33" r="18" fill="#FDE047" />
        <circle cx="39" cy="26" r="15" fill="#1E3A8A" />
        <circle cx="47" cy="46" r="2" fill="#FEF9C3" />
        <circle cx="52" cy="16" r="1.6" fill="#FEF9C3" />
        <circle cx="20" cy="30" r="1.8" fill="#1E3A8A" />
        <path d="M18 38 Q21 41 24 39" stroke="#1E3A8A" strokeWidth="2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  star: {
    background: '#DBEAFE',
    shapes: (
      <>
        <polygon
          points={starPoints(32, 34, 24, 10)}
          fill="#FACC15"
          stroke="#CA8A04"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        {eyes(33, 28, 36)}
        <path d="M28 39 Q32 42 36 39" stroke="#1F2937" strokeWidth="2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  sun: {
    background: '#FEF3C7',
    shapes: (
      <>
        <path d={sunRays} stroke="#F97316" strokeWidth="4" strokeLinecap="round" />
        <circle cx="32" cy="32" r="13" fill="#FBBF24" stroke="#F59E0B" strokeWidth="2" />
        {eyes(30, 27, 37)}
        <path d="M27 35 Q32 39 37 35" stroke="#1F2937" strokeWidth="2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  tree: {
    background: '#DCFCE7',
    shapes: (
      <>
        <rect x="28" y="36" width="8" height="20" rx="2" fill="#92400E" />
        <circle cx="21" cy="32" r="10" fill="#15803D" />
        <circle cx="43" cy="32" r="10" fill="#15803D" />
        <circle cx="32" cy="24" r="15" fill="#22C55E" />
        <circle cx="26" cy="22" r="2" fill="#DC2626" />
        <circle cx="37" cy="28" r="2" fill="#DC2626" />
      </>
    ),
  },
  flower: {
    background: '#FCE7F3',
    shapes: (
      <>
        <path d="M32 34 V57" stroke="#16A34A" strokeWidth="4" strokeLinecap="round" />
        <ellipse cx="39" cy="49" rx="7" ry="3.5" fill="#22C55E" transform="rotate(-30 39 49)" />
        {[0, 72, 144, 216, 288].map((turn) => (
          <circle key={turn} cx="32" cy="14" r="8" fill="#EC4899" transform={`rotate(${turn} 32 25)`} />
        ))}
        <circle cx="32" cy="25" r="7" fill="#FACC15" />
      </>
    ),
  },
  fish: {
    background: '#CFFAFE',
    shapes: (
      <>
        <polygon points="42,32 57,20 57,44" fill="#EA580C" />
        <ellipse cx="27" cy="32" rx="18" ry="12" fill="#F97316" />
        <path d="M24 21 Q30 14 36 22" fill="#EA580C" />
        <path d="M30 26 Q34 32 30 38" stroke="#EA580C" strokeWidth="2" fill="none" />
        <circle cx="18" cy="29" r="3.5" fill="#FFFFFF" />
        <circle cx="17.5" cy="29" r="1.8" fill="#1F2937" />
        <circle cx="10" cy="20" r="2" fill="#67E8F9" />
        <circle cx="7" cy="13" r="1.5" fill="#67E8F9" />
      </>
    ),
  },
  bird: {
    background: '#E0E7FF',
    shapes: (
      <>
        <polygon points="44,30 57,22 54,38" fill="#1D4ED8" />
        <circle cx="30" cy="33" r="16" fill="#3B82F6" />
        <ellipse cx="35" cy="37" rx="9" ry="6" fill="#1D4ED8" />
        <polygon points="15,30 6,33 15,37" fill="#F59E0B" />
        <circle cx="22" cy="28" r="3.5" fill="#FFFFFF" />
        <circle cx="21.5" cy="28" r="1.8" fill="#1F2937" />
        <path d="M27 49 V55 M33 49 V55" stroke="#F59E0B" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
  apple: {
    background: '#FEE2E2',
    shapes: (
      <>
        <path d="M32 20 Q31 13 35 9" stroke="#78350F" strokeWidth="3" fill="none" strokeLinecap="round" />
        <ellipse cx="41" cy="13" rx="7" ry="3.5" fill="#22C55E" transform="rotate(-25 41 13)" />
        <circle cx="25" cy="36" r="15" fill="#DC2626" />
        <circle cx="39" cy="36" r="15" fill="#DC2626" />
        <ellipse cx="22" cy="30" rx="3" ry="5" fill="#FCA5A5" />
      </>
    ),
  },
  book: {
    background: '#EDE9FE',
    shapes: (
      <>
        <path d="M8 20 Q20 15 32 21 V51 Q20 45 8 50 Z" fill="#FFFFFF" stroke="#6D28D9" strokeWidth="2.5" />
        <path d="M56 20 Q44 15 32 21 V51 Q44 45 56 50 Z" fill="#FFFFFF" stroke="#6D28D9" strokeWidth="2.5" />
        <path
          d="M13 27 Q20 24 27 28 M13 33 Q20 30 27 34 M13 39 Q20 36 27 40 M37 28 Q44 24 51 27 M37 34 Q44 30 51 33 M37 40 Q44 36 51 39"
          stroke="#A78BFA"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      </>
    ),
  },
};
