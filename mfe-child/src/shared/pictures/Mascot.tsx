import styled, { css, keyframes } from 'styled-components';

const wave = keyframes`
  0%, 100% { transform: rotate(0deg); }
  50% { transform: rotate(-18deg); }
`;

const hop = keyframes`
  0%, 100% { transform: translateY(0); }
  40% { transform: translateY(-8px); }
`;

const Figure = styled.svg<{ $mood: Mood }>`
  flex: none;
  overflow: visible;
  .mascot-wing-up {
    transform-box: fill-box;
    transform-origin: 20% 90%;
    animation: ${wave} 1.4s ease-in-out 2;
  }
  ${(p) =>
    p.$mood === 'cheer'
      ? css`
          .mascot-body {
            animation: ${hop} 700ms ease-out 3;
          }
        `
      : ''}
  /* Children who get dizzy from motion see the friend standing still. */
  @media (prefers-reduced-motion: reduce) {
    .mascot-wing-up,
    .mascot-body {
      animation: none;
    }
  }
`;

type Mood = 'wave' | 'cheer';

/**
 * The child area's friend: a little owl with a crescent moon on its chest, drawn inline (no request). `wave` (the
 * home's greeting) raises one wing; `cheer` (a celebration) raises both and hops. Decorative: the words beside it
 * say what it means.
 */
export function Mascot({ size = 96, mood = 'wave' }: { size?: number; mood?: Mood }) {
  return (
    <Figure
      $mood={mood}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      data-mascot={mood}
    >
      <g className="mascot-body">
        {/* Feet and the branch it stands on. */}
        <rect x="22" y="106" width="76" height="8" rx="4" fill="#A16207" />
        <path d="M46 104v6m-4-3 4 3 4-3M74 104v6m-4-3 4 3 4-3" stroke="#F59E0B" strokeWidth="4" strokeLinecap="round" />
        {/* Ear tufts, body and belly. */}
        <path d="M30 30 26 10l18 12zM90 30l4-20-18 12z" fill="#7C3AED" />
        <ellipse cx="60" cy="64" rx="36" ry="42" fill="#8B5CF6" />
        <ellipse cx="60" cy="78" rx="22" ry="24" fill="#EDE9FE" />
        {/* A crescent moon on its chest. */}
        <path d="M66 70a10 10 0 1 0 0 16 8 8 0 1 1 0-16z" fill="#FBBF24" />
        {/* Wings: one (both when cheering) raised. */}
        {mood === 'cheer' ? (
          <>
            <path className="mascot-wing-up" d="M26 62C12 52 10 36 14 30c8 8 16 16 18 28z" fill="#6D28D9" />
            <path className="mascot-wing-up" d="M94 62c14-10 16-26 12-32-8 8-16 16-18 28z" fill="#6D28D9" />
          </>
        ) : (
          <>
            <path d="M26 58c-6 10-6 24 2 34 4-10 4-22-2-34z" fill="#6D28D9" />
            <path className="mascot-wing-up" d="M94 62c14-10 16-26 12-32-8 8-16 16-18 28z" fill="#6D28D9" />
          </>
        )}
        {/* Big friendly eyes with a sparkle, rosy cheeks and a beak. */}
        <circle cx="45" cy="46" r="14" fill="#FFFFFF" />
        <circle cx="75" cy="46" r="14" fill="#FFFFFF" />
        <circle cx="47" cy="48" r="7" fill="#1F2937" />
        <circle cx="73" cy="48" r="7" fill="#1F2937" />
        <circle cx="49" cy="45" r="2.5" fill="#FFFFFF" />
        <circle cx="75" cy="45" r="2.5" fill="#FFFFFF" />
        <circle cx="34" cy="62" r="5" fill="#F9A8D4" />
        <circle cx="86" cy="62" r="5" fill="#F9A8D4" />
        <path d="M54 58h12l-6 9z" fill="#F59E0B" />
      </g>
    </Figure>
  );
}
