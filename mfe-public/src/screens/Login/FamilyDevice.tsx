import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@young-minds/router';
import styled from 'styled-components';
import { ApiError, api } from '@young-minds/api-client';
import {
  type FamilyDeviceChild,
  type PictureCodePicture,
  familyDeviceHeader,
  pictureCodeLength,
  pictureLoginLockMinutes,
  signInEndpoints,
} from '@young-minds/contracts';
import { type FamilyDeviceMark, destinationFor, keepFamilyDeviceMark, useSession } from '@young-minds/session';
import { Button, PageTitle, Spinner, focusRing, tokens } from '@young-minds/ui';
import { AvatarPicture } from '@young-minds/ui/avatars';
import { ChosenPictures, PicturePad } from '@young-minds/ui/pictures';
import { say } from '@young-minds/ui/speech';
import { usePublicT } from '../../messages';
import { serverMessage } from '../shared/errors';
import { KindPicture, type KindPictureName } from './KindPictures';

const Screen = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.md};
  inline-size: 100%;
  max-inline-size: 560px;
  margin-inline: auto;
  padding: ${tokens.space.md};
  text-align: center;
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(132px, 1fr));
  gap: ${tokens.space.md};
  inline-size: 100%;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A child's tile: the picture and the name, one big target. */
const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.sm};
  inline-size: 100%;
  min-block-size: 160px;
  padding: ${tokens.space.md};
  border: 3px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font: inherit;
  font-size: ${tokens.font.size.lg};
  font-weight: 700;
  cursor: pointer;
  touch-action: manipulation;
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${tokens.color.primaryStrong};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** The picture of a child without one: their initial on a soft disc. */
const Initial = styled.span`
  display: grid;
  place-items: center;
  inline-size: 96px;
  block-size: 96px;
  border-radius: 50%;
  background: ${tokens.color.infoBg};
  color: ${tokens.color.infoText};
  font-size: ${tokens.font.size.xxl};
`;

const Kind = styled.div`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  inline-size: 100%;
  padding: ${tokens.space.md};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.infoBg};
  color: ${tokens.color.infoText};
  font-size: ${tokens.font.size.lg};
  font-weight: 700;
  text-align: start;
  & > svg {
    flex: none;
  }
  & > p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.sm};
  & > button {
    min-block-size: 48px;
  }
`;

const Small = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  & a {
    display: inline-block;
    padding-block: ${tokens.space.sm};
    color: ${tokens.color.primaryStrong};
  }
`;

/** Kind words for the child, with their picture (the server's words when it gave them). */
interface Note {
  picture: KindPictureName;
  text: string;
  /** The pad stays closed (too many tries): only the way back to the tiles. */
  locked?: boolean;
}

function ChildPicture({ child }: { child: FamilyDeviceChild }) {
  return child.avatar ? (
    <AvatarPicture avatar={child.avatar} size={96} />
  ) : (
    <Initial aria-hidden="true">{child.name.trim().charAt(0).toUpperCase()}</Initial>
  );
}

/**
 * `/login` on the family device (issue 32): "Who's learning?" with the family's children as picture tiles
 * (`GET /api/family-device/children` with the device's token), a child's name spoken on a tap, then the picture
 * pad; three pictures log the child in (`POST /api/auth/child-picture-login`). A removed device (401) forgets its
 * token and `onForgotten` shows the usual form, which the small link at the bottom opens too.
 */
export function FamilyDeviceLogin({ device, onForgotten }: { device: FamilyDeviceMark; onForgotten: () => void }) {
  const t = usePublicT();
  const navigate = useNavigate();
  const logIn = useSession((state) => state.logIn);
  const [children, setChildren] = useState<FamilyDeviceChild[] | 'loading' | 'failed'>('loading');
  const [chosen, setChosen] = useState<FamilyDeviceChild | null>(null);
  const [pictures, setPictures] = useState<PictureCodePicture[]>([]);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    api
      .call(signInEndpoints.familyDeviceChildren, {
        headers: { [familyDeviceHeader]: device.token },
        signal: controller.signal,
      })
      .then(setChildren, (failure: unknown) => {
        if (controller.signal.aborted) return;
        if (failure instanceof ApiError && failure.status === 401) {
          keepFamilyDeviceMark(null);
          onForgotten();
          return;
        }
        setChildren('failed');
      });
    return () => controller.abort();
  }, [device.token, onForgotten, attempt]);

  // Each step's heading takes the focus, so a screen reader hears where the child is.
  useEffect(() => heading.current?.focus(), [chosen]);

  function tell(next: Note) {
    setNote(next);
    say(next.text);
  }

  async function logInAs(child: FamilyDeviceChild, code: PictureCodePicture[]) {
    setBusy(true);
    try {
      const session = await api.call(signInEndpoints.childPictureLogin, {
        body: { deviceToken: device.token, childId: child.id, pictures: code },
      });
      // Not stored as a hand-off: on the family device a child's Log out leads back to the tiles, so brothers and
      // sisters take turns without a grown-up (a grown-up logs in with the link under the tiles).
      const user = logIn(session);
      void navigate(destinationFor(user.role), { replace: true });
    } catch (failure) {
      setBusy(false);
      setPictures([]);
      const status = failure instanceof ApiError ? failure.status : 0;
      const words = serverMessage(failure);
      if (status === 401) {
        keepFamilyDeviceMark(null);
        onForgotten();
      } else if (status === 429) {
        tell({
          picture: 'clock',
          text: words ?? t('familyDevice.locked', { minutes: pictureLoginLockMinutes }),
          locked: true,
        });
      } else if (status === 403) {
        tell({ picture: 'grownUp', text: words ?? t('familyDevice.askGrownUp'), locked: true });
      } else if (status === 400 && code.length === 0) {
        // The tiles were older than the child's new code: the pad it is.
        setChosen({ ...child, hasPictureCode: true });
        say(t('familyDevice.padIntro', { name: child.name }));
      } else if (status === 400) {
        tell({ picture: 'tryAgain', text: words ?? t('familyDevice.wrong') });
      } else {
        tell({ picture: 'grownUp', text: t('familyDevice.failed') });
      }
    }
  }

  function choose(child: FamilyDeviceChild) {
    setNote(null);
    setPictures([]);
    if (!child.hasPictureCode) {
      say(child.name);
      setChosen(child);
      void logInAs(child, []);
      return;
    }
    say(t('familyDevice.padIntro', { name: child.name }));
    setChosen(child);
  }

  function pick(picture: PictureCodePicture) {
    if (!chosen || busy) return;
    setNote(null);
    const next = [...pictures, picture].slice(0, pictureCodeLength);
    setPictures(next);
    if (next.length === pictureCodeLength) void logInAs(chosen, next);
  }

  function backToTiles() {
    setChosen(null);
    setNote(null);
    setPictures([]);
  }

  const otherWay = (
    <Small>
      <Link to="/login?mode=adult">{t('familyDevice.otherLogin')}</Link>
    </Small>
  );

  if (children === 'loading') return <Spinner label={t('familyDevice.loading')} />;

  if (children === 'failed') {
    return (
      <Screen>
        <PageTitle>{t('familyDevice.title')}</PageTitle>
        <Kind role="alert">
          <KindPicture name="grownUp" />
          <p>{t('familyDevice.loadFailed')}</p>
        </Kind>
        <Row>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('familyDevice.retry')}</Button>
        </Row>
        {otherWay}
      </Screen>
    );
  }

  if (!chosen) {
    return (
      <Screen>
        <PageTitle ref={heading} tabIndex={-1}>
          {t('familyDevice.title')}
        </PageTitle>
        {children.length === 0 ? <p>{t('familyDevice.noChildren')}</p> : null}
        <Tiles>
          {children.map((child) => (
            <li key={child.id}>
              <Tile type="button" onClick={() => choose(child)}>
                <ChildPicture child={child} />
                <bdi>{child.name}</bdi>
              </Tile>
            </li>
          ))}
        </Tiles>
        {otherWay}
      </Screen>
    );
  }

  return (
    <Screen>
      <ChildPicture child={chosen} />
      <PageTitle ref={heading} tabIndex={-1}>
        {chosen.hasPictureCode
          ? t('familyDevice.padTitle', { name: chosen.name })
          : t('familyDevice.openingFor', { name: chosen.name })}
      </PageTitle>
      {note ? (
        <Kind role="alert">
          <KindPicture name={note.picture} />
          <p>{note.text}</p>
        </Kind>
      ) : null}
      {busy ? <Spinner label={t('familyDevice.busy')} /> : null}
      {chosen.hasPictureCode && !note?.locked ? (
        <>
          <ChosenPictures pictures={pictures} label={t('familyDevice.chosen')} />
          <PicturePad label={t('familyDevice.pad')} disabled={busy} onPick={pick} />
          <Row>
            <Button $variant="outline" disabled={busy || pictures.length === 0} onClick={() => setPictures([])}>
              {t('familyDevice.startAgain')}
            </Button>
          </Row>
        </>
      ) : null}
      <Row>
        <Button $variant="outline" disabled={busy} onClick={backToTiles}>
          {t('familyDevice.back')}
        </Button>
      </Row>
      {otherWay}
    </Screen>
  );
}
