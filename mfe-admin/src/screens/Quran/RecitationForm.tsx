import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, api } from '@young-minds/api-client';
import {
  type QuranSurah,
  endpoints,
  quranMessages,
  quranRecitationFileField,
  quranRecitationFormSchema,
} from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { useEndpoint } from '@young-minds/query';
import { useParams } from '@young-minds/router';
import { Alert, Button, ButtonLink, Spinner, TextInput, tokens } from '@young-minds/ui';
import { Field, FieldHint, Input, Label } from '@young-minds/ui/forms';
import { ConfirmDialog } from '@young-minds/ui/dialogs';
import { useAdminT } from '../../messages';
import {
  FormActions,
  NoticeBanner,
  PageHeader,
  Panel,
  UploadProgressBar,
  isCancelled,
  palette,
  serverText,
  useNotice,
  useUpload,
} from '../../shared';
import { QuranText } from '@young-minds/ui/quran';
import { Attribution } from './Attribution';

type FieldName = 'audio' | 'reciter' | 'licence' | 'ayahStarts';
type FieldErrors = Partial<Record<FieldName, string>>;

const inPageLanguage = (text: string) => translateMessage(text, currentIntlLocale());

/** Seconds as typed and as tapped: hundredths are precise enough to start an ayah. */
const seconds = (time: number) => String(Math.round(time * 100) / 100);

const Ayahs = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space.sm};
`;

const AyahRow = styled.li<{ $current: boolean }>`
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) 1fr;
  gap: ${tokens.space.md};
  align-items: center;
  padding: ${tokens.space.sm};
  border-radius: ${tokens.radius.sm};
  border: 2px solid ${(p) => (p.$current ? tokens.color.primary : palette.border)};
  background: ${(p) => (p.$current ? palette.raised : 'transparent')};
`;

const StartField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.xs};
`;

const Tapping = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  align-items: center;
  margin-block: ${tokens.space.md};
`;

const NextAyah = styled(Button)`
  min-block-size: 96px;
  min-inline-size: 16rem;
  font-size: 1.5rem;
`;

const Player = styled.audio`
  inline-size: 100%;
  margin-block: ${tokens.space.sm};
`;

/**
 * One surah's recitation (issue 36): the audio (uploaded with a progress bar), the reciter and the licence that
 * allows this use, and each ayah's start in seconds, typed beside the ayah or tapped while the audio plays
 * ("Next ayah" or Space at each ayah's start). Save sends the file with the rest, or the rest alone (JSON) when
 * no new file was chosen; Remove takes the recitation and its file away.
 */
export function QuranRecitationEditor() {
  const t = useAdminT();
  const { number = '' } = useParams();
  const answer = useEndpoint(endpoints.quran.surah, { params: { number: Number(number) } });
  // Kept above the form: a saved form is rebuilt from what is stored, and the notice stays.
  const notices = useNotice();
  if (answer.isPending) return <Spinner label={t('quran.form.loading')} />;
  if (answer.isError)
    return (
      <>
        <Alert variant="danger">{serverText(answer.error) ?? t('quran.form.loadFailed')}</Alert>
        <ButtonLink to="/admin/quran" $variant="outline">
          {t('quran.form.back')}
        </ButtonLink>
      </>
    );
  // A fresh form for each saved version, so the fields show what is stored.
  return (
    <RecitationForm
      key={answer.data.recitation?.updatedAt ?? 'none'}
      surah={answer.data}
      notices={notices}
      onSaved={() => answer.refetch()}
    />
  );
}

interface RecitationFormProps {
  surah: QuranSurah;
  notices: ReturnType<typeof useNotice>;
  onSaved: () => Promise<unknown>;
}

function RecitationForm({ surah, notices, onSaved }: RecitationFormProps) {
  const t = useAdminT();
  const stored = surah.recitation;
  const { notice, show, clear, navigateWithNotice } = notices;
  const upload = useUpload();
  const [file, setFile] = useState<File | null>(null);
  const [reciter, setReciter] = useState(stored?.reciter ?? '');
  const [licence, setLicence] = useState(stored?.licence ?? '');
  const [starts, setStarts] = useState(() => surah.ayahs.map((_, index) => seconds(stored?.ayahStarts[index] ?? 0)));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The ayah whose start the next tap sets; null when not tapping. */
  const [tapping, setTapping] = useState<number | null>(null);
  const [tapStatus, setTapStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fileUrl, setFileUrl] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const source = fileUrl ?? stored?.url ?? null;
  const ayahCount = surah.ayahs.length;

  // The chosen file plays before it is sent; its object URL goes when another is chosen or the form closes.
  useEffect(() => {
    if (!file) return setFileUrl(null);
    const url = URL.createObjectURL(file);
    setFileUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  // Tapping: the big button takes the focus (Space presses it); Space anywhere but a field does too.
  const tappingNow = tapping !== null;
  useEffect(() => {
    if (!tappingNow) return;
    nextButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== ' ' || target?.closest('input, textarea, select, button, a, audio')) return;
      event.preventDefault();
      nextButton.current?.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tappingNow]);

  function startTapping() {
    const player = audio.current;
    if (!player) return;
    player.currentTime = 0;
    void player.play().catch(() => undefined);
    setTapping(0);
    setTapStatus(t('quran.form.tapNext', { ayah: 1, count: ayahCount }));
  }

  function stopTapping(status: string) {
    audio.current?.pause();
    setTapping(null);
    setTapStatus(status);
  }

  function tap() {
    if (tapping === null || !audio.current) return;
    const time = seconds(audio.current.currentTime);
    setStarts((current) => current.map((start, index) => (index === tapping ? time : start)));
    const next = tapping + 1;
    if (next >= ayahCount) return stopTapping(t('quran.form.tapDone', { count: ayahCount }));
    setTapping(next);
    setTapStatus(t('quran.form.tapped', { ayah: tapping + 1, seconds: time, next: next + 1 }));
  }

  /** The form's own check, in the server's words (in the page's language); null when it may be sent. */
  function checked(): { reciter: string; licence: string; ayahStarts: number[] } | null {
    const found: FieldErrors = {};
    const parsed = quranRecitationFormSchema.safeParse({
      reciter,
      licence,
      ayahStarts: starts.map((start) => (start.trim() === '' ? Number.NaN : Number(start))),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= inPageLanguage(issue.message);
      }
    if (!file && !stored) found.audio = inPageLanguage(quranMessages.audioRequired);
    setErrors(found);
    return parsed.success && Object.keys(found).length === 0 ? parsed.data : null;
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    clear();
    const values = checked();
    if (!values) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return show('danger', t('form.correctFields'));
    }
    const params = { number: surah.number };
    setSaving(true);
    try {
      let saved: { message: string };
      if (file) {
        const body = new FormData();
        body.append(quranRecitationFileField, file);
        body.append('reciter', values.reciter);
        body.append('licence', values.licence);
        body.append('ayahStarts', JSON.stringify(values.ayahStarts));
        saved = await upload.run((transfer) => api.call(endpoints.quran.putRecitation, { params, body, ...transfer }));
      } else {
        saved = await api.call(endpoints.quran.putRecitation, { params, body: values });
      }
      show('success', saved.message);
      await onSaved();
    } catch (caught) {
      if (isCancelled(caught)) return show('info', t('upload.cancelled'));
      const fields = caught instanceof ApiError ? (caught.body as { fields?: FieldErrors } | undefined)?.fields : null;
      if (fields) setErrors(fields);
      show('danger', serverText(caught) ?? t('quran.form.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setRemoving(true);
    try {
      const removed = await api.call(endpoints.quran.removeRecitation, { params: { number: surah.number } });
      navigateWithNotice('/admin/quran', { variant: 'success', text: removed.message });
    } catch (caught) {
      setConfirming(false);
      show('danger', serverText(caught) ?? t('quran.form.removeFailed'));
    } finally {
      setRemoving(false);
    }
  }

  const title = t('quran.form.title', { number: surah.number, name: surah.englishName });
  return (
    <>
      <PageHeader title={title}>
        <QuranText size="md">{surah.name}</QuranText>
      </PageHeader>
      <NoticeBanner notice={notice} onDismiss={clear} />
      <form ref={form} onSubmit={save} noValidate aria-label={title}>
        <Panel>
          <Field>
            <Label htmlFor="quran-audio">{t('quran.form.audio')}</Label>
            <TextInput
              id="quran-audio"
              type="file"
              accept="audio/*"
              aria-invalid={errors.audio ? true : undefined}
              aria-describedby="quran-audio-note"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <FieldHint id="quran-audio-note" $error={Boolean(errors.audio)}>
              {errors.audio ?? (stored ? t('quran.form.audioReplace') : t('quran.form.audioHint'))}
            </FieldHint>
          </Field>
          {source ? (
            <Player ref={audio} src={source} controls preload="metadata" aria-label={t('quran.form.player')} />
          ) : null}
          <Input
            label={t('quran.form.reciter')}
            value={reciter}
            maxLength={120}
            error={errors.reciter}
            onChange={(event) => setReciter(event.target.value)}
          />
          <Input
            label={t('quran.form.licence')}
            value={licence}
            maxLength={300}
            hint={t('quran.form.licenceHint')}
            error={errors.licence}
            onChange={(event) => setLicence(event.target.value)}
          />
        </Panel>

        <Panel aria-labelledby="quran-starts">
          <h2 id="quran-starts">{t('quran.form.starts')}</h2>
          <FieldHint id="quran-starts-note" $error={Boolean(errors.ayahStarts)}>
            {errors.ayahStarts ?? t('quran.form.startsHint')}
          </FieldHint>
          <Tapping>
            {tapping === null ? (
              <Button type="button" $variant="outline" disabled={!source} onClick={startTapping}>
                {t('quran.form.tapStart')}
              </Button>
            ) : (
              <>
                <NextAyah ref={nextButton} type="button" onClick={tap}>
                  {t('quran.form.nextAyah', { ayah: tapping + 1, count: ayahCount })}
                </NextAyah>
                <Button type="button" $variant="outline" onClick={() => stopTapping(t('quran.form.tapStopped'))}>
                  {t('quran.form.tapStop')}
                </Button>
              </>
            )}
            <span role="status">{tapStatus}</span>
          </Tapping>
          {!source ? <FieldHint>{t('quran.form.tapNeedsAudio')}</FieldHint> : null}
          <Ayahs>
            {surah.ayahs.map((ayah, index) => (
              <AyahRow key={ayah.number} $current={tapping === index} aria-current={tapping === index || undefined}>
                <StartField>
                  <Label htmlFor={`quran-start-${ayah.number}`}>
                    {t('quran.form.startLabel', { ayah: ayah.number })}
                  </Label>
                  <TextInput
                    id={`quran-start-${ayah.number}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step={0.01}
                    dir="ltr"
                    value={starts[index]}
                    aria-invalid={errors.ayahStarts ? true : undefined}
                    aria-describedby="quran-starts-note"
                    onChange={(event) =>
                      setStarts((current) => current.map((start, at) => (at === index ? event.target.value : start)))
                    }
                  />
                </StartField>
                <QuranText size="md">{ayah.text}</QuranText>
              </AyahRow>
            ))}
          </Ayahs>
        </Panel>

        {upload.uploading ? <UploadProgressBar percent={upload.percent} onCancel={upload.cancel} /> : null}
        <FormActions>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('form.saving') : t('quran.form.save')}
          </Button>
          {stored ? (
            <Button type="button" $variant="danger" disabled={saving} onClick={() => setConfirming(true)}>
              {t('quran.form.remove')}
            </Button>
          ) : null}
          <ButtonLink to="/admin/quran" $variant="outline">
            {t('quran.form.back')}
          </ButtonLink>
        </FormActions>
      </form>
      <Attribution />
      <ConfirmDialog
        open={confirming}
        title={t('quran.form.removeTitle')}
        message={t('quran.form.removeConfirm', { name: surah.englishName })}
        confirmLabel={t('quran.form.remove')}
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
