import {
  type HifzStatus,
  type QuranAyah,
  type QuranSurah,
  hifzEndpoints,
  quranEndpoints,
} from '@young-minds/contracts';
import { useEndpoint, useEndpointMutation, useLoaded } from '@young-minds/query';
import { useParams } from '@young-minds/router';
import { VisuallyHidden, focusRing, tokens } from '@young-minds/ui';
import { AyahMark, QuranText } from '@young-minds/ui/quran';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useChildT } from '../../messages';
import { PlayIcon, StarIcon } from '../../shared/icons';
import { BigButton, BigLink, NoteBox, ScreenTitle, cardLook } from '../../shared/parts';
import { Mascot } from '../../shared/pictures/Mascot';
import { SpeakButton } from '../../shared/voice';
import { Attribution, MicIcon, PauseIcon, RepeatIcon, SurahStatus } from './parts';
import { type RepeatTimes, repeatChoices, useRecitationPlayer } from './player';
import { quranPaths } from './routes';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  padding-block: ${tokens.space.sm};
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    float: inline-start;
    margin-inline-end: ${tokens.space.sm};
    font-weight: 800;
  }
`;

const choice = css`
  min-width: 56px;
  min-height: 56px;
  padding-inline: ${tokens.space.sm};
  border: 3px solid ${tokens.color.border};
  border-radius: ${tokens.radius.pill};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${tokens.color.primary};
    background: ${tokens.color.infoBg};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Toggle = styled.button`
  ${choice}
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
`;

const Ayahs = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.md};
`;

const AyahCard = styled.li`
  ${cardLook}
  display: grid;
  gap: ${tokens.space.sm};
  border: 3px solid transparent;
  &[aria-current='true'] {
    border-color: #ffbe0b;
    background: #fff1c9;
  }
  .meaning,
  .transliteration {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  .transliteration {
    font-style: italic;
  }
`;

/** The whole ayah is the button that plays it: the biggest target a small finger can find. */
const AyahButton = styled.button`
  display: block;
  inline-size: 100%;
  padding: ${tokens.space.sm};
  border: 0;
  border-radius: ${tokens.radius.md};
  background: transparent;
  color: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  &.hidden-ayah {
    min-height: 96px;
    border: 3px dashed ${tokens.color.border};
    font-size: ${tokens.font.size.lg};
    font-weight: 800;
  }
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.xs};
`;

/** "I'm learning it" and "I know it!" for one ayah; pressed shows which it is (none: not started). */
function HifzButtons({ surah, ayah, status }: { surah: number; ayah: number; status: HifzStatus | undefined }) {
  const t = useChildT();
  const mark = useEndpointMutation(hifzEndpoints.setStatus, { invalidates: [hifzEndpoints.map] });
  // Shown at once, as the child tapped it (the map's answer confirms it); a failed save shows what is saved.
  const [tapped, setTapped] = useState<HifzStatus | null>(null);
  const set = (next: HifzStatus) => {
    setTapped(next);
    mark.mutate({ params: { surah, ayah }, body: { status: next } });
  };
  const shown = mark.isError ? status : (tapped ?? status);
  // The short word is seen, the whole sentence heard: an aria-label must contain what is seen, in every language.
  return (
    <Marks>
      <Toggle type="button" aria-pressed={shown === 'learning'} onClick={() => set('learning')}>
        <span aria-hidden="true">{t('quran.learning')}</span>
        <VisuallyHidden>{t('quran.markLearning', { number: ayah })}</VisuallyHidden>
      </Toggle>
      <Toggle type="button" aria-pressed={shown === 'memorized'} onClick={() => set('memorized')}>
        <StarIcon size="1.6rem" />
        <span aria-hidden="true">{t('quran.memorized')}</span>
        <VisuallyHidden>{t('quran.markMemorized', { number: ayah })}</VisuallyHidden>
      </Toggle>
      {mark.isError ? <span role="alert">{t('quran.markFailed')}</span> : null}
    </Marks>
  );
}

function Ayah({
  surah,
  ayah,
  current,
  hidden,
  showMeaning,
  showTransliteration,
  status,
  onTap,
}: {
  surah: number;
  ayah: QuranAyah;
  current: boolean;
  hidden: boolean;
  showMeaning: boolean;
  showTransliteration: boolean;
  status: HifzStatus | undefined;
  onTap: () => void;
}) {
  const t = useChildT();
  return (
    <AyahCard aria-current={current ? 'true' : undefined}>
      {hidden ? (
        <AyahButton type="button" className="hidden-ayah" onClick={onTap}>
          {t('quran.showAyah', { number: ayah.number })}
        </AyahButton>
      ) : (
        <AyahButton type="button" onClick={onTap}>
          <VisuallyHidden>{t('quran.playAyah', { number: ayah.number })}</VisuallyHidden>
          <QuranText size="xl">{ayah.text}</QuranText> <AyahMark number={ayah.number} />
        </AyahButton>
      )}
      {showTransliteration && !hidden ? (
        <p className="transliteration" lang="en" dir="ltr">
          {ayah.transliteration}
        </p>
      ) : null}
      {showMeaning && !hidden ? (
        <p className="meaning" lang="en" dir="ltr">
          {ayah.meaning}
        </p>
      ) : null}
      <HifzButtons surah={surah} ayah={ayah.number} status={status} />
    </AyahCard>
  );
}

/** The surah has no recitation yet: said kindly, with the friend (never the device's voice for the Quran). */
function NoRecitation() {
  const t = useChildT();
  return (
    <NoteBox role="status">
      <Mascot size={72} />
      <p>{t('quran.noRecitation')}</p>
      <SpeakButton text={t('quran.noRecitation')} />
    </NoteBox>
  );
}

function SurahScreen({ surah, statuses }: { surah: QuranSurah; statuses: Map<number, HifzStatus> }) {
  const t = useChildT();
  const recitation = surah.recitation;
  const player = useRecitationPlayer(recitation?.ayahStarts ?? []);
  const [times, setTimes] = useState<RepeatTimes>(1);
  const [showMeaning, setShowMeaning] = useState(false);
  const [showTransliteration, setShowTransliteration] = useState(false);
  const [memorising, setMemorising] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const { playing } = player;

  const startMemorising = (on: boolean) => {
    setMemorising(on);
    setRevealed(new Set());
  };

  const tapAyah = (index: number, number: number) => {
    if (memorising && !revealed.has(number)) {
      setRevealed(new Set([...revealed, number]));
      return;
    }
    if (recitation) player.playAyah(index, times);
  };

  return (
    <>
      {/* The ayahs on the page are the recitation's captions (the one being recited is highlighted). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      {recitation ? <audio {...player.audioProps} src={recitation.url} /> : null}
      <Bar>
        {recitation ? (
          <>
            {playing ? (
              <BigButton onClick={player.stop}>
                <PauseIcon size="1.6rem" /> {t('quran.stop')}
              </BigButton>
            ) : (
              <BigButton onClick={() => player.playSurah(times)}>
                <PlayIcon size="1.6rem" /> {t('quran.play')}
              </BigButton>
            )}
            <Choices>
              <legend>
                <RepeatIcon size="1.6rem" /> {t('quran.repeat')}
              </legend>
              {repeatChoices.map((choice) => (
                <Toggle key={choice} type="button" aria-pressed={times === choice} onClick={() => setTimes(choice)}>
                  <span aria-hidden="true">{t('quran.times', { count: choice })}</span>
                  <VisuallyHidden>{t('quran.repeatTimes', { count: choice })}</VisuallyHidden>
                </Toggle>
              ))}
            </Choices>
          </>
        ) : null}
        <Toggle type="button" aria-pressed={showMeaning} onClick={() => setShowMeaning(!showMeaning)}>
          {t('quran.meaning')}
        </Toggle>
        <Toggle
          type="button"
          aria-pressed={showTransliteration}
          onClick={() => setShowTransliteration(!showTransliteration)}
        >
          {t('quran.transliteration')}
        </Toggle>
        <Toggle type="button" aria-pressed={memorising} onClick={() => startMemorising(!memorising)}>
          {t('quran.memorising')}
        </Toggle>
      </Bar>
      <p role="status" aria-live="polite">
        {playing && playing.times > 1 ? t('quran.round', { round: playing.round, total: playing.times }) : ''}
      </p>
      {recitation ? null : <NoRecitation />}
      <Ayahs>
        {surah.ayahs.map((ayah, index) => (
          <Ayah
            key={ayah.number}
            surah={surah.number}
            ayah={ayah}
            current={player.current === index}
            hidden={memorising && !revealed.has(ayah.number)}
            showMeaning={showMeaning}
            showTransliteration={showTransliteration}
            status={statuses.get(ayah.number)}
            onTap={() => tapAyah(index, ayah.number)}
          />
        ))}
      </Ayahs>
      <p>
        <BigLink to={quranPaths.record(surah.number)} $variant="outline">
          <MicIcon size="1.6rem" /> {t('quran.recordThis')}
        </BigLink>
      </p>
      {recitation ? <p>{t('quran.reciter', { reciter: recitation.reciter, licence: recitation.licence })}</p> : null}
      <Attribution />
      <p>
        <BigLink to={quranPaths.home} $variant="outline">
          {t('quran.allSurahs')}
        </BigLink>
      </p>
    </>
  );
}

/**
 * `/child/quran/:surah`: the surah in big Arabic, each ayah a button that recites it; Play recites the surah with
 * the ayah being recited highlighted; repeat 1, 3, 5 or 10 times; meaning and transliteration on demand; a
 * memorising mode that hides each ayah until tapped; and, for each ayah, learning or memorised.
 */
export function SurahPage() {
  const number = Number(useParams().surah);
  const loaded = useLoaded(
    [useEndpoint(quranEndpoints.surah, { params: { number } }), useEndpoint(hifzEndpoints.map)],
    (surah, map) => ({
      surah,
      statuses: new Map(map.ayahs.filter((ayah) => ayah.surah === number).map((ayah) => [ayah.ayah, ayah.status])),
    }),
  );
  return (
    <SurahStatus loaded={loaded}>
      {({ surah, statuses }) => (
        <>
          <ScreenTitle text={surah.englishName} language="en" />
          <QuranText as="p" size="xl">
            {surah.name}
          </QuranText>
          <SurahScreen surah={surah} statuses={statuses} />
        </>
      )}
    </SurahStatus>
  );
}
