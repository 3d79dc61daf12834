import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '@young-minds/api-client';
import { type Blog, blogBannerField, blogMessages, slugify, todayIso } from '@young-minds/contracts';
import { Alert, Input, Spinner, tokens } from '@young-minds/ui';
import {
  FileField,
  NoticeBanner,
  PageHeader,
  Panel,
  TextAreaField,
  dayOf,
  isCancelled,
  mediaUrl,
  palette,
  uploadCancelledText,
  useItem,
  useNotice,
  useUpload,
  ButtonLink, CheckboxField,
  UploadFormActions,
} from '../../shared';
import { asSavedBlog, createBlogPath, getBlog, updateBlogPath } from './api';
import { blogPaths } from './parts';

/** The form's own texts (the spec's and the contract's where they have them). */
export const blogFormMessages = {
  titleRequired: 'Title is required.',
  publishDateRequired: 'Publish date is required.',
  descriptionRequired: 'Description is required.',
  bannerRequired: blogMessages.bannerRequired,
  bannerType: 'Please choose an image file (JPEG, PNG, GIF or WebP).',
  created: blogMessages.created,
  updated: blogMessages.updated,
  createFailed: 'Failed to create blog',
  updateFailed: 'Failed to update blog',
  notFound: 'Blog post not found',
} as const;

const imageExtensions = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];
/** The browser's type when it knows one, else the name (the server checks the bytes either way). */
const looksLikeImage = (file: File) => (file.type ? file.type.startsWith('image/') : imageExtensions.some((extension) => file.name.toLowerCase().endsWith(extension)));

interface Values {
  title: string;
  category: string;
  author: string;
  /** YYYY-MM-DD, as <input type="date"> holds it. */
  publishDate: string;
  description: string;
  banner: File | null;
  published: boolean;
}

type Errors = Partial<Record<keyof Values, string>>;

/**
 * A new post is dated today as the server counts days (UTC), so a published post shows at once and never
 * lands a day early or late as 'Scheduled'.
 */
const newValues = (): Values => ({ title: '', category: '', author: '', publishDate: todayIso(), description: '', banner: null, published: true });

function valuesOf(blog: Blog): Values {
  return {
    title: blog.title,
    category: blog.category ?? '',
    author: blog.author ?? '',
    publishDate: dayOf(blog.publish_date),
    description: blog.description,
    banner: null,
    published: blog.is_published,
  };
}

function validate(values: Values, bannerRequired: boolean): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = blogFormMessages.titleRequired;
  if (!values.publishDate) errors.publishDate = blogFormMessages.publishDateRequired;
  if (!values.description.trim()) errors.description = blogFormMessages.descriptionRequired;
  if (!values.banner) {
    if (bannerRequired) errors.banner = blogFormMessages.bannerRequired;
  } else if (!looksLikeImage(values.banner)) {
    errors.banner = blogFormMessages.bannerType;
  }
  return errors;
}

/** The multipart body the content service reads (the spec's field names; the banner only when one is chosen). */
function formDataOf(values: Values): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description);
  form.append('publish_date', values.publishDate);
  form.append('category', values.category.trim());
  form.append('author', values.author.trim());
  form.append('is_published', values.published ? 'true' : 'false');
  if (values.banner) form.append(blogBannerField, values.banner);
  return form;
}

/** 'Failed to create blog: <the server's message>' (the prefix alone when no answer could be read). */
function failureText(prefix: string, caught: unknown): string {
  return caught instanceof ApiError && caught.message ? `${prefix}: ${caught.message}` : prefix;
}

/**
 * The address the post will have: the slug of the title, or the post's current slug when the title still
 * gives it (the server keeps 'title-2' style slugs as long as the title does not change its base).
 */
function publicAddress(title: string, current?: string): string {
  const base = slugify(title);
  const keeps = current !== undefined && (current === base || (current.startsWith(`${base}-`) && /^\d+$/.test(current.slice(base.length + 1))));
  return blogPaths.publicPage(keeps ? current : base);
}

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin: -${tokens.space.sm} 0 ${tokens.space.md};
  color: ${palette.text};
`;

const CurrentBanner = styled.img`
  display: block;
  width: 160px;
  max-width: 100%;
  height: 90px;
  object-fit: cover;
  border-radius: ${tokens.radius.sm};
  background: ${palette.raised};
`;

/** The fields, the checks, the upload with progress and cancel, then the list with the success notice. */
function BlogFormBody({ editing }: { editing?: Blog }) {
  const isEdit = editing !== undefined;
  const upload = useUpload();
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const [values, setValues] = useState<Values>(editing ? valuesOf(editing) : newValues);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, take the keyboard to the first field that needs attention.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    clear();
    const found = validate(values, !isEdit);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    try {
      const answer = asSavedBlog(
        isEdit ? await upload.send(updateBlogPath(editing.id), formDataOf(values), 'PUT') : await upload.send(createBlogPath, formDataOf(values)),
      );
      const fallback = isEdit ? blogFormMessages.updated : blogFormMessages.created;
      navigateWithNotice(blogPaths.list, { variant: 'success', text: answer.message || fallback });
    } catch (caught) {
      if (isCancelled(caught)) {
        show('info', uploadCancelledText);
        return;
      }
      console.error('[admin] blog save failed:', caught);
      show('danger', failureText(isEdit ? blogFormMessages.updateFailed : blogFormMessages.createFailed, caught));
    }
  }

  const busyLabel = isEdit ? 'Saving...' : 'Creating...';
  const idleLabel = isEdit ? 'Save Changes' : 'Create Blog';

  return (
    <Panel>
      <NoticeBanner notice={notice} onDismiss={upload.uploading ? undefined : clear} />
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <Input
          label="Title"
          name="title"
          required
          value={values.title}
          error={errors.title}
          hint={values.title.trim() ? `Public address: ${publicAddress(values.title, editing?.slug)}` : 'The public address is made from the title.'}
          onChange={(event) => change({ title: event.target.value })}
        />
        <Input label="Category" name="category" value={values.category} hint="Optional." onChange={(event) => change({ category: event.target.value })} />
        <Input
          label="Author"
          name="author"
          value={values.author}
          hint={isEdit ? 'Optional. Left blank, the post keeps its author.' : 'Optional. Left blank, your name is used.'}
          onChange={(event) => change({ author: event.target.value })}
        />
        <Input
          label="Publish Date"
          name="publish_date"
          type="date"
          required
          value={values.publishDate}
          error={errors.publishDate}
          onChange={(event) => change({ publishDate: event.target.value })}
        />
        <TextAreaField
          label="Description"
          name="description"
          required
          rows={8}
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <FileField
          label="Banner Image"
          name={blogBannerField}
          accept="image/*"
          required={!isEdit}
          hint="JPEG, PNG, GIF or WebP image"
          error={errors.banner}
          onFiles={(files) => change({ banner: files[0] ?? null })}
        />
        {editing ? (
          <Current>
            <CurrentBanner src={mediaUrl(editing.banner_image)} alt="Current banner" />
            <span>Choose a new image only to replace it.</span>
          </Current>
        ) : null}
        <CheckboxField
          label="Published"
          name="is_published"
          checked={values.published}
          hint="Unticked, the post stays a draft. A published post shows on the blog from its publish date."
          onChange={(event) => change({ published: event.target.checked })}
        />
        <UploadFormActions upload={upload} label={idleLabel} busyLabel={busyLabel} back={{ to: blogPaths.list, label: 'Back to blogs' }} />
      </form>
    </Panel>
  );
}

/** Add Blog (/admin/manage-blogs/add). */
export function AddBlog() {
  return (
    <>
      <PageHeader title="Add Blog" />
      <BlogFormBody />
    </>
  );
}

/** Edit Blog (/admin/manage-blogs/edit/:id): the stored post, saved with PUT (a new banner is optional). */
export function EditBlog() {
  const { id = '' } = useParams();
  const loaded = useItem((signal) => getBlog(id, signal), id);
  return (
    <>
      <PageHeader title="Edit Blog" />
      {loaded.loading ? <Spinner label="Loading the blog…" /> : null}
      {loaded.error ? (
        <>
          <Alert variant="danger">{loaded.status === 404 ? blogFormMessages.notFound : loaded.error}</Alert>
          <ButtonLink to={blogPaths.list} $variant="outline">
            Back to blogs
          </ButtonLink>
        </>
      ) : null}
      {loaded.item ? <BlogFormBody key={loaded.item.id} editing={loaded.item} /> : null}
    </>
  );
}
