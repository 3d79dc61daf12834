import styled from 'styled-components';
import { media, tokens } from './theme';

/** Centred page width with side padding that grows with the screen. */
export const Container = styled.div`
  /* Width includes padding and border: a full-width control never sticks out of its panel. */
  box-sizing: border-box;
  width: 100%;
  max-width: ${tokens.breakpoint.xl}px;
  margin: 0 auto;
  padding: 0 ${tokens.space.md};
  ${media.md} {
    padding: 0 ${tokens.space.lg};
  }
`;

/** A page section with vertical rhythm. */
export const Section = styled.section`
  padding: ${tokens.space.xl} 0;
  ${media.md} {
    padding: ${tokens.space.xxl} 0;
  }
`;

/** A responsive grid: one column on phones, `$min`-wide columns as space allows. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${tokens.space.lg};
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? '260px'}, 1fr));
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.font.size.xl};
  color: ${tokens.color.text};
  ${media.md} {
    font-size: ${tokens.font.size.xxl};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${tokens.space.md};
  font-size: ${tokens.font.size.xl};
  color: ${tokens.color.text};
`;

export const Lead = styled.p`
  margin: 0 0 ${tokens.space.lg};
  font-size: ${tokens.font.size.lg};
  color: ${tokens.color.muted};
  line-height: 1.6;
`;

/** A narrow centred card for forms (login, register, set-password). */
export const FormPanel = styled.div`
  /* Padding inside the 100% width: on a phone the panel must not be wider than the screen. */
  box-sizing: border-box;
  width: 100%;
  max-width: 460px;
  margin: ${tokens.space.xl} auto;
  padding: ${tokens.space.lg};
  background: ${tokens.color.surface};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};
  ${media.md} {
    padding: ${tokens.space.xl};
  }
`;
