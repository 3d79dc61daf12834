import { type ChildAvatar, childAvatars } from '@young-minds/contracts';
import styled from 'styled-components';
import { focusRing, tokens } from '@young-minds/ui';

// Shared by the parent area (the family's children) and the child area (the profile's avatar choice).

/** Each built-in picture as a few plain shapes: a coloured disc, a body and a feature that tells them apart. */
const pictures: Record<
  ChildAvatar,
  {
    background: string;
    body: string;
    feature: 'ears' | 'wings' | 'hump' | 'shell' | 'stripes' | 'fin' | 'beak' | 'long-ears';
  }
> = {
  owl: { background: '#FDE68A', body: '#92400E', feature: 'ears' },
  cat: { background: '#FBCFE8', body: '#4B5563', feature: 'ears' },
  camel: { background: '#FED7AA', body: '#B45309', feature: 'hump' },
  falcon: { background: '#BFDBFE', body: '#1E3A8A', feature: 'beak' },
  turtle: { background: '#BBF7D0', body: '#166534', feature: 'shell' },
  rabbit: { background: '#E9D5FF', body: '#6B7280', feature: 'long-ears' },
  bee: { background: '#FEF08A', body: '#1F2937', feature: 'stripes' },
  fish: { background: '#A5F3FC', body: '#0E7490', feature: 'fin' },
};

/** A child's built-in picture, drawn inline (no images to fetch, no photos of children). Decorative. */
export function AvatarPicture({ avatar, size = 48 }: { avatar: ChildAvatar; size?: number }) {
  const picture = pictures[avatar];
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill={picture.background} />
      {picture.feature === 'ears' ? <path d="M12 16 L16 6 L20 14 Z M28 14 L32 6 L36 16 Z" fill={picture.body} /> : null}
      {picture.feature === 'long-ears' ? (
        <path d="M15 16 Q14 2 19 4 Q21 10 20 16 Z M28 16 Q27 10 29 4 Q34 2 33 16 Z" fill={picture.body} />
      ) : null}
      {picture.feature === 'hump' ? <ellipse cx="24" cy="18" rx="10" ry="8" fill={picture.body} /> : null}
      <ellipse cx="24" cy="28" rx="13" ry="12" fill={picture.body} />
      {picture.feature === 'shell' ? <ellipse cx="24" cy="28" rx="9" ry="8" fill="#4ADE80" /> : null}
      {picture.feature === 'stripes' ? <path d="M14 26 H34 M13 31 H35" stroke="#FACC15" strokeWidth="3" /> : null}
      {picture.feature === 'fin' ? <path d="M36 28 L46 20 L46 36 Z" fill={picture.body} /> : null}
      <circle cx="19" cy="25" r="3" fill="#FFFFFF" />
      <circle cx="29" cy="25" r="3" fill="#FFFFFF" />
      <circle cx="19" cy="25" r="1.4" fill="#111827" />
      <circle cx="29" cy="25" r="1.4" fill="#111827" />
      {picture.feature === 'beak' || picture.feature === 'ears' ? (
        <path d="M22 30 L26 30 L24 34 Z" fill="#F59E0B" />
      ) : null}
    </svg>
  );
}

const Choices = styled.div<{ $big: boolean }>`
  display: ${(p) => (p.$big ? 'grid' : 'flex')};
  flex-wrap: wrap;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: ${tokens.space.sm};
`;

/** One picture to choose: the whole card is the target, the radio inside it is not seen but takes the focus. */
const Choice = styled.label<{ $big: boolean }>`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xs};
  min-block-size: ${(p) => (p.$big ? '64px' : 'auto')};
  padding: ${(p) => (p.$big ? tokens.space.sm : tokens.space.xs)};
  border: ${(p) => (p.$big ? '3px' : '2px')} solid transparent;
  border-radius: ${(p) => (p.$big ? tokens.radius.lg : tokens.radius.md)};
  background: ${(p) => (p.$big ? tokens.color.surface : 'transparent')};
  cursor: pointer;
  font-size: ${(p) => (p.$big ? tokens.font.size.md : tokens.font.size.sm)};
  font-weight: ${(p) => (p.$big ? 700 : 'inherit')};
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${tokens.color.primaryStrong};
    background: ${tokens.color.infoBg};
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

/**
 * The built-in pictures as radios (arrow keys move between them, as in any radio group), each with its name.
 * `size` is the picture's; from 64 px on the cards are the child area's big targets.
 */
export function AvatarChoices({
  value,
  onChange,
  labelOf,
  size = 44,
  name = 'avatar',
}: {
  value: ChildAvatar | null;
  onChange: (avatar: ChildAvatar) => void;
  labelOf: (avatar: ChildAvatar) => string;
  size?: number;
  name?: string;
}) {
  const big = size >= 64;
  return (
    <Choices $big={big}>
      {childAvatars.map((avatar) => (
        <Choice key={avatar} $big={big}>
          <input type="radio" name={name} value={avatar} checked={value === avatar} onChange={() => onChange(avatar)} />
          <AvatarPicture avatar={avatar} size={size} />
          <span>{labelOf(avatar)}</span>
        </Choice>
      ))}
    </Choices>
  );
}
