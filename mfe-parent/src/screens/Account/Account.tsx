import { api } from '@young-minds/api-client';
import { type ParentProfile, authEndpoints } from '@young-minds/contracts';
import { sessionStore } from '@young-minds/session';
import { Alert, Button, ButtonLink, FormPanel, LeftToRight, PageTitle, tokens } from '@young-minds/ui';
import { Input } from '@young-minds/ui/forms';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useParentT } from '../../messages';
import { Facts, LoadStatus, Panel } from '../../shared/parts';
import { serverText } from '../../shared/serverText';
import { HandOffButton } from '../Children/HandOffButton';
import { DeleteAccount } from './DeleteAccount';
import { Devices } from './Devices';
import { ExportData } from './ExportData';
import { FamilyClock } from './FamilyClock';
import { ParentPin } from './ParentPin';
import { useEndpoint, useLoaded } from '@young-minds/query';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  margin-block-start: ${tokens.space.md};
`;

const HandOffList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space.sm};
`;

function Details({ profile }: { profile: ParentProfile }) {
  const t = useParentT();
  return (
    <Facts>
      <dt>{t('account.name')}</dt>
      <dd>{profile.name}</dd>
      <dt>{t('account.email')}</dt>
      <dd>
        <LeftToRight>{profile.email}</LeftToRight>
      </dd>
      <dt>{t('account.phone')}</dt>
      <dd>{profile.phone ? <LeftToRight>{profile.phone}</LeftToRight> : t('account.noPhone')}</dd>
    </Facts>
  );
}

/**
 * Account: the parent's details, the password and the parent PIN, handing the device to a child, the family's
 * data export and the account's deletion.
 */
export function Account() {
  const t = useParentT();
  const loaded = useLoaded(
    [useEndpoint(authEndpoints.getParentProfile), useEndpoint(authEndpoints.listOwnChildren)],
    (profile, children) => {
      return { profile, children: children.data };
    },
  );
  return (
    <>
      <PageTitle>{t('account.title')}</PageTitle>
      <LoadStatus loaded={loaded} loading={t('account.loading')} failed={t('account.failed')}>
        {({ profile, children }) => (
          <>
            <Panel aria-labelledby="details-heading">
              <h2 id="details-heading">{t('account.details')}</h2>
              <Details profile={profile} />
              <Row>
                <ButtonLink to="/parent/profile" $variant="outline">
                  {t('account.editProfile')}
                </ButtonLink>
              </Row>
            </Panel>
            <Panel aria-labelledby="security-heading">
              <h2 id="security-heading">{t('account.security')}</h2>
              <ButtonLink to="/parent/changepassword" $variant="outline">
                {t('nav.changePassword')}
              </ButtonLink>
            </Panel>
            <Panel aria-labelledby="pin-heading">
              <h2 id="pin-heading">{t('pin.title')}</h2>
              <ParentPin hasPin={profile.has_pin} />
            </Panel>
            <FamilyClock />
            <Panel aria-labelledby="hand-off-heading">
              <h2 id="hand-off-heading">{t('account.handOffTitle')}</h2>
              <p>{t('account.handOffText')}</p>
              {children.length === 0 ? (
                <p>{t('account.noChildren')}</p>
              ) : (
                <HandOffList>
                  {children.map((child) => (
                    <li key={child.id}>
                      <HandOffButton child={child} />
                    </li>
                  ))}
                </HandOffList>
              )}
            </Panel>
            <Devices />
            <Panel aria-labelledby="export-heading">
              <h2 id="export-heading">{t('exportData.title')}</h2>
              <ExportData />
            </Panel>
            <Panel aria-labelledby="delete-heading">
              <h2 id="delete-heading">{t('deleteAccount.title')}</h2>
              <DeleteAccount />
            </Panel>
          </>
        )}
      </LoadStatus>
    </>
  );
}

function ProfileForm({ profile }: { profile: ParentProfile }) {
  const t = useParentT();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState(profile.email);
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const saved = await api.call(authEndpoints.updateParentProfile, { body: { name, email, phone } });
      // The layout's family name and every other screen read the session's user.
      sessionStore.getState().updateUser({ name: saved.name, email: saved.email });
      setResult({ ok: true, text: t('profile.saved') });
    } catch (caught) {
      setResult({ ok: false, text: serverText(caught, t('profile.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      {result ? (
        <Alert variant={result.ok ? 'success' : 'danger'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      ) : null}
      <Input
        label={t('account.name')}
        required
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Input
        label={t('account.email')}
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Input
        label={t('account.phone')}
        type="tel"
        required
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Button type="submit" $block disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('form.saving') : t('profile.save')}
      </Button>
    </form>
  );
}

/** Profile: the parent's name, email and phone as the server keeps them, edited and saved there. */
export function Profile() {
  const t = useParentT();
  const loaded = useLoaded([useEndpoint(authEndpoints.getParentProfile)], (answer) => answer);
  return (
    <FormPanel>
      <PageTitle>{t('profile.title')}</PageTitle>
      <LoadStatus loaded={loaded} loading={t('profile.loading')} failed={t('profile.loadFailed')}>
        {(profile) => <ProfileForm profile={profile} />}
      </LoadStatus>
    </FormPanel>
  );
}
