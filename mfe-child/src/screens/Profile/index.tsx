import { api } from '@young-minds/api-client';
import {
  type ChildAvatar,
  type ChildOverview,
  type ProgressItem,
  childAvatars,
  contentKindIds,
  maxPageSize,
  childAccountEndpoints,
  bookEndpoints,
  childEndpoints,
  progressEndpoints,
  videoEndpoints,
} from '@young-minds/contracts';
import { useSession } from '@young-minds/session';
import { LanguageSwitch, tokens } from '@young-minds/ui';
import { AvatarChoices, AvatarPicture } from '@young-minds/ui/avatars';
import { useState } from 'react';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { useGate } from '../../shared/gate';
import { StarIcon } from '../../shared/icons';
import { kindLabels, kindLooks } from '../../shared/kinds';
import { LoadStatus, Tile, TileGrid, Title, cardLook } from '../../shared/parts';
import { useSpeakOnArrival } from '../../shared/voice';
import { useEndpoint, useLoaded } from '@young-minds/query';

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.md};
  margin-block-end: ${tokens.space.lg};
  ${cardLook}
  p {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    font-weight: 800;
  }
`;

const Saved = styled.p`
  min-block-size: 1.5em;
  margin-block: ${tokens.space.md};
  font-weight: 700;
`;

const Badges = styled.ul`
  list-style: none;
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${tokens.space.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${tokens.space.sm};
    padding: ${tokens.space.sm};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surface};
    box-shadow: ${tokens.shadow.card};
    font-weight: 700;
  }
  li svg {
    flex: none;
  }
  li span {
    display: grid;
    font-size: ${tokens.font.size.md};
  }
  li em {
    font-style: normal;
    font-weight: 600;
  }
  /* A badge still to earn has a grey star, and says so in words. */
  li[data-earned='false'] {
    color: ${tokens.color.muted};
  }
  li[data-earned='false'] svg {
    filter: grayscale(1);
    opacity: 0.5;
  }
`;

const isAvatar = (value: string | null): value is ChildAvatar => childAvatars.some((avatar) => avatar === value);

/** The built-in pictures as a radio group; a choice is saved at once (and put back if the save fails). */
function AvatarChoice({
  chosen,
  setChosen,
}: {
  chosen: ChildAvatar | null;
  setChosen: (avatar: ChildAvatar | null) => void;
}) {
  const t = useChildT();
  const { check } = useGate();
  const updateUser = useSession((s) => s.updateUser);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const choose = async (avatar: ChildAvatar) => {
    const before = chosen;
    setChosen(avatar);
    setNote(null);
    try {
      const user = await api.call(childAccountEndpoints.setOwnAvatar, { body: { avatar } });
      updateUser({ avatar: user.avatar });
      setNote({ text: t('profile.saved'), failed: false });
    } catch (error) {
      if (check(error)) return;
      setChosen(before);
      setNote({ text: t('profile.saveFailed'), failed: true });
    }
  };

  return (
    <>
      <Title level={2} text={t('profile.chooseAvatar')} />
      <div role="radiogroup" aria-label={t('profile.chooseAvatar')}>
        <AvatarChoices
          value={chosen}
          onChange={(avatar) => void choose(avatar)}
          labelOf={(avatar) => t(`avatar.${avatar}`)}
          size={64}
        />
      </div>
      <Saved role={note?.failed ? 'alert' : 'status'}>{note?.text}</Saved>
    </>
  );
}

interface ProfileData {
  overview: ChildOverview;
  finished: Array<ProgressItem & { picture?: string }>;
}

/** Where the stars came from, one row per kind, in registry order (the order the home shows the kinds). */
const starKinds = contentKindIds.map((kind) => ({ kind, label: kindLabels(kind).stars, icon: kindLooks[kind].icon }));

function Profile({ overview, finished }: ProfileData) {
  const t = useChildT();
  const [avatar, setAvatar] = useState(isAvatar(overview.avatar) ? overview.avatar : null);
  // Who this is, their stars, and what they can do here.
  useSpeakOnArrival(`${overview.name}. ${t('home.stars', { count: overview.stars })} ${t('profile.chooseAvatar')}`);
  return (
    <>
      <Card>
        {avatar ? <AvatarPicture avatar={avatar} size={96} /> : null}
        <div>
          <Title text={overview.name} />
          <p>
            <StarIcon /> {t('home.stars', { count: overview.stars })}
          </p>
        </div>
      </Card>
      <AvatarChoice chosen={avatar} setChosen={setAvatar} />
      <LanguageSwitch />
      <Title level={2} text={t('profile.starsFrom')} />
      <Badges>
        {starKinds.map(({ kind, label, icon }) => (
          <li key={kind} data-earned={overview.starsByKind[kind] > 0}>
            {icon}
            <span>
              <strong>{t(label)}</strong>
              <em>{t('celebration.stars', { count: overview.starsByKind[kind] })}</em>
            </span>
          </li>
        ))}
      </Badges>
      <Title level={2} text={t('profile.badges')} />
      <Badges>
        {overview.badges.map((badge) => (
          <li key={badge.id} data-earned={badge.earned}>
            <StarIcon size="2.5rem" />
            <span>
              <strong>{t(`badge.${badge.id}`)}</strong>
              <em>{badge.earned ? t('profile.earned') : t('profile.notYet')}</em>
            </span>
          </li>
        ))}
      </Badges>
      <Title level={2} text={t('profile.history')} />
      {finished.length === 0 ? (
        <p>{t('profile.noHistory')}</p>
      ) : (
        <TileGrid>
          {finished.map((item) => (
            <Tile
              key={item.id}
              to={`${kindLooks[item.contentType].path}/${item.contentId}`}
              title={item.title ?? t(kindLabels(item.contentType).tile)}
              picture={item.picture}
              icon={kindLooks[item.contentType].icon}
              note={t(kindLabels(item.contentType).tile)}
            />
          ))}
        </TileGrid>
      )}
    </>
  );
}

/** `/child/profile`: the child's picture (to choose), name, stars and badges, and what they finished lately. */
export function ProfileScreen() {
  const t = useChildT();
  const loaded = useLoaded(
    [
      useEndpoint(childEndpoints.overview),
      useEndpoint(progressEndpoints.mine),
      useEndpoint(videoEndpoints.list, { query: { pageSize: maxPageSize } }),
      useEndpoint(bookEndpoints.list, { query: { pageSize: maxPageSize } }),
    ],
    (overview, progress, videos, books) => {
      const pictures = new Map<string, string>([
        ...videos.data.map((video): [string, string] => [`video-${video.id}`, video.thumbnail_url]),
        ...books.data.map((book): [string, string] => [`book-${book.id}`, book.thumbnail_url]),
      ]);
      const finished = progress.recent
        .filter((item) => item.completed)
        .map((item) => ({ ...item, picture: pictures.get(`${item.contentType}-${item.contentId}`) }));
      return { overview, finished };
    },
  );
  return (
    <LoadStatus loaded={loaded} loading={t('profile.loading')}>
      {(data) => <Profile {...data} />}
    </LoadStatus>
  );
}
