import styled from 'styled-components';
import { Container, Lead, PageTitle, Section, tokens } from '@young-minds/ui';
import { ButtonLink } from '../../layout/ButtonLink';

const Center = styled.div`
  text-align: center;
  & > p {
    margin-bottom: ${tokens.space.lg};
  }
`;

/** /unauthorized: where the guard sends a logged-in user whose role may not open an area. */
export function Unauthorized() {
  return (
    <Section>
      <Container>
        <Center>
          <PageTitle>403 - Access Denied</PageTitle>
          <Lead>You don&apos;t have permission to access this page.</Lead>
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </Center>
      </Container>
    </Section>
  );
}
