import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Alert, Button, Spinner, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { FormActions, Panel, palette, itemState } from '../../shared';
import { type UseQueryResult } from '@young-minds/query';

/** A settings form: its width, and its field notes (an error's note stays readable in dark mode). */
export const SettingsForm = styled.form`
  max-width: 520px;
  p {
    color: ${palette.muted};
  }
  body.dark & [aria-invalid='true'] + p {
    color: #fca5a5;
  }
`;

/** A settings form's submit button: 'Saving...' and disabled while the save is on its way. */
export function SaveButton({ saving, label }: { saving: boolean; label: string }) {
  const t = useAdminT();
  return (
    <FormActions>
      <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
        {saving ? t('form.saving') : label}
      </Button>
    </FormActions>
  );
}

const Title = styled.h2`
  margin-block: 0 ${tokens.space.md};
  font-size: ${tokens.font.size.lg};
`;

const Retry = styled.div`
  margin-top: ${tokens.space.sm};
`;

export interface SettingsCardProps<T> {
  title: string;
  /** What the card edits, as the server has it (`useEndpoint(endpoints.x.get)`). */
  answer: UseQueryResult<T>;
  loadingLabel: string;
  /** What a failed load says before the reason ('Failed to load profile: …'). */
  failedLead: string;
  /** The form, once what it edits is there. */
  children: (item: T) => ReactNode;
}

/**
 * One card of Admin Settings (a region named by its h2): what it edits on its way, or why it did not come with
 * Try again, then its form.
 */
export function SettingsCard<T>({ title, answer, loadingLabel, failedLead, children }: SettingsCardProps<T>) {
  const t = useAdminT();
  const titleId = useId();
  const { item, loading, error } = itemState(answer);

  let body: ReactNode;
  if (loading) body = <Spinner label={loadingLabel} />;
  else if (item) body = children(item);
  else
    body = (
      <>
        <Alert variant="danger">
          {error ? t('list.failedWithReason', { lead: failedLead, reason: error }) : failedLead}
        </Alert>
        <Retry>
          <Button $variant="outline" onClick={() => void answer.refetch()}>
            {t('settings.retry')}
          </Button>
        </Retry>
      </>
    );

  return (
    <Panel aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {body}
    </Panel>
  );
}
