import { type ChildAvatar, childAvatars } from '@young-minds/contracts';
import styled from 'styled-components';
import { AvatarPicture, focusRing, tokens } from '@young-minds/ui';
import { type ParentMessageId, useParentT } from '../messages';

/** The picture a child shows until the server keeps one per child (picked by id, so it is stable). */
export function avatarFor(childId: number): ChildAvatar {
  return childAvatars[childId % childAvatars.length]!;
}

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.xs};
  border: 2px solid transparent;
  border-radius: ${tokens.radius.md};
  cursor: pointer;
  font-size: ${tokens.font.size.sm};
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

const avatarLabel = (avatar: ChildAvatar) => `avatar.${avatar}` as ParentMessageId;

/** A radio group of the built-in pictures (arrow keys move between them, as in any radio group). */
export function AvatarPicker({
  value,
  onChange,
  legend,
}: {
  value: ChildAvatar;
  onChange: (avatar: ChildAvatar) => void;
  legend: string;
}) {
  const t = useParentT();
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: 0, marginBlockEnd: tokens.space.md }}>
      <legend style={{ fontWeight: 700, marginBlockEnd: tokens.space.xs }}>{legend}</legend>
      <Choices>
        {childAvatars.map((avatar) => (
          <Choice key={avatar}>
            <input
              type="radio"
              name="avatar"
              value={avatar}
              checked={value === avatar}
              onChange={() => onChange(avatar)}
            />
            <AvatarPicture avatar={avatar} size={44} />
            <span>{t(avatarLabel(avatar))}</span>
          </Choice>
        ))}
      </Choices>
    </fieldset>
  );
}
