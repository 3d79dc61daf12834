import { Container, focusRing, tokens } from '@young-minds/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { usePublicT } from '../messages';

const Note = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  margin-block: ${tokens.space.lg} 0;
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.infoBg};
  color: ${tokens.color.text};
  p {
    flex: 1;
    margin: 0;
    font-size: ${tokens.font.size.lg};
    font-weight: 800;
  }
`;

const Speaker = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 56px;
  min-height: 56px;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: 1.6rem;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

/** A friendly face waving: the picture beside the words (decorative, the words say it all). */
function Wave() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
      <circle cx="36" cy="36" r="30" fill="#FFD166" />
      <circle cx="26" cy="31" r="4" fill="#3D405B" />
      <circle cx="46" cy="31" r="4" fill="#3D405B" />
      <path d="M24 44 Q36 55 48 44" fill="none" stroke="#3D405B" strokeWidth="4" strokeLinecap="round" />
      <circle cx="19" cy="42" r="4" fill="#F4978E" />
      <circle cx="53" cy="42" r="4" fill="#F4978E" />
    </svg>
  );
}

/** The device's voice, when it has one (no recording here: these are the app's own words, in the page's language). */
function speak(text: string) {
  const voice = window.speechSynthesis;
  voice.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = document.documentElement.lang || 'en';
  voice.speak(utterance);
}

/**
 * On /login after a child's session ended by itself (the shell's `sessionEnded`, see @young-minds/session):
 * kind words with a picture, read aloud by a tap on the speaker, instead of nothing or a technical message. The
 * layout renders it only then (PublicLayout), and loads it then: a chunk of its own.
 */
export function SessionEndedNote() {
  const t = usePublicT();
  const [canSpeak, setCanSpeak] = useState(false);
  useEffect(() => setCanSpeak(typeof window.speechSynthesis?.speak === 'function'), []);
  const words = t('sessionEnded.child');
  return (
    <Container>
      <Note role="status">
        <Wave />
        <p>{words}</p>
        {canSpeak ? (
          <Speaker type="button" aria-label={t('sessionEnded.listen')} onClick={() => speak(words)}>
            <span aria-hidden="true">🔊</span>
          </Speaker>
        ) : null}
      </Note>
    </Container>
  );
}
