import { type ChildAvatar, childAvatars } from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { AvatarChoices } from '@young-minds/ui/avatars';
import { type ParentMessageId, useParentT } from '../messages';

/** The picture a child shows until the server keeps one per child (picked by id, so it is stable). */
export function avatarFor(childId: number): ChildAvatar {
  return childAvatars[childId % childAvatars.length]!;
}

/** A child's picture: the one the parent chose, else the stand-in picked by id. */
export function pictureOf(child: { id: number; avatar?: string | null }): ChildAvatar {
  const chosen = childAvatars.find((avatar) => avatar === child.avatar);
  return chosen ?? avatarFor(child.id);
}

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
      <AvatarChoices value={value} onChange={onChange} labelOf={(avatar) => t(avatarLabel(avatar))} />
    </fieldset>
  );
}
