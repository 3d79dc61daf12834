import { useEffect, useRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { useChildT } from '../messages';
import { StarIcon } from './icons';
import { Mascot } from './pictures/Mascot';
import { useFeedback } from './voice';

const pop = keyframes`
  from { transform: scale(0.2) rotate(-30deg); opacity: 0; }
  to { transform: scale(1) rotate(0); opacity: 1; }
`;

const Party = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin-block: 16px;
`;

const Stars = styled.p`
  display: flex;
  justify-content: center;
  gap: 8px;
  margin: 0;
  font-size: 3rem;
  span {
    animation: ${pop} 600ms ease-out both;
  }
  span:nth-child(2) {
    animation-delay: 200ms;
  }
  span:nth-child(3) {
    animation-delay: 400ms;
  }
  /* Children who get dizzy from motion see the stars at once. */
  @media (prefers-reduced-motion: reduce) {
    span {
      animation: none;
    }
  }
`;

/**
 * Stars for finished work (one to three, as the contracts' stars rule counts them) with the area's friend cheering;
 * the stars are read out as text to screen readers, the friend is decorative. Still under reduced motion.
 */
export function Celebration({
  stars,
  hold = false,
  words,
}: {
  stars: number;
  /** Wait to be heard: another voice (the last page read aloud) is speaking. */
  hold?: boolean;
  /** Said after "Well done!" (an activity's result heading), when Read to me is on. */
  words?: string;
}) {
  const t = useChildT();
  const count = Math.max(1, Math.min(3, stars));
  const feedback = useFeedback();
  // Heard as well as seen, once per appearance (the feedback changes with every render): the celebration sound,
  // and "Well done!" (then `words`) when Read to me is on — after the voice it was told to wait for.
  const cheered = useRef(false);
  useEffect(() => {
    if (hold || cheered.current) return;
    cheered.current = true;
    feedback('wellDone', words ? { text: words } : undefined);
  }, [hold, feedback, words]);
  return (
    <Party>
      <Mascot size={88} mood="cheer" />
      <Stars role="img" aria-label={t('celebration.stars', { count })}>
        {Array.from({ length: count }, (_, index) => (
          <span key={index}>
            <StarIcon />
          </span>
        ))}
      </Stars>
    </Party>
  );
}
