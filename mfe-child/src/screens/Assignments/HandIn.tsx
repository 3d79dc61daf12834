import { ApiError } from '@young-minds/api-client';
import {
  type AssignmentSubmission,
  assignmentSubmissionFileField,
  chosenFileProblem,
  formatBytes,
  mediaKindMaxBytes,
  assignmentEndpoints,
} from '@young-minds/contracts';
import { focusRing, tokens } from '@young-minds/ui';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { sendOrSave } from '../../offline/send';
import { Celebration } from '../../shared/Celebration';
import { SpeakButton } from '../../shared/voice';
import { useGate } from '../../shared/gate';
import { CameraIcon, FileIcon } from '../../shared/icons';
import { BigButton, Meter, Title, cardLook } from '../../shared/parts';

const Box = styled.section`
  margin-block: ${tokens.space.lg};
  ${cardLook}
  display: grid;
  gap: ${tokens.space.md};
  p {
    margin: 0;
  }
`;

const Said = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  font-weight: 700;
`;

const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/** A file input inside a big button-like label: the input stays focusable (keyboard) but is not seen. */
const Picker = styled.label`
  position: relative;
  min-height: 64px;
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.sm};
  padding-inline: ${tokens.space.lg};
  border: 2px solid ${tokens.color.primary};
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  font-size: ${tokens.font.size.lg};
  font-weight: 800;
  cursor: pointer;
  &:focus-within {
    ${focusRing}
  }
  input {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    opacity: 0;
    cursor: pointer;
  }
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.sm};
  font-weight: 700;
  overflow-wrap: anywhere;
  img {
    inline-size: 96px;
    block-size: 96px;
    object-fit: cover;
    border-radius: ${tokens.radius.md};
  }
`;

const Problem = styled.p`
  padding: ${tokens.space.sm} ${tokens.space.md};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.dangerBg};
  color: ${tokens.color.dangerText};
  font-weight: 700;
`;

const Done = styled.div`
  text-align: center;
  font-weight: 800;
  font-size: ${tokens.font.size.lg};
`;

/** A picture of the chosen photo (an object URL, freed again when the choice changes). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * Handing in the finished sheet: a photo (a phone opens its camera) or a PDF, sent with a progress bar, then a
 * celebration. Leaving the screen cancels a send in progress.
 */
export function HandIn({
  assignmentId,
  assignmentTitle,
  onHandedIn,
}: {
  assignmentId: number;
  /** Named to the child if the server later refuses work handed in offline. */
  assignmentTitle: string;
  onHandedIn: (submission: AssignmentSubmission) => void;
}) {
  const t = useChildT();
  const { check } = useGate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  // Handed in without a connection: kept on the device until it is back.
  const [saved, setSaved] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const preview = usePreview(file);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!picked) return;
    setDone(false);
    setSaved(false);
    // The service's own check for a file it would refuse, before anything is sent; the words come from the
    // catalog so the child reads them in their language (a size of 0 asks about the kind alone).
    const submission = { kind: 'submission' } as const;
    const refused = chosenFileProblem(picked, submission, 'Your file') !== null;
    const wrongKind = chosenFileProblem({ name: picked.name, type: picked.type, size: 0 }, submission, 'Your file');
    setFile(refused ? null : picked);
    if (!refused) setProblem(null);
    else if (wrongKind) setProblem(t('handIn.wrongKind'));
    else setProblem(t('handIn.tooLarge', { size: formatBytes(mediaKindMaxBytes.submission) }));
  };

  const send = async () => {
    if (!file) return;
    const form = new FormData();
    form.append(assignmentSubmissionFileField, file);
    const current = new AbortController();
    controller.current = current;
    setSending(true);
    setPercent(0);
    setProblem(null);
    try {
      const sent = await sendOrSave(
        assignmentEndpoints.submit,
        {
          params: { id: assignmentId },
          body: form,
          signal: current.signal,
          onProgress: (progress) => setPercent(progress.percent),
        },
        { label: { kind: 'worksheet', title: assignmentTitle } },
      );
      setFile(null);
      if (sent.state === 'saved') return setSaved(true);
      setDone(true);
      onHandedIn(sent.answer.submission);
    } catch (error) {
      if (current.signal.aborted || check(error)) return;
      // The service's own words for a file it refuses (wrong kind, too big); a plain retry note otherwise.
      setProblem(error instanceof ApiError && error.status < 500 ? error.message : t('handIn.failed'));
    } finally {
      if (!current.signal.aborted) {
        setSending(false);
        setPercent(null);
      }
    }
  };

  const instruction = t('handIn.instruction');
  return (
    <Box>
      <Title level={2} text={t('handIn.title')} />
      <Said>
        <p>{instruction}</p>
        <SpeakButton text={instruction} />
      </Said>
      <Pickers>
        <Picker>
          <CameraIcon size="1.6em" />
          {t('handIn.photo')}
          <input type="file" accept="image/*" capture="environment" onChange={choose} disabled={sending} />
        </Picker>
        <Picker>
          <FileIcon size="1.6em" />
          {t('handIn.file')}
          <input type="file" accept="application/pdf,image/*" onChange={choose} disabled={sending} />
        </Picker>
      </Pickers>
      {file ? (
        <>
          <Chosen>
            {preview ? <img src={preview} alt="" /> : <FileIcon size="3em" />}
            <span>{t('handIn.chosen', { name: file.name })}</span>
          </Chosen>
          <BigButton onClick={() => void send()} disabled={sending}>
            {sending ? t('handIn.sending') : t('handIn.send')}
          </BigButton>
        </>
      ) : null}
      {sending ? (
        <div>
          <Meter percent={percent} label={t('handIn.progress')} />
          <p>{percent === null ? t('handIn.starting') : t('handIn.percent', { percent })}</p>
        </div>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      {saved ? <p role="status">{t('saved.handIn')}</p> : null}
      {done ? (
        <Done role="status">
          <Celebration stars={3} />
          <p>{t('handIn.done')}</p>
        </Done>
      ) : null}
    </Box>
  );
}
