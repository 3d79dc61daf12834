import styled from 'styled-components';
import { tokens } from '@young-minds/ui';
import { useAdminT } from '../messages';
import { mediaUrl } from './format';
import { palette } from './palette';

const CoverImg = styled.img`
  display: block;
  inline-size: 100%;
  max-inline-size: 240px;
  max-block-size: 240px;
  object-fit: contain;
  margin-block-end: ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  background: ${palette.raised};
`;

/**
 * The cover picture of a quiz, worksheet or activity on its View screen (the child's tile leads with it), named
 * by the item's title; nothing when the item has no cover of its own.
 */
export function ItemCover({ src, title }: { src: string | null | undefined; title: string }) {
  const t = useAdminT();
  if (!src) return null;
  return <CoverImg src={mediaUrl(src)} alt={t('cover.alt', { title })} />;
}
