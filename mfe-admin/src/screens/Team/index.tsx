import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { type AdminMember, endpoints, inviteAdminRequestSchema } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { useEndpoint, useEndpointMutation } from '@young-minds/query';
import { Alert, Button, TextInput, tokens } from '@young-minds/ui';
import { CheckboxField, Input } from '@young-minds/ui/forms';
import { ConfirmDialog } from '@young-minds/ui/dialogs';
import { useAdminT } from '../../messages';
import {
  DataTable,
  FormActions,
  InlineTag,
  ListStatus,
  NoticeBanner,
  PageHeader,
  Panel,
  RowActions,
  itemState,
  palette,
  serverText,
  useNotice,
} from '../../shared';

const Intro = styled.p`
  margin: 0 0 ${tokens.space.md};
  color: ${palette.muted};
`;

const Space = styled.div`
  margin-block-end: ${tokens.space.md};
`;

const InvitePanel = styled(Panel)`
  margin-block-start: ${tokens.space.lg};
  h2 {
    margin: 0 0 ${tokens.space.md};
    font-size: ${tokens.font.size.lg};
  }
`;

const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
  align-items: center;
  input {
    flex: 1 1 16rem;
    min-inline-size: 0;
  }
`;

const Muted = styled.span`
  display: block;
  color: ${palette.muted};
`;

/** The invitation's link, on this platform's address: what an operator without email hands over. */
export const inviteLink = (token: string) =>
  `${window.location.origin}/accept-invite?token=${encodeURIComponent(token)}`;

const inPageLanguage = (text: string) => translateMessage(text, currentIntlLocale());

type InviteValues = { name: string; email: string; reviewer: boolean };
const noInvite: InviteValues = { name: '', email: '', reviewer: false };

/** The invite form; on success it says the email went out and shows the setup link with a Copy button. */
function InviteForm({ onInvited }: { onInvited: (text: string) => void }) {
  const t = useAdminT();
  const headingId = useId();
  const linkId = useId();
  const [values, setValues] = useState<InviteValues>(noInvite);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; link: string } | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const invite = useEndpointMutation(endpoints.admins.invite, { invalidates: [endpoints.admins.list] });
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // After a refused submit the keyboard goes to the first field to correct.
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    setFailure(null);
    const parsed = inviteAdminRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if ((name === 'name' || name === 'email') && !found[name]) found[name] = inPageLanguage(issue.message);
      }
      setErrors(found);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      const answer = await invite.mutateAsync({ body: parsed.data });
      setSent({ email: answer.admin.email, link: inviteLink(answer.setupToken) });
      setCopied(null);
      setValues(noInvite);
      onInvited(answer.message);
    } catch (caught) {
      console.error('[admin] admin invite failed:', caught);
      setFailure(serverText(caught) ?? t('team.invite.failed'));
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <InvitePanel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('team.invite.title')}</h2>
      {failure ? <Alert variant="danger">{failure}</Alert> : null}
      {sent ? (
        <Space>
          <Alert variant="success">{t('team.invite.emailed', { email: sent.email })}</Alert>
          <label htmlFor={linkId}>
            <strong>{t('team.invite.linkLabel')}</strong>
          </label>
          <Muted>{t('team.invite.linkHint')}</Muted>
          <LinkRow>
            <TextInput id={linkId} readOnly dir="ltr" value={sent.link} onFocus={(event) => event.target.select()} />
            <Button type="button" $variant="outline" onClick={() => void copy(sent.link)}>
              {t('team.invite.copy')}
            </Button>
          </LinkRow>
          <div role="status">
            {copied === 'yes' ? t('team.invite.copied') : copied === 'failed' ? t('team.invite.copyFailed') : null}
          </div>
        </Space>
      ) : null}
      <form ref={form} noValidate onSubmit={(event) => void submit(event)}>
        <Input
          label={t('team.invite.name')}
          name="name"
          required
          maxLength={120}
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <Input
          label={t('team.invite.email')}
          name="email"
          type="email"
          dir="ltr"
          required
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <CheckboxField
          label={t('team.invite.reviewer')}
          hint={t('team.invite.reviewerHint')}
          checked={values.reviewer}
          onChange={(event) => setValues({ ...values, reviewer: event.target.checked })}
        />
        <FormActions>
          <Button type="submit" disabled={invite.isPending} aria-busy={invite.isPending || undefined}>
            {t(invite.isPending ? 'team.invite.sending' : 'team.invite.send')}
          </Button>
        </FormActions>
      </form>
    </InvitePanel>
  );
}

/**
 * Admin → Team (/admin/team): the admins with their reviewer flag ('You', 'Invited'), making one a reviewer or
 * not, removing one (never yourself; the server refuses the last admin and says so), and the invite form.
 */
export function ManageTeam() {
  const t = useAdminT();
  const answer = useEndpoint(endpoints.admins.list);
  const { item: admins, loading, error } = itemState(answer);
  const notice = useNotice();
  const update = useEndpointMutation(endpoints.admins.update, { invalidates: [endpoints.admins.list] });
  const remove = useEndpointMutation(endpoints.admins.remove, { invalidates: [endpoints.admins.list] });
  const [removing, setRemoving] = useState<AdminMember | null>(null);
  const headers = [t('team.name'), t('team.email'), t('team.reviewer'), t('list.actions')];
  const idBase = useId();

  async function toggleReviewer(admin: AdminMember) {
    notice.clear();
    try {
      const saved = await update.mutateAsync({ params: { id: admin.id }, body: { reviewer: !admin.reviewer } });
      notice.show('success', t(saved.reviewer ? 'team.nowReviewer' : 'team.noLongerReviewer', { name: saved.name }));
    } catch (caught) {
      console.error('[admin] admin update failed:', caught);
      notice.show('danger', serverText(caught) ?? t('team.updateFailed'));
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      const { message } = await remove.mutateAsync({ params: { id: removing.id } });
      notice.show('success', message);
    } catch (caught) {
      console.error('[admin] admin remove failed:', caught);
      notice.show('danger', serverText(caught) ?? t('team.removeFailed'));
    }
    setRemoving(null);
  }

  const rows = admins ?? [];
  return (
    <>
      <PageHeader title={t('team.title')} />
      <Intro>{t('team.intro')}</Intro>
      {notice.notice ? (
        <Space>
          <NoticeBanner notice={notice.notice} onDismiss={notice.clear} />
        </Space>
      ) : null}
      <DataTable caption={t('team.caption')} columns={headers}>
        <ListStatus
          columns={headers.length}
          loading={loading}
          error={error}
          errorLead={t('team.failed')}
          empty={rows.length === 0}
          emptyText={t('team.empty')}
          loadingLabel={t('team.loading')}
        />
        {rows.map((admin) => {
          const nameId = `${idBase}-${admin.id}`;
          return (
            <tr key={admin.id}>
              <td id={nameId}>
                <span dir="auto">{admin.name}</span>
                {admin.isYou ? <InlineTag $tone="info">{t('team.you')}</InlineTag> : null}
                {admin.invited ? <InlineTag $tone="info">{t('team.invitedTag')}</InlineTag> : null}
              </td>
              <td dir="ltr">{admin.email}</td>
              <td>{t(admin.reviewer ? 'team.isReviewer' : 'team.notReviewer')}</td>
              <td>
                <RowActions>
                  <Button
                    $variant="outline"
                    $size="sm"
                    aria-describedby={nameId}
                    disabled={update.isPending}
                    onClick={() => void toggleReviewer(admin)}
                  >
                    {t(admin.reviewer ? 'team.stopReviewer' : 'team.makeReviewer')}
                  </Button>
                  {admin.isYou ? null : (
                    <Button $variant="danger" $size="sm" aria-describedby={nameId} onClick={() => setRemoving(admin)}>
                      {t('team.remove')}
                    </Button>
                  )}
                </RowActions>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <InviteForm onInvited={(text) => notice.show('success', text)} />
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        title={t('team.confirmTitle')}
        message={removing ? t('team.confirm', { name: removing.name }) : ''}
        confirmLabel={t('team.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
