import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type Book, endpoints } from '@young-minds/contracts';
import { ButtonLink, tokens } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { Details, FormActions, ItemLoadStatus, PageHeader, Panel, formatDate, mediaUrl, palette, useItemOf } from '../../shared';
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
        <dd>{book.pages}</dd>
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
  const { id = '' } = useParams();
  const loaded = useItemOf(endpoints.books.get, id);
  const loadStatus = useBookLoadStatus();
  if (loaded.item) {
    return (
      <>
        <PageHeader title={loaded.item.title} />
        <BookDetails book={loaded.item} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('books.view')} />
      <ItemLoadStatus state={loaded} {...loadStatus} />
    </>
  );
}
