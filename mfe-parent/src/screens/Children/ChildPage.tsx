import { api } from '@young-minds/api-client';
import {
  type Child,
  type ChildAvatar,
  type ProgressReport,
  authEndpoints,
  progressEndpoints,
} from '@young-minds/contracts';
import { HandOffButton } from './HandOffButton';
import { Alert, Button, PageTitle, Spinner, tokens, arrivalState } from '@young-minds/ui';
import { Input, PasswordInput } from '@young-minds/ui/forms';
import { Modal, ModalActions } from '@young-minds/ui/dialogs';
import { AvatarPicture } from '@young-minds/ui/avatars';
import { type FormEvent, Suspense, lazy, useState } from 'react';
import { Link, useNavigate, useParams } from '@young-minds/router';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { AvatarPicker, avatarFor } from '../../shared/avatars';
import { Facts, LoadStatus, Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { formatNumber } from '@young-minds/i18n';
import { percentOrDash } from '../../shared/format';
import { kindFacts } from '../../shared/kindFacts';
import { ChildPageHistory } from './ChildPageHistory';
import { ChildPageSettings } from './ChildPageSettings';
import { ChildPageOffline } from './ChildPageOffline';
import { ChildPageWeeklyNote } from './ChildPageWeeklyNote';
import { ChildPageWorksheets, useSubmissions } from './ChildPageWorksheets';
import { useEndpoint, useLoaded } from '@young-minds/query';

// The Quran section's code (its chart's library too) comes after the page's own: the page never waits for it.
const ChildPageQuran = lazy(() => import('./Quran/ChildPageQuran').then((m) => ({ default: m.ChildPageQuran })));

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space.md};
  flex-wrap: wrap;
`;

/**
 * A child's page: the progress summary, the full history (filters, paging, CSV), the worksheets to review, the
 * Quran corner (memorisation, recitations to answer), their
 * things to download for offline on this device, the weekly goal and content settings, edit, and delete by typing the name.
 */
export function ChildPage() {
  const t = useParentT();
  const id = Number(useParams().id);
  const loaded = useLoaded(
    [
      useEndpoint(authEndpoints.getOwnChild, { params: { id } }),
      useEndpoint(progressEndpoints.child, { params: { id } }),
    ],
    (child, report) => {
      return { child, report };
    },
  );
  return (
    <LoadStatus loaded={loaded} loading={t('child.loading')} failed={t('child.failed')}>
      {({ child, report }) => <ChildView child={child} report={report} />}
    </LoadStatus>
  );
}

function ChildView({ child: initial, report }: { child: Child; report: ProgressReport }) {
  const t = useParentT();
  const [child, setChild] = useState(initial);
  const submissions = useSubmissions(child.id);
  return (
    <>
      <p>
        <Link to="/parent">{t('child.back')}</Link>
      </p>
      <Heading>
        <AvatarPicture avatar={child.avatar ?? avatarFor(child.id)} size={64} />
        <PageTitle>{child.name}</PageTitle>
        <HandOffButton child={child} />
      </Heading>
      <Panel aria-labelledby="summary-heading">
        <h2 id="summary-heading">{t('progress.summary')}</h2>
        <Facts>
          {kindFacts(report.summary.byKind).map((fact) => (
            <div key={fact.key} style={{ display: 'contents' }}>
              <dt>{t(fact.label)}</dt>
              <dd>
                {'percent' in fact
                  ? percentOrDash(fact.percent)
                  : fact.started === null
                    ? formatNumber(fact.count)
                    : `${formatNumber(fact.count)} / ${formatNumber(fact.started)}`}
              </dd>
            </div>
          ))}
        </Facts>
      </Panel>
      <ChildPageHistory child={child} />
      <ChildPageWorksheets child={child} loaded={submissions} />
      <Suspense fallback={<Spinner label={t('quran.loading')} />}>
        <ChildPageQuran child={child} />
      </Suspense>
      <ChildPageOffline child={child} recent={report.recent} submissions={submissions} />
      <ChildPageSettings child={child} onSaved={setChild} />
      <ChildPageWeeklyNote child={child} onSaved={setChild} />
      <EditChild child={child} onSaved={setChild} />
      <DeleteChild child={child} />
    </>
  );
}

function EditChild({ child, onSaved }: { child: Child; onSaved: (child: Child) => void }) {
  const t = useParentT();
  const [name, setName] = useState(child.name);
  const [age, setAge] = useState(child.age === null ? '' : String(child.age));
  // A child added before avatars existed starts on the picture it is shown with.
  const [avatar, setAvatar] = useState<ChildAvatar>(child.avatar ?? avatarFor(child.id));
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const saved = await api.call(authEndpoints.updateOwnChild, {
        params: { id: child.id },
        body: { name, avatar, ...(age === '' ? {} : { age: Number(age) }), ...(password ? { password } : {}) },
      });
      onSaved(saved);
      setPassword('');
      setResult({ ok: true, text: t('child.saved') });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('child.saveFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel aria-labelledby="edit-heading">
      <h2 id="edit-heading">{t('child.edit')}</h2>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <form onSubmit={submit}>
        <Input label={t('child.name')} required value={name} onChange={(e) => setName(e.target.value)} />
        <Input
          label={t('child.ageLabel')}
          type="number"
          min={1}
          max={18}
          value={age}
          onChange={(e) => setAge(e.target.value)}
        />
        <AvatarPicker legend={t('child.avatar')} value={avatar} onChange={setAvatar} />
        <PasswordInput
          label={t('child.newPassword')}
          hint={t('child.newPasswordHint')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('form.saving') : t('form.save')}
        </Button>
      </form>
    </Panel>
  );
}

function DeleteChild({ child }: { child: Child }) {
  const t = useParentT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === child.name;

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await api.call(authEndpoints.removeOwnChild, { params: { id: child.id } });
      void navigate('/parent', { state: arrivalState(t('child.deleted', { name: child.name })) });
    } catch (caught) {
      setError(serverText(caught, t('child.deleteFailed')));
      setBusy(false);
    }
  }

  return (
    <Panel aria-labelledby="delete-heading">
      <h2 id="delete-heading">{t('child.delete')}</h2>
      <p>{t('child.deleteWarning', { name: child.name })}</p>
      <Button $variant="danger" onClick={() => setOpen(true)}>
        {t('child.delete')}
      </Button>
      <Modal open={open} title={t('child.deleteTitle', { name: child.name })} onClose={() => !busy && setOpen(false)}>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <Input
          label={t('child.typeName', { name: child.name })}
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <ModalActions>
          <Button $variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button $variant="danger" onClick={remove} disabled={!matches || busy} aria-busy={busy || undefined}>
            {busy ? t('child.deleting') : t('child.deleteConfirm')}
          </Button>
        </ModalActions>
      </Modal>
    </Panel>
  );
}
