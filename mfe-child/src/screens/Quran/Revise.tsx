import { type HifzAyah, type HifzGrade, hifzGrades, hifzEndpoints, quranEndpoints } from '@young-minds/contracts';
import { useEndpoint, useEndpointMutation, useLoaded } from '@young-minds/query';
import { focusRing, tokens } from '@young-minds/ui';
import { AyahMark, QuranText } from '@young-minds/ui/quran';
import { useState } from 'react';
import styled from 'styled-components';
import { type ChildMessageId, useChildT } from '../../messages';
import { Celebration } from '../../shared/Celebration';
import { PlayIcon } from '../../shared/icons';
import { BigButton, BigLink, LoadStatus, NoteBox, ScreenTitle, Title, cardLook } from '../../shared/parts';
import { Mascot } from '../../shared/pictures/Mascot';
import { SpeakButton, useSpeakOnArrival } from '../../shared/voice';
import { GradeFace } from './parts';
import { useRecitationPlayer } from './player';
import { quranPaths } from './routes';

const Card = styled.section`
  ${cardLook}
  display: grid;
  gap: ${tokens.space.md};
  justify-items: center;
  text-align: center;
`;

const Grades = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space.sm};
  inline-size: 100%;
`;

const GradeButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space.xs};
  min-height: 96px;
  padding: ${tokens.space.sm};
  border: 3px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
`;

const gradeWords: Record<HifzGrade, ChildMessageId> = {
  again: 'quran.grade.again',
  hard: 'quran.grade.hard',
  good: 'quran.grade.good',
  easy: 'quran.grade.easy',
};

/** One due ayah: recite it, see it (and hear it, when the surah has a recitation), then say how it went. */
function ReviseAyah({ due, onGraded }: { due: HifzAyah; onGraded: () => void }) {
  const t = useChildT();
  const [shown, setShown] = useState(false);
  const surah = useEndpoint(quranEndpoints.surah, { params: { number: due.surah } });
  const review = useEndpointMutation(hifzEndpoints.review, {
    invalidates: [hifzEndpoints.due, hifzEndpoints.map],
  });
  const recitation = surah.data?.recitation ?? null;
  const player = useRecitationPlayer(recitation?.ayahStarts ?? []);
  const ayah = surah.data?.ayahs[due.ayah - 1];
  const which = surah.data ? t('quran.whichAyah', { surah: surah.data.englishName, number: due.ayah }) : '';
  useSpeakOnArrival(which ? t('quran.reciteNow', { which }) : null, {}, `${due.surah}:${due.ayah}`);

  const grade = (chosen: HifzGrade) =>
    review.mutate({ body: { surah: due.surah, ayah: due.ayah, grade: chosen } }, { onSuccess: onGraded });

  return (
    <Card aria-labelledby="revise-which">
      {/* The ayahs on the page are the recitation's captions (the one being recited is highlighted). */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      {recitation ? <audio {...player.audioProps} src={recitation.url} /> : null}
      <h2 id="revise-which">{which}</h2>
      <p>{t('quran.reciteHint')}</p>
      {shown && ayah ? (
        <p>
          <QuranText size="xl">{ayah.text}</QuranText> <AyahMark number={ayah.number} />
        </p>
      ) : (
        <BigButton $variant="outline" onClick={() => setShown(true)} disabled={!ayah}>
          {t('quran.showIt')}
        </BigButton>
      )}
      {recitation ? (
        <BigButton $variant="outline" onClick={() => player.playAyah(due.ayah - 1, 1)}>
          <PlayIcon size="1.6rem" /> {t('quran.listen')}
        </BigButton>
      ) : null}
      <Title level={3} text={t('quran.howDidItGo')} />
      <Grades role="group" aria-label={t('quran.howDidItGo')}>
        {hifzGrades.map((choice) => (
          <GradeButton key={choice} type="button" disabled={review.isPending} onClick={() => grade(choice)}>
            <GradeFace grade={choice} />
            {t(gradeWords[choice])}
          </GradeButton>
        ))}
      </Grades>
      {review.isError ? <p role="alert">{t('quran.reviewFailed')}</p> : null}
    </Card>
  );
}

/** All revised: the friend cheers. */
function AllRevised() {
  const t = useChildT();
  return (
    <NoteBox>
      <Celebration stars={3} words={t('quran.allRevised')} />
      <p>{t('quran.allRevised')}</p>
      <BigLink to={quranPaths.home} $variant="outline">
        {t('quran.backToCorner')}
      </BigLink>
    </NoteBox>
  );
}

/**
 * `/child/quran/revise`: today's revisions one by one (the list as it was when the screen opened), each graded
 * with a picture (I forgot / hard / good / easy), which reschedules it.
 */
export function Revise() {
  const t = useChildT();
  // The list as it was when the screen opened: grading changes it on the server as the child goes.
  const [list, setList] = useState<HifzAyah[] | null>(null);
  const [position, setPosition] = useState(0);
  const loaded = useLoaded([useEndpoint(hifzEndpoints.due)], (due) => due.due);
  if (list === null && loaded.state === 'ready') setList(loaded.data);
  const current = list?.[position];
  return (
    <>
      <ScreenTitle text={t('quran.reviseToday')} />
      <LoadStatus loaded={loaded} loading={t('quran.loading')}>
        {() =>
          list === null ? null : list.length === 0 ? (
            <NoteBox role="status">
              <Mascot size={72} />
              <p>{t('quran.nothingDue')}</p>
              <SpeakButton text={t('quran.nothingDue')} />
              <BigLink to={quranPaths.home} $variant="outline">
                {t('quran.backToCorner')}
              </BigLink>
            </NoteBox>
          ) : current ? (
            <>
              <p>{t('quran.reviseProgress', { number: position + 1, total: list.length })}</p>
              <ReviseAyah
                key={`${current.surah}:${current.ayah}`}
                due={current}
                onGraded={() => setPosition(position + 1)}
              />
            </>
          ) : (
            <AllRevised />
          )
        }
      </LoadStatus>
    </>
  );
}
