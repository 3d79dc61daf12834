import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles } from '@young-minds/ui';

/** A router link that looks like a button ('Add Book', 'View', 'Edit', 'Back to videos'). */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
