import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { formatNumber } from '@young-minds/i18n';
import { focusRing, tokens } from '@young-minds/ui';
import { type AdminMessageId, useAdminT } from '../../messages';
// The shared modules one by one, not `../../shared`: its index brings every list and form helper (and the Arabic
// sentences of the server) into the first screen after login.
import { palette } from '../../shared/palette';
import { useOpenReportsCount, useWaitingCount } from './counts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${tokens.space.md};
  margin: 0 0 ${tokens.space.lg};
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${tokens.space.md} ${tokens.space.lg};
  background: ${palette.surface};
  color: ${palette.text};
  border: 1px solid ${palette.border};
  border-inline-start: 6px solid #ffbe0b;
  border-radius: ${tokens.radius.md};
  h2 {
    margin: 0;
    color: ${palette.muted};
    font-size: ${tokens.font.size.md};
    font-weight: 700;
  }
  p {
    margin: ${tokens.space.xs} 0;
    font-size: ${tokens.font.size.xl};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  a {
    color: ${palette.link};
    font-weight: 700;
  }
  a:focus-visible {
    ${focusRing}
  }
`;

function WaitingCard({
  heading,
  link,
  to,
  state,
}: {
  heading: AdminMessageId;
  link: AdminMessageId;
  to: string;
  state: { count: number | null; loading: boolean; failed: boolean };
}) {
  const t = useAdminT();
  return (
    <Card aria-busy={state.loading || undefined}>
      <h2>{t(heading)}</h2>
      <p>{state.loading ? '...' : state.failed ? '—' : formatNumber(state.count ?? 0)}</p>
      <Link to={to}>{t(link)}</Link>
    </Card>
  );
}

/** The dashboard's 'Waiting for review' and 'Open reports' cards, with the way to each list. */
export function WaitingCards() {
  const t = useAdminT();
  return (
    <Cards aria-label={t('dashboard.waiting')}>
      <WaitingCard
        heading="dashboard.review.title"
        link="dashboard.review.link"
        to="/admin/review"
        state={useWaitingCount()}
      />
      <WaitingCard
        heading="dashboard.reports.title"
        link="dashboard.reports.link"
        to="/admin/reports"
        state={useOpenReportsCount()}
      />
    </Cards>
  );
}
