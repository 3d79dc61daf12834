import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '@young-minds/api-client';
import { type Book, bookMessages } from '@young-minds/contracts';
import { Alert, Input, tokens } from '@young-minds/ui';
import {
  FileField,
  ItemLoadStatus,
  NoticeBanner,
  PageHeader,
  Panel,
  SelectField,
  Thumb,
  fetchCategories,
  isCancelled,
  mediaUrl,
  palette,
  serverText,
  uploadCancelledText,
  useFocusFirstInvalid,
  useItem,
  useNotice,
  useOptions,
  useUpload,
  UploadFormActions,
} from '../../shared';
import { asBook, createBookPath, getBook, updateBookPath } from './api';
import { bookLoadStatus, bookPaths } from './parts';

/** The form's own texts (the spec's and the contract's where they have them). */
export const bookFormMessages = {
  titleRequired: 'Title is required.',
  authorRequired: 'Author is required.',
  categoryRequired: bookMessages.categoryRequired,
  pagesRequired: 'Pages is required.',
  pagesInvalid: 'Pages must be a whole number of at least 1.',
  thumbnailRequired: bookMessages.thumbnailRequired,
  thumbnailType: 'Please choose an image file (JPEG, PNG, GIF or WebP).',
  fileRequired: bookMessages.fileRequired,
  fileType: 'Please upload a PDF, DOC, DOCX or EPUB file.',
  added: '✅ Book added successfully!',
  updated: 'Book updated successfully!',
  networkFailure: 'Something went wrong',
  categoriesFailed: 'Failed to load categories',
} as const;

const bookExtensions = ['.pdf', '.doc', '.docx', '.epub'];
const imageExtensions = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];
const hasExtension = (file: File, extensions: string[]) => extensions.some((extension) => file.name.toLowerCase().endsWith(extension));
/** The browser's type when it knows one, else the name (the server checks the bytes either way). */
const looksLikeImage = (file: File) => (file.type ? file.type.startsWith('image/') : hasExtension(file, imageExtensions));

interface Values {
  title: string;
  author: string;
  /** The category's id as the select holds it; '' until one is chosen. */
  category: string;
  pages: string;
  thumbnail: File | null;
  pdf: File | null;
}

type Errors = Partial<Record<keyof Values, string>>;

const emptyValues: Values = { title: '', author: '', category: '', pages: '', thumbnail: null, pdf: null };

function valuesOf(book: Book): Values {
  return { title: book.title, author: book.author, category: String(book.category_id), pages: String(book.pages), thumbnail: null, pdf: null };
}

function validate(values: Values, filesRequired: boolean): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = bookFormMessages.titleRequired;
  if (!values.author.trim()) errors.author = bookFormMessages.authorRequired;
  if (!values.category) errors.category = bookFormMessages.categoryRequired;
  const pages = Number(values.pages.trim());
  if (!values.pages.trim()) errors.pages = bookFormMessages.pagesRequired;
  else if (!Number.isInteger(pages) || pages < 1) errors.pages = bookFormMessages.pagesInvalid;
  if (!values.thumbnail) {
    if (filesRequired) errors.thumbnail = bookFormMessages.thumbnailRequired;
  } else if (!looksLikeImage(values.thumbnail)) {
    errors.thumbnail = bookFormMessages.thumbnailType;
  }
  if (!values.pdf) {
    if (filesRequired) errors.pdf = bookFormMessages.fileRequired;
  } else if (!hasExtension(values.pdf, bookExtensions)) {
    errors.pdf = bookFormMessages.fileType;
  }
  return errors;
}

/** The multipart body the content service reads (the spec's field names: the book file travels as `pdf`). */
function formDataOf(values: Values): FormData {
  const form = new FormData();
  form.append('title', values.title);
  form.append('author', values.author);
  form.append('category', values.category);
  form.append('pages', values.pages.trim());
  if (values.thumbnail) form.append('thumbnail', values.thumbnail);
  if (values.pdf) form.append('pdf', values.pdf);
  return form;
}

/** 'Upload failed: ' with the server's error; a call that never got an answer is 'Something went wrong'. */
function failureText(caught: unknown): string {
  const said = serverText(caught);
  if (said) return `Upload failed: ${said}`;
  if (caught instanceof ApiError && caught.status !== 0) return `Upload failed: ${caught.message}`;
  return bookFormMessages.networkFailure;
}

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin: -${tokens.space.sm} 0 ${tokens.space.md};
  color: ${palette.text};
  a {
    color: ${palette.link};
  }
`;

/** The fields, the checks, the upload with progress and cancel, then the list with the success notice. */
function BookFormBody({ editing }: { editing?: Book }) {
  const isEdit = editing !== undefined;
  const categories = useOptions(fetchCategories, 'categories');
  const upload = useUpload();
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  // After a refused submit, take the keyboard to the first field that needs attention.
  const formRef = useFocusFirstInvalid(errors);

  const change = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    clear();
    const found = validate(values, !isEdit);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      asBook(isEdit ? await upload.send(updateBookPath(editing.id), formDataOf(values), 'PUT') : await upload.send(createBookPath, formDataOf(values)));
      navigateWithNotice(bookPaths.list, { variant: 'success', text: isEdit ? bookFormMessages.updated : bookFormMessages.added });
    } catch (caught) {
      if (isCancelled(caught)) {
        show('info', uploadCancelledText);
        return;
      }
      console.error('[admin] book upload failed:', caught);
      show('danger', failureText(caught));
    }
  }

  // A stored category missing from the list (it failed to load) stays selectable, so a save keeps it.
  const categoryMissing = editing !== undefined && values.category !== '' && !categories.items.some((category) => String(category.id) === values.category);

  return (
    <Panel>
      <NoticeBanner notice={notice} onDismiss={upload.uploading ? undefined : clear} />
      {categories.failed ? <Alert variant="danger">{bookFormMessages.categoriesFailed}</Alert> : null}
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Input label="Title" name="title" required value={values.title} error={errors.title} onChange={(event) => change({ title: event.target.value })} />
        <Input label="Author" name="author" required value={values.author} error={errors.author} onChange={(event) => change({ author: event.target.value })} />
        <SelectField
          label="Category"
          name="category"
          required
          value={values.category}
          error={errors.category}
          hint={categories.loading ? 'Loading categories…' : undefined}
          aria-busy={categories.loading || undefined}
          onChange={(event) => change({ category: event.target.value })}
        >
          <option value="">Select a category</option>
          {categoryMissing && editing ? <option value={values.category}>{editing.category}</option> : null}
          {categories.items.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <Input
          label="Pages"
          name="pages"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          required
          value={values.pages}
          error={errors.pages}
          onChange={(event) => change({ pages: event.target.value })}
        />
        <FileField
          label="Thumbnail"
          name="thumbnail"
          accept="image/*"
          required={!isEdit}
          hint="JPEG, PNG, GIF or WebP image"
          error={errors.thumbnail}
          onFiles={(files) => change({ thumbnail: files[0] ?? null })}
        />
        {editing ? (
          <Current>
            <Thumb src={mediaUrl(editing.thumbnail_url)} alt="Current thumbnail" />
            <span>Choose a new image only to replace it.</span>
          </Current>
        ) : null}
        <FileField
          label="Book File"
          name="pdf"
          accept=".pdf,.doc,.docx,.epub"
          required={!isEdit}
          hint="PDF, DOC, DOCX or EPUB"
          error={errors.pdf}
          onFiles={(files) => change({ pdf: files[0] ?? null })}
        />
        {editing ? (
          <Current>
            <a href={mediaUrl(editing.fileUrl)} target="_blank" rel="noopener noreferrer">
              Open the current book file
            </a>
            <span>Choose a new file only to replace it.</span>
          </Current>
        ) : null}
        <UploadFormActions upload={upload} label={isEdit ? 'Save Changes' : 'Add Book'} busyLabel={isEdit ? 'Saving...' : 'Uploading...'} back={{ to: bookPaths.list, label: 'Back to books' }} />
      </form>
    </Panel>
  );
}

/** Add Book (/admin/manage-books/add). */
export function AddBook() {
  return (
    <>
      <PageHeader title="Add Book" />
      <BookFormBody />
    </>
  );
}

/** Edit Book (/admin/manage-books/edit/:id): the stored book, saved with PUT (new files optional). */
export function EditBook() {
  const { id = '' } = useParams();
  const loaded = useItem((signal) => getBook(id, signal), id);
  return (
    <>
      <PageHeader title="Edit Book" />
      <ItemLoadStatus state={loaded} {...bookLoadStatus} />
      {loaded.item ? <BookFormBody key={loaded.item.id} editing={loaded.item} /> : null}
    </>
  );
}
