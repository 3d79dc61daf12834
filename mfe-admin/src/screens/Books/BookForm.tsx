import { ApiError, api } from '@young-minds/api-client';
import {
  type Book,
  type ContentLanguage,
  bookFiles,
  bookMessages,
  endpoints,
  mediaKindFormats,
} from '@young-minds/contracts';
import { Alert, FileField, Input, SelectField } from '@young-minds/ui';
import { messages, useAdminT } from '../../messages';
import {
  CurrentFile,
  ItemScreen,
  NoticeBanner,
  AddScreen,
  Panel,
  Thumb,
  UploadFormActions,
  mediaUrl,
  serverText,
  useOptions,
  useResourceForm,
} from '../../shared';
import {
  ContentFlagFields,
  type ContentFlagValues,
  contentFlagTexts,
  contentFlagsOf,
  defaultContentFlags,
} from '../ContentFlags/ContentFlagFields';
import { ContentLanguageField, defaultContentLanguage } from '../ContentFlags/ContentLanguageField';
import { bookPaths, useBookLoadStatus } from './parts';
import { useEndpoint } from '@young-minds/query';

interface Values extends ContentFlagValues {
  title: string;
  author: string;
  /** The category's id as the select holds it; '' until one is chosen. */
  category: string;
  pages: string;
  thumbnail: File | null;
  pdf: File | null;
  language: ContentLanguage;
}

const emptyValues: Values = {
  title: '',
  author: '',
  category: '',
  pages: '',
  ...defaultContentFlags,
  language: defaultContentLanguage,
  thumbnail: null,
  pdf: null,
};

function valuesOf(book: Book): Values {
  return {
    title: book.title,
    author: book.author,
    category: String(book.category_id),
    pages: String(book.pages),
    ...contentFlagsOf(book),
    language: book.language,
    thumbnail: null,
    pdf: null,
  };
}

const fields = (values: Values) => ({
  title: values.title,
  author: values.author,
  category: values.category,
  pages: values.pages.trim(),
  ...contentFlagTexts(values),
  language: values.language,
});

/** The book file travels as `pdf` (the spec's form); the labels are the server's, so its sentences match. */
const fileRules = (required: boolean) => ({
  thumbnail: {
    field: { ...bookFiles.thumbnail, required },
    label: 'Thumbnail',
    missing: bookMessages.thumbnailRequired,
  },
  pdf: { field: { ...bookFiles.pdf, required }, label: 'Book file', missing: bookMessages.fileRequired },
});

/** 'Upload failed: ' with the server's error; a call that never got an answer is 'Something went wrong'. */
function failureText(caught: unknown): string {
  const said = serverText(caught) ?? (caught instanceof ApiError && caught.status !== 0 ? caught.message : null);
  return said ? messages.t('books.uploadFailed', { reason: said }) : messages.t('books.networkFailure');
}

/** The fields, the checks, the upload with progress and cancel, then the list with the success notice. */
function BookFormBody({ editing }: { editing?: Book }) {
  const t = useAdminT();
  const categories = useOptions(useEndpoint(endpoints.categories.list), 'categories');
  const form = useResourceForm({
    initial: editing ? valuesOf(editing) : emptyValues,
    schema: editing ? endpoints.books.update.body : endpoints.books.create.body,
    fields,
    files: fileRules(!editing),
    send: (body, transfer) =>
      editing
        ? api.call(endpoints.books.update, { params: { id: editing.id }, body, ...transfer })
        : api.call(endpoints.books.create, { body, ...transfer }),
    done: () => ({
      to: bookPaths.list,
      notice: { variant: 'success', text: t(editing ? 'books.updated' : 'books.added') },
    }),
    failure: failureText,
    logAs: 'book upload',
  });
  const { values, errors, change } = form;

  // A stored category missing from the list (it failed to load) stays selectable, so a save keeps it.
  const categoryMissing =
    editing !== undefined &&
    values.category !== '' &&
    !categories.items.some((category) => String(category.id) === values.category);

  return (
    <Panel>
      <NoticeBanner notice={form.notice} onDismiss={form.dismiss} />
      {categories.failed ? <Alert variant="danger">{t('form.categoriesFailed')}</Alert> : null}
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit}>
        <Input
          label={t('books.title')}
          name="title"
          required
          value={values.title}
          error={errors.title}
          onChange={(event) => change({ title: event.target.value })}
        />
        <Input
          label={t('books.author')}
          name="author"
          required
          value={values.author}
          error={errors.author}
          onChange={(event) => change({ author: event.target.value })}
        />
        <SelectField
          label={t('books.category')}
          name="category"
          required
          value={values.category}
          error={errors.category}
          hint={categories.loading ? t('form.loadingCategories') : undefined}
          aria-busy={categories.loading || undefined}
          onChange={(event) => change({ category: event.target.value })}
        >
          <option value="">{t('form.selectCategory')}</option>
          {categoryMissing && editing ? <option value={values.category}>{editing.category}</option> : null}
          {categories.items.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <Input
          label={t('books.pages')}
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
        <ContentFlagFields values={values} onChange={change} />
        <ContentLanguageField value={values.language} onChange={(language) => change({ language })} />
        <FileField
          label={t('books.thumbnail')}
          name="thumbnail"
          accept="image/*"
          required={!editing}
          hint={mediaKindFormats.image}
          error={errors.thumbnail}
          onFiles={(files) => change({ thumbnail: files[0] ?? null })}
        />
        {editing ? (
          <CurrentFile image={<Thumb src={mediaUrl(editing.thumbnail_url)} alt={t('form.currentThumbnail')} />} />
        ) : null}
        <FileField
          label={t('books.file')}
          name="pdf"
          accept=".pdf,.doc,.docx,.epub"
          required={!editing}
          hint={mediaKindFormats.book}
          error={errors.pdf}
          onFiles={(files) => change({ pdf: files[0] ?? null })}
        />
        {editing ? <CurrentFile href={mediaUrl(editing.fileUrl)} label={t('books.openCurrentFile')} /> : null}
        <UploadFormActions
          upload={form.upload}
          editing={editing !== undefined}
          label={t('books.add')}
          back={{ to: bookPaths.list, label: t('books.back') }}
        />
      </form>
    </Panel>
  );
}

/** Add Book (/admin/manage-books/add). */
export function AddBook() {
  const t = useAdminT();
  return (
    <AddScreen title={t('books.add')}>
      <BookFormBody />
    </AddScreen>
  );
}

/** Edit Book (/admin/manage-books/edit/:id): the stored book, saved with PUT (new files optional). */
export function EditBook() {
  const t = useAdminT();
  return (
    <ItemScreen endpoint={endpoints.books.get} title={t('books.edit')} status={useBookLoadStatus()}>
      {(book) => <BookFormBody key={book.id} editing={book} />}
    </ItemScreen>
  );
}
