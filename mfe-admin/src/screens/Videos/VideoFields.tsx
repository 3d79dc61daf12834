import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Category } from '@young-minds/contracts';
import { videoMessages } from '@young-minds/contracts';
import { Input, tokens } from '@young-minds/ui';
import { FileField, SelectField, TextAreaField, Thumb, fetchCategories, mediaUrl, palette, withServerReason } from '../../shared';

/** What the Add and Edit forms hold. `videos` is a list because a Series upload picks several files. */
export interface VideoFormValues {
  title: string;
  description: string;
  /** The category's id as the select holds it ('' until one is chosen). */
  category: string;
  thumbnail: File | null;
  videos: File[];
}

export type VideoField = 'title' | 'description' | 'category' | 'thumbnail' | 'video';
export type VideoFieldErrors = Partial<Record<VideoField, string>>;

export const emptyVideoForm: VideoFormValues = { title: '', description: '', category: '', thumbnail: null, videos: [] };

/** The texts the content service answers with, so the form and the server say the same thing. */
export const videoFormMessages = {
  titleRequired: 'Title is required.',
  descriptionRequired: 'Description is required.',
  categoryRequired: videoMessages.categoryRequired,
  thumbnailRequired: videoMessages.thumbnailRequired,
  videoRequired: videoMessages.videoRequired,
  thumbnailType: 'Thumbnail must be an image (JPEG, PNG, GIF or WebP).',
  videoType: 'Video file must be a video (WebM, MP4, Ogg or QuickTime).',
  oneVideo: 'Please choose only one video file.',
  summary: 'Please correct the highlighted fields.',
  categoriesFailed: 'Failed to fetch categories',
} as const;

/** A file of the wrong family; a blank type (the browser does not know it) is left to the server to judge. */
const isNot = (file: File, family: 'image/' | 'video/') => file.type !== '' && !file.type.startsWith(family);

/** The client-side checks, before anything is sent. On Add the files are required; on Edit they are optional. */
export function validateVideoForm(values: VideoFormValues, filesRequired: boolean): VideoFieldErrors {
  const errors: VideoFieldErrors = {};
  if (!values.title.trim()) errors.title = videoFormMessages.titleRequired;
  if (!values.description.trim()) errors.description = videoFormMessages.descriptionRequired;
  if (!values.category) errors.category = videoFormMessages.categoryRequired;
  if (values.thumbnail && isNot(values.thumbnail, 'image/')) errors.thumbnail = videoFormMessages.thumbnailType;
  else if (!values.thumbnail && filesRequired) errors.thumbnail = videoFormMessages.thumbnailRequired;
  if (values.videos.some((file) => isNot(file, 'video/'))) errors.video = videoFormMessages.videoType;
  else if (values.videos.length > 1) errors.video = videoFormMessages.oneVideo;
  else if (values.videos.length === 0 && filesRequired) errors.video = videoFormMessages.videoRequired;
  return errors;
}

/** The multipart body both calls read: title, description, category (the id) and the files that were chosen. */
export function videoFormData(values: VideoFormValues, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('description', values.description.trim());
  form.append('category', values.category);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  if (values.thumbnail) form.append('thumbnail', values.thumbnail);
  const [video] = values.videos;
  if (video) form.append('video', video);
  return form;
}

/** The categories for the select; the failure is 'Failed to fetch categories' with the server's reason. */
export function useCategoryOptions() {
  const [state, setState] = useState<{ categories: Category[]; loading: boolean; error: string | null }>({ categories: [], loading: true, error: null });
  useEffect(() => {
    const controller = new AbortController();
    fetchCategories(controller.signal)
      .then((categories) => setState({ categories, loading: false, error: null }))
      .catch((caught: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[admin] categories failed to load:', caught);
        setState({ categories: [], loading: false, error: withServerReason(videoFormMessages.categoriesFailed, caught) });
      });
    return () => controller.abort();
  }, []);
  return state;
}

const CurrentThumb = styled(Thumb)`
  width: 160px;
  height: 90px;
  margin-bottom: ${tokens.space.sm};
  border: 1px solid ${palette.border};
`;

const Current = styled.figure`
  margin: 0 0 ${tokens.space.sm};
  figcaption {
    color: ${palette.muted};
    font-size: ${tokens.font.size.sm};
  }
`;

export interface VideoFieldsProps {
  values: VideoFormValues;
  errors: VideoFieldErrors;
  onChange(values: Partial<VideoFormValues>): void;
  categories: Category[];
  categoriesLoading: boolean;
  /** Add: both files required. Edit: optional, the current ones stay. */
  filesRequired: boolean;
  /** Series picks several video files. */
  multipleVideos?: boolean;
  /** Edit shows the thumbnail the video has now. */
  currentThumbnail?: string;
  /** Shown between Thumbnail and Video File (Add's Video Type). */
  beforeVideoFile?: ReactNode;
}

/** Title, Description, Category, Thumbnail and Video File, labelled as the spec names them. */
export function VideoFields({
  values,
  errors,
  onChange,
  categories,
  categoriesLoading,
  filesRequired,
  multipleVideos = false,
  currentThumbnail,
  beforeVideoFile,
}: VideoFieldsProps) {
  return (
    <>
      <Input label="Title" name="title" value={values.title} error={errors.title} required maxLength={200} onChange={(event) => onChange({ title: event.target.value })} />
      <TextAreaField
        label="Description"
        name="description"
        value={values.description}
        error={errors.description}
        required
        rows={5}
        onChange={(event) => onChange({ description: event.target.value })}
      />
      <SelectField
        label="Category"
        name="category"
        value={values.category}
        error={errors.category}
        required
        aria-busy={categoriesLoading || undefined}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">Select a category</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </SelectField>
      {currentThumbnail ? (
        <Current>
          <CurrentThumb src={mediaUrl(currentThumbnail)} alt="Current thumbnail" />
          {/* The image's alt text says the same to screen readers. */}
          <figcaption aria-hidden="true">Current thumbnail</figcaption>
        </Current>
      ) : null}
      <FileField
        label="Thumbnail"
        name="thumbnail"
        accept="image/*"
        required={filesRequired}
        error={errors.thumbnail}
        hint={filesRequired ? 'A JPEG, PNG, GIF or WebP image.' : 'Leave empty to keep the current thumbnail.'}
        onFiles={(files) => onChange({ thumbnail: files[0] ?? null })}
      />
      {beforeVideoFile}
      <FileField
        label="Video File"
        name="video"
        accept="video/*"
        multiple={multipleVideos}
        required={filesRequired}
        error={errors.video}
        hint={filesRequired ? 'A WebM, MP4, Ogg or QuickTime video.' : 'Leave empty to keep the current video.'}
        onFiles={(files) => onChange({ videos: files })}
      />
    </>
  );
}
