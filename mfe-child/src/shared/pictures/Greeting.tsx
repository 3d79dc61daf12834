import { type ChildAvatar, childAvatars } from '@young-minds/contracts';
import { useSession } from '@young-minds/session';
import { tokens } from '@young-minds/ui';
import { AvatarPicture } from '@young-minds/ui/avatars';
import styled from 'styled-components';
import { Title } from '../parts';
import { Mascot } from './Mascot';

/** The pictures beside the question; on a narrow phone the question wraps below them rather than squeezing. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.md};
  > :last-child {
    flex: 1 1 12rem;
    min-inline-size: 0;
  }
  /* The heading keeps its own margin out of the row. */
  > :last-child > * {
    margin-block-end: 0;
  }
`;

const isAvatar = (value: string | null | undefined): value is ChildAvatar =>
  childAvatars.some((avatar) => avatar === value);

/**
 * The home's greeting: the child's own avatar, the area's friend waving, and the question with its speaker. Both
 * pictures are decorative; the heading says it all.
 */
export function Greeting({ text }: { text: string }) {
  const user = useSession((session) => session.user);
  const avatar = user?.avatar;
  return (
    <Row>
      {isAvatar(avatar) ? (
        <span data-avatar={avatar}>
          <AvatarPicture avatar={avatar} size={56} />
        </span>
      ) : user === null ? (
        // Rendered ahead in Node, with no session (src/prerender): the avatar's place is kept, so the child's own
        // fills it when the area takes over and the question does not move.
        <span data-avatar="" aria-hidden="true" style={{ display: 'inline-block', inlineSize: 56, blockSize: 56 }} />
      ) : null}
      <Mascot size={72} />
      <div>
        <Title text={text} />
      </div>
    </Row>
  );
}
