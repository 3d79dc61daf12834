import styled from 'styled-components';
import { Navigate } from '@young-minds/router';
import { normalizeRole, useSession } from '@young-minds/session';
import { ButtonLink, Container, Lead, PageTitle, Section, tokens } from '@young-minds/ui';
import { usePublicT } from '../../messages';

const Center = styled.div`
  text-align: center;
  & > p {
    margin-bottom: ${tokens.space.lg};
  }
`;

/**
 * /unauthorized: where the guard sends a logged-in user whose role may not open an area. A child never sees
 * "Access Denied" (issue 31): a child who lands here (a bookmark, the back button) goes home to /child, whose
 * layout says kindly, aloud when Read to me is on, that the page was for grown-ups (the guard's `grownUpsOnly`).
 */
export function Unauthorized() {
  const t = usePublicT();
  const child = useSession((state) => state.token !== null && normalizeRole(state.userRole) === 'child');
  if (child) return <Navigate to="/child" replace state={{ from: '/unauthorized', grownUpsOnly: true }} />;
  return (
    <Section>
      <Container>
        <Center>
          <PageTitle>{t('unauthorized.title')}</PageTitle>
          <Lead>{t('unauthorized.lead')}</Lead>
          <ButtonLink to="/">{t('unauthorized.home')}</ButtonLink>
        </Center>
      </Container>
    </Section>
  );
}
