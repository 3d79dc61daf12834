import { Link } from '@young-minds/router';
import styled from 'styled-components';
import { type ButtonStyleProps, buttonStyles } from './Button';

/** A router link that looks like a button ('Add Book', 'View', 'Back to videos'): `$variant`, `$size`, `$block` as on Button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
