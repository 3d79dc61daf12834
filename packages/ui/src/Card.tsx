import styled from 'styled-components';
import { tokens } from './theme';

/** A white rounded panel. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.card};
  overflow: hidden;
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space.sm};
  flex: 1;
  padding: ${tokens.space.lg};
`;

/** A card's top image: fixed height, cropped to fill. */
export const CardImage = styled.img`
  display: block;
  /* Width includes padding and border: a full-width control never sticks out of its panel. */
  box-sizing: border-box;
  width: 100%;
  height: 180px;
  object-fit: cover;
  background: ${tokens.color.infoBg};
`;
