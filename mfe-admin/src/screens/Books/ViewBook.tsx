import styled from 'styled-components';
import { type Book, endpoints } from '@young-minds/contracts';
import { formatNumber } from '@young-minds/i18n';
import { ButtonLink, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { ContentFlagDetails } from '../ContentFlags/ContentFlagFields';
import { ContentLanguageDetail } from '../ContentFlags/ContentLanguageField';
import { Details, FormActions, ItemScreen, Panel, formatDate, mediaUrl, palette } from '../../shared';
import { bookPaths, useBookLoadStatus } from './parts';

const Cover = styled.img`
  display: block;
  width: 100%;
  max-width: 240px;
  max-height: 320px;
  object-fit: contain;
  margin-bottom: ${tokens.space.md};
  border-radius: ${tokens.radius.sm};
  background: ${palette.raised};
`;

const FileLink = styled.p`
  a {
    color: ${palette.link};
  }
`;

function BookDetails({ book }: { book: Book }) {
  const t = useAdminT();
  return (
    <Panel>
      <Cover src={mediaUrl(book.thumbnail_url)} alt={book.title} />
      <Details>
        <dt>{t('books.author')}</dt>
        <dd>{book.author}</dd>
        <dt>{t('books.category')}</dt>
        <dd>{book.category}</dd>
        <dt>{t('books.pages')}</dt>
        <dd>{formatNumber(book.pages)}</dd>
        <ContentFlagDetails item={book} />
        <ContentLanguageDetail language={book.language} />
        <dt>{t('list.uploadedOn')}</dt>
        <dd>{formatDate(book.created_at)}</dd>
      </Details>
      <FileLink>
        <a href={mediaUrl(book.fileUrl)} target="_blank" rel="noopener noreferrer">
          {t('books.openFile')}
        </a>
      </FileLink>
      <FormActions>
        <ButtonLink to={bookPaths.edit(book.id)}>{t('list.edit')}</ButtonLink>
        <ButtonLink to={bookPaths.list} $variant="outline">
          {t('books.back')}
        </ButtonLink>
      </FormActions>
    </Panel>
  );
}

/** View Book (/admin/manage-books/view/:id): the stored book, read from the server. */
export function ViewBook() {
  const t = useAdminT();
  return (
    <ItemScreen
      endpoint={endpoints.books.get}
      title={t('books.view')}
      itemTitle={(book) => book.title}
      status={useBookLoadStatus()}
    >
      {(book) => <BookDetails book={book} />}
    </ItemScreen>
  );
}
