import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Book } from '@young-minds/contracts';
import { tokens } from '@young-minds/ui';
import { ButtonLink, Details, FormActions, ItemLoadStatus, PageHeader, Panel, formatDate, mediaUrl, palette, useItem } from '../../shared';
import { getBook } from './api';
import { bookLoadStatus, bookPaths } from './parts';

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
  return (
    <Panel>
      <Cover src={mediaUrl(book.thumbnail_url)} alt={book.title} />
      <Details>
        <dt>Author</dt>
        <dd>{book.author}</dd>
        <dt>Category</dt>
        <dd>{book.category}</dd>
        <dt>Pages</dt>
        <dd>{book.pages}</dd>
        <dt>Uploaded On</dt>
        <dd>{formatDate(book.created_at)}</dd>
      </Details>
      <FileLink>
        <a href={mediaUrl(book.fileUrl)} target="_blank" rel="noopener noreferrer">
          Open the book file
        </a>
      </FileLink>
      <FormActions>
        <ButtonLink to={bookPaths.edit(book.id)}>Edit</ButtonLink>
        <ButtonLink to={bookPaths.list} $variant="outline">
          Back to books
        </ButtonLink>
      </FormActions>
    </Panel>
  );
}

/** View Book (/admin/manage-books/view/:id): the stored book, read from the server. */
export function ViewBook() {
  const { id = '' } = useParams();
  const loaded = useItem((signal) => getBook(id, signal), id);
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
      <PageHeader title="View Book" />
      <ItemLoadStatus state={loaded} {...bookLoadStatus} />
    </>
  );
}
