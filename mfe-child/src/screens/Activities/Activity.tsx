import { ApiError } from '@young-minds/api-client';
import { ActivityPlayer, type PlayerVoice } from '@young-minds/activity-player';
import {
  type ActivityPlay,
  type ActivityResult,
  type ActivitySubmission,
  activityEndpoints,
} from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRouteItem } from '../../layout/heartbeat';
import { useChildT } from '../../messages';
import { sendOrSave } from '../../offline/send';
import { Celebration } from '../../shared/Celebration';
import { SpeakButton, hush, playCue, say, useFeedback, useVoiceSettings } from '../../shared/voice';
import { useGate } from '../../shared/gate';
import { PuzzleIcon } from '../../shared/icons';
import { BigButton, BigLink, LoadStatus, NotFoundNote, Title } from '../../shared/parts';
import { useStarsAndWords } from '../../shared/starsAndWords';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { ItemCheck } from '../../shared/ItemCheck';

const Back = styled(BigLink)`
  margin-block-start: ${tokens.space.lg};
`;

/**
 * The child area's voice for the player: it speaks by itself only when Read to me is on and the sound is not off
 * (a stop silences only its own words), and gives a try's feedback — except a try that is all right, whose result
 * heading goes to `cheer`: the Celebration greets it with its own sound, "Well done!" and then the heading (two
 * voices at once would drown each other).
 */
function usePlayerVoice(cheer: (words: string | undefined) => void): PlayerVoice {
  const feedback = useFeedback();
  return useMemo(
    () => ({
      sayOnArrival: (text, language) => {
        const { readToMe, muted } = useVoiceSettings.getState();
        if (!readToMe || muted) return () => undefined;
        let speaking = true;
        say(text, { language, onEnd: () => (speaking = false) });
        // Whatever spoke since (a feedback, another hint) is left alone.
        return () => {
          if (speaking) hush();
        };
      },
      feedback: (kind, detail) => {
        if (kind === 'notQuite') feedback(kind, detail);
        else cheer(detail?.text);
      },
      cue: () => playCue('wrong'),
    }),
    [feedback, cheer],
  );
}

/** The activity in the shared player: each try graded by the server; a try all right is celebrated. */
function Playing({ activity }: { activity: ActivityPlay }) {
  const t = useChildT();
  const { check } = useGate();
  // The heading of a try all right, said by the celebration after "Well done!" (the player says it just before
  // it reports the result).
  const cheerWords = useRef<string | undefined>(undefined);
  const voice = usePlayerVoice(
    useCallback((words: string | undefined) => {
      cheerWords.current = words;
    }, []),
  );
  // A try sent without a connection: kept on the device, graded when it is back (the player has no answers).
  const [saved, setSaved] = useState(false);
  // The last result's stars when it was all right (null while the child is playing, or after a try with a
  // mistake: that one is "Not quite", not a party): the celebration goes when the next try is sent.
  const [stars, setStars] = useState<{ count: number; at: string; words?: string } | null>(null);
  const starsAndWords = useStarsAndWords();

  async function submit(body: ActivitySubmission): Promise<ActivityResult> {
    setStars(null);
    try {
      const sent = await sendOrSave(
        activityEndpoints.submit,
        { params: { id: activity.id }, body },
        { label: { kind: 'activity', title: activity.title } },
      );
      if (sent.state === 'sent') return sent.answer;
    } catch (error) {
      // A "subscription ended" refusal closes the area; anything else the player reports itself.
      check(error);
      throw error;
    }
    // The player is replaced by the note; its pending try ends here.
    setSaved(true);
    throw new Error('Saved on this device');
  }

  if (saved)
    return (
      <>
        <div lang={activity.language} dir={activity.direction}>
          <Title text={activity.title} />
        </div>
        <div role="status">
          <Title level={2} text={t('saved.answers')} />
        </div>
        <BigButton onClick={() => setSaved(false)}>{t('saved.playAgain')}</BigButton>
      </>
    );

  return (
    <>
      <div lang={activity.language} dir={activity.direction}>
        <Title text={activity.title} />
      </div>
      <ActivityPlayer
        activity={activity}
        onSubmit={submit}
        Speak={SpeakButton}
        voice={voice}
        // A young child's result is stars and words; until the age is known, no percentage either.
        starsAndWords={starsAndWords !== false}
        // A try all right is celebrated below, with its stars: they are not shown twice.
        hostShowsStars={stars !== null && stars.count > 0}
        onFinished={(result) =>
          setStars(
            result.correct === result.total
              ? { count: result.stars, at: result.submitted_at, words: cheerWords.current }
              : null,
          )
        }
        onTryAgain={() => setStars(null)}
      />
      {/* Below the player: on a phone the game comes first, and its pictures keep their place on screen. */}
      <ItemCheck kind="activity" item={activity} />
      {/* A new key per result: each try that earns stars pops them again. */}
      {stars !== null && stars.count > 0 ? (
        <Celebration key={stars.at} stars={stars.count} words={stars.words} />
      ) : null}
    </>
  );
}

/** `/child/activities/:id`: one activity to play (a draft or one that does not fit the child is a 404). */
export function ActivityScreen() {
  const t = useChildT();
  const activityId = useRouteItem('activity', 'id');
  const loaded = useLoaded([useEndpoint(activityEndpoints.play, { params: { id: activityId } })], (answer) => answer);
  const missing =
    loaded.state === 'failed' && loaded.error instanceof ApiError && [400, 404].includes(loaded.error.status);
  return (
    <>
      {missing ? (
        <NotFoundNote picture={<PuzzleIcon size="5rem" />} text={t('activity.notFound')} />
      ) : (
        <LoadStatus loaded={loaded} loading={t('activity.loading')}>
          {(activity) => <Playing key={activity.id} activity={activity} />}
        </LoadStatus>
      )}
      <Back to="/child/activities" $variant="outline">
        {t('activity.allActivities')}
      </Back>
    </>
  );
}
