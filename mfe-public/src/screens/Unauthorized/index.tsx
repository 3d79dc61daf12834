import styled from 'styled-components';
import { ButtonLink, Container, Lead, PageTitle, Section, tokens } from '@young-minds/ui';
import { usePublicT } from '../../messages';

const Center = styled.div`
  text-align: center;
  & > p {
    margin-bottom: ${tokens.space.lg};
  }
`;

/** /unauthorized: where the guard sends a logged-in user whose role may not open an area. */
export function Unauthorized() {
  const t = usePublicT();
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
