import { ApiError } from '@young-minds/api-client';
import { type QuranSurah, quranEndpoints } from '@young-minds/contracts';
import { useEndpoint, useLoaded } from '@young-minds/query';
import { useParams, useSearchParams } from '@young-minds/router';
import { tokens } from '@young-minds/ui';
import { AyahMark, QuranText } from '@young-minds/ui/quran';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { Celebration } from '../../shared/Celebration';
import { BigButton, BigLink, ScreenTitle, cardLook } from '../../shared/parts';
import { Mascot } from '../../shared/pictures/Mascot';
import { SpeakButton, useSpeakOnArrival } from '../../shared/voice';
import { MicIcon, SendIcon, StopIcon, SurahStatus } from './parts';
import { sendRecording } from './outbox';
import { quranPaths } from './routes';

const Box = styled.section`
  ${cardLook}
  display: grid;
  gap: ${tokens.space.md};
  justify-items: center;
  text-align: center;
  margin-block: ${tokens.space.md};
  p {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
  audio {
    inline-size: 100%;
  }
`;

const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.md};
  label {
    display: grid;
    gap: ${tokens.space.xs};
    font-weight: 800;
  }
  select {
    min-height: 56px;
    min-width: 96px;
    font-size: ${tokens.font.size.lg};
  }
`;

const Picture = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  font-size: 4rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space.sm};
`;

/** The recording formats to try, best first (browsers differ: Chromium and Firefox WebM/Ogg, Safari MP4). */
const recordingTypes = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'];

/** A recording stops by itself after this long (a surah of Juz 'Amma recited slowly fits; the server caps the size). */
const maxRecordingMs = 10 * 60_000;

const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

type Step =
  | { name: 'explain' }
  | { name: 'refused' }
  | { name: 'cannot' }
  | { name: 'ready' }
  | { name: 'recording' }
  | { name: 'recorded'; audio: Blob; url: string | null; recordedAt: string }
  | { name: 'sending' }
  | { name: 'sent' }
  | { name: 'waiting' };

/** Said before the browser asks for the microphone, and when it was refused: seen, read aloud, heard on a tap. */
function Explained({ text, alert = false }: { text: string; alert?: boolean }) {
  useSpeakOnArrival(text);
  return (
    <>
      <Picture aria-hidden="true">
        <Mascot size={88} />
        <MicIcon size="4rem" />
      </Picture>
      <p role={alert ? 'alert' : undefined}>{text}</p>
      <SpeakButton text={text} />
    </>
  );
}

function Recorder({ surah }: { surah: QuranSurah }) {
  const t = useChildT();
  const [search] = useSearchParams();
  const last = surah.ayahs.length;
  const clamp = (value: number, fallback: number) =>
    Number.isInteger(value) && value >= 1 && value <= last ? value : fallback;
  const [from, setFrom] = useState(() => clamp(Number(search.get('from')), 1));
  const [to, setTo] = useState(() => clamp(Number(search.get('to')), last));
  const [step, setStep] = useState<Step>(() => (canRecord() ? { name: 'explain' } : { name: 'cannot' }));
  const [problem, setProblem] = useState<string | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stopLater = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The microphone is let go when the child leaves (the browser's "recording" light goes off).
  useEffect(
    () => () => {
      clearTimeout(stopLater.current);
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );
  // A listened-back recording's URL is let go when a new one replaces it.
  const recordedUrl = step.name === 'recorded' ? step.url : null;
  useEffect(() => () => (recordedUrl ? URL.revokeObjectURL(recordedUrl) : undefined), [recordedUrl]);

  const askForMicrophone = async () => {
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      setStep({ name: 'ready' });
    } catch {
      // Refused (now or before), or no microphone: the same kind message says what a grown-up can do.
      setStep({ name: 'refused' });
    }
  };

  const start = () => {
    if (!stream.current) return;
    const type = recordingTypes.find((candidate) => MediaRecorder.isTypeSupported?.(candidate));
    const next = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
    const parts: Blob[] = [];
    const recordedAt = new Date().toISOString();
    next.ondataavailable = (event) => {
      if (event.data.size > 0) parts.push(event.data);
    };
    next.onstop = () => {
      const audio = new Blob(parts, { type: next.mimeType || type || 'audio/webm' });
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(audio) : null;
      setStep({ name: 'recorded', audio, url, recordedAt });
    };
    recorder.current = next;
    next.start();
    stopLater.current = setTimeout(() => next.state === 'recording' && next.stop(), maxRecordingMs);
    setProblem(null);
    setStep({ name: 'recording' });
  };

  const stop = () => {
    clearTimeout(stopLater.current);
    recorder.current?.stop();
  };

  const send = async (audio: Blob, recordedAt: string) => {
    setStep({ name: 'sending' });
    setProblem(null);
    try {
      const outcome = await sendRecording({
        id: crypto.randomUUID(),
        surah: surah.number,
        surahName: surah.englishName,
        ayahFrom: Math.min(from, to),
        ayahTo: Math.max(from, to),
        recordedAt,
        type: audio.type || 'audio/webm',
        bytes: await audio.arrayBuffer(),
      });
      setStep(outcome === 'sent' ? { name: 'sent' } : { name: 'waiting' });
    } catch (error) {
      setProblem(error instanceof ApiError && error.message ? error.message : t('quran.sendFailed'));
      setStep({ name: 'recorded', audio, url: null, recordedAt });
    }
  };

  const range = surah.ayahs.slice(Math.min(from, to) - 1, Math.max(from, to));
  const choosing = step.name === 'explain' || step.name === 'ready' || step.name === 'refused';

  return (
    <>
      {choosing ? (
        <Range>
          <label>
            {t('quran.fromAyah')}
            <select value={from} onChange={(event) => setFrom(Number(event.target.value))}>
              {surah.ayahs.map((ayah) => (
                <option key={ayah.number} value={ayah.number}>
                  {ayah.number}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('quran.toAyah')}
            <select value={to} onChange={(event) => setTo(Number(event.target.value))}>
              {surah.ayahs.map((ayah) => (
                <option key={ayah.number} value={ayah.number}>
                  {ayah.number}
                </option>
              ))}
            </select>
          </label>
        </Range>
      ) : null}
      <Box aria-label={t('quran.recorder')}>
        {step.name === 'cannot' ? <Explained text={t('quran.cannotRecord')} alert /> : null}
        {step.name === 'explain' ? (
          <>
            <Explained text={t('quran.micExplain')} />
            <BigButton onClick={() => void askForMicrophone()}>
              <MicIcon size="1.6rem" /> {t('quran.useMicrophone')}
            </BigButton>
          </>
        ) : null}
        {step.name === 'refused' ? (
          <>
            <Explained text={t('quran.micRefused')} alert />
            <BigButton $variant="outline" onClick={() => void askForMicrophone()}>
              {t('common.tryAgain')}
            </BigButton>
          </>
        ) : null}
        {step.name === 'ready' ? (
          <BigButton onClick={start}>
            <MicIcon size="1.6rem" /> {t('quran.record')}
          </BigButton>
        ) : null}
        {step.name === 'recording' ? (
          <>
            <p role="status">{t('quran.recording')}</p>
            <BigButton onClick={stop}>
              <StopIcon size="1.6rem" /> {t('quran.stopRecording')}
            </BigButton>
          </>
        ) : null}
        {step.name === 'recorded' ? (
          <>
            {step.url ? (
              <audio controls src={step.url} aria-label={t('quran.listenBack')}>
                <track kind="captions" />
              </audio>
            ) : null}
            <Actions>
              <BigButton $variant="outline" onClick={start}>
                <MicIcon size="1.6rem" /> {t('quran.recordAgain')}
              </BigButton>
              <BigButton onClick={() => void send(step.audio, step.recordedAt)}>
                <SendIcon size="1.6rem" /> {t('quran.send')}
              </BigButton>
            </Actions>
            {problem ? <p role="alert">{problem}</p> : null}
          </>
        ) : null}
        {step.name === 'sending' ? <p role="status">{t('quran.sending')}</p> : null}
        {step.name === 'sent' ? (
          <>
            <Celebration stars={3} words={t('quran.sent')} />
            <p role="status">{t('quran.sent')}</p>
          </>
        ) : null}
        {step.name === 'waiting' ? <p role="status">{t('quran.savedOnDevice')}</p> : null}
      </Box>
      {step.name === 'sent' || step.name === 'waiting' ? (
        <BigLink to={quranPaths.recordings} $variant="outline">
          {t('quran.myRecordings')}
        </BigLink>
      ) : (
        <section aria-label={t('quran.ayahsToRecite')}>
          {range.map((ayah) => (
            <p key={ayah.number}>
              <QuranText size="lg">{ayah.text}</QuranText> <AyahMark number={ayah.number} />
            </p>
          ))}
        </section>
      )}
    </>
  );
}

/**
 * `/child/quran/:surah/record` (`?from=&to=`): the child records an ayah or a range for a parent to hear. Before
 * the browser asks for the microphone, a kind explanation (a picture, words, spoken); a refusal says what a grown-up
 * can do. Record, stop, listen back, send; without a connection the recording waits on the device.
 */
export function RecordRecitation() {
  const t = useChildT();
  const number = Number(useParams().surah);
  const loaded = useLoaded([useEndpoint(quranEndpoints.surah, { params: { number } })], (surah) => surah);
  return (
    <SurahStatus loaded={loaded}>
      {(surah) => (
        <>
          <ScreenTitle text={t('quran.recordTitle', { surah: surah.englishName })} />
          <Recorder surah={surah} />
          <p>
            <BigLink to={quranPaths.surah(surah.number)} $variant="outline">
              {t('quran.backToSurah', { surah: surah.englishName })}
            </BigLink>
          </p>
        </>
      )}
    </SurahStatus>
  );
}
