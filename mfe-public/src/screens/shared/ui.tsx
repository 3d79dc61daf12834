import styled from 'styled-components';
import { focusRing, tokens } from '@young-minds/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

export const Muted = styled.p`
  margin: ${tokens.space.md} 0 0;
  color: ${tokens.color.muted};
  text-align: center;
  & a {
    color: ${tokens.color.primaryStrong};
    font-weight: 700;
  }
  & a:focus-visible {
    ${focusRing}
  }
`;

export const Prose = styled.div`
  max-width: 760px;
  line-height: 1.7;
  color: ${tokens.color.text};
  & p {
    margin: 0 0 ${tokens.space.md};
  }
  & h2 {
    margin: ${tokens.space.lg} 0 ${tokens.space.sm};
  }
  & a {
    color: ${tokens.color.primaryStrong};
  }
  & a:focus-visible {
    ${focusRing}
  }
`;
