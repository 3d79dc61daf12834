import { type PictureCodePicture, pictureCodeLength, pictureCodePictures } from '@young-minds/contracts';
import { formatList } from '@young-minds/i18n';
import styled from 'styled-components';
import { useUiT } from '../messages';
import { focusRing, tokens } from '../theme';
import { VisuallyHidden } from '../VisuallyHidden';
import { pictureDrawings } from './drawings';

// The picture code's pictures and pad (issue 32): the parent area sets a child's code with them, the public
// area's family-device login asks for it. `@young-minds/ui/pictures`, so only the screens that show them load them.

/** One of the nine pictures, drawn inline. Decorative: the button or list item around it carries its name. */
function CodePicture({ picture, size = 48 }: { picture: PictureCodePicture; size?: number | string }) {
  const drawing = pictureDrawings[picture];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={drawing.background} />
      {drawing.shapes}
    </svg>
  );
}

/** The picture's name in the page's language ("moon", "قمر"). */
function usePictureName(): (picture: PictureCodePicture) => string {
  const t = useUiT();
  return (picture) => t(`ui.picture.${picture}`);
}

const Pad = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(64px, 1fr));
  gap: ${tokens.space.sm};
  inline-size: 100%;
  max-inline-size: 360px;
`;

/** A pad key: at least 64 px square, the picture filling most of it. */
const Key = styled.button`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  min-block-size: 64px;
  min-inline-size: 64px;
  padding: 6px;
  border: 2px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  cursor: pointer;
  touch-action: manipulation;
  & > svg {
    inline-size: 100%;
    block-size: 100%;
  }
  &:hover:not(:disabled) {
    border-color: ${tokens.color.primaryStrong};
  }
  &:active:not(:disabled) {
    transform: scale(0.96);
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    cursor: default;
    opacity: 0.55;
  }
  @media (prefers-reduced-motion: reduce) {
    &:active:not(:disabled) {
      transform: none;
    }
  }
`;

/**
 * The 3×3 pad of the nine pictures, in the contract's order: each a button named by its picture. `label` names the
 * group ("Tap your three pictures").
 */
export function PicturePad({
  label,
  onPick,
  disabled = false,
}: {
  label: string;
  onPick: (picture: PictureCodePicture) => void;
  disabled?: boolean;
}) {
  const nameOf = usePictureName();
  return (
    <Pad role="group" aria-label={label}>
      {pictureCodePictures.map((picture) => (
        <Key
          key={picture}
          type="button"
          aria-label={nameOf(picture)}
          disabled={disabled}
          onClick={() => onPick(picture)}
        >
          <CodePicture picture={picture} size="100%" />
        </Key>
      ))}
    </Pad>
  );
}

const Slots = styled.ol`
  display: flex;
  gap: ${tokens.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Slot = styled.li<{ $filled: boolean }>`
  display: grid;
  place-items: center;
  inline-size: 56px;
  block-size: 56px;
  border: 2px ${(p) => (p.$filled ? 'solid' : 'dashed')} ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
`;

/**
 * The pictures chosen so far, in order, in `pictureCodeLength` places (empty ones dashed); a polite live region
 * says them to a screen reader as they are chosen ("Chosen: moon, star").
 */
export function ChosenPictures({ pictures, label }: { pictures: readonly PictureCodePicture[]; label: string }) {
  const t = useUiT();
  const nameOf = usePictureName();
  const names = pictures.map(nameOf);
  return (
    <>
      <Slots aria-label={label}>
        {Array.from({ length: pictureCodeLength }, (_, index) => {
          const picture = pictures[index];
          return (
            <Slot key={index} $filled={picture !== undefined}>
              {picture ? (
                <>
                  <CodePicture picture={picture} size={44} />
                  <VisuallyHidden>{nameOf(picture)}</VisuallyHidden>
                </>
              ) : (
                <VisuallyHidden>{t('ui.pictures.empty')}</VisuallyHidden>
              )}
            </Slot>
          );
        })}
      </Slots>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {names.length === 0 ? t('ui.pictures.noneChosen') : t('ui.pictures.chosen', { pictures: formatList(names) })}
      </VisuallyHidden>
    </>
  );
}
