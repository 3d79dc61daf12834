import type { ReactNode } from 'react';
import type {
  ContentAgeBand,
  ContentKind,
  ContentLanguage,
  Endpoint,
  FileField,
  ItemReview,
  Source,
} from '@young-minds/contracts';
import type { AdminMessageId } from '../messages';
import type { ListTexts } from './ResourceList';
import type { Transfer } from './upload';
import type { ItemSource } from './useItem';
import type { PageSource } from './usePagedList';

/**
 * The admin screens of a media kind (Manage, Add, Edit, View), made from one description: its endpoints, paths,
 * list columns, form fields, details rows and texts. A kind's own folder holds its description and its test;
 * the screens themselves (`MediaKindList`, `MediaKindForm`, `MediaKindView`) and their behaviour (search, pages,
 * delete, the upload with progress and cancel, the load status) are the kit's, tested once in media-kit.test.tsx.
 */

/** What every media item has: the kit reads these fields itself (the title, the category link, the flags, the date). */
export interface MediaItem {
  id: number;
  title: string;
  category: string;
  category_id: number;
  age_band: ContentAgeBand;
  music_free: boolean;
  language: ContentLanguage;
  created_at: string;
  /** Issue 35: where it comes from, and who checked it. */
  sources: Source[];
  review: ItemReview;
}

/**
 * A kind's texts live under one prefix: the list's (`<prefix>.list.*`, see `ListTexts`), `.add` (the Add screen's
 * h1 and the list's button), `.edit`, `.view`, `.back` (the way back to the list) and `.item.loading`.
 */
type MediaKindTexts = {
  [P in ListTexts]: `${P}.${'add' | 'edit' | 'view' | 'back' | 'item.loading'}` extends AdminMessageId ? P : never;
}[ListTexts];

/** A form's values: the text fields and the choices by name, the files as lists (one file is a list of one). */
export interface MediaFormValues {
  [name: string]: string | boolean | File[];
  category: string;
  ageBand: ContentAgeBand;
  musicFree: boolean;
  language: ContentLanguage;
}

/** What a field's callbacks are told: the stored item on Edit (undefined on Add) and the values now. */
interface FieldContext<Item> {
  editing: Item | undefined;
  values: MediaFormValues;
}

/** What the item has now, shown with its file field on Edit. */
export type CurrentMedia =
  /** Before the field: the picture captioned 'Current thumbnail'. */
  | { thumbnail: string }
  /** After the field, with 'Choose a new … only to replace it.': the picture, or a link to the file. */
  | { image: string }
  | { href: string; label: AdminMessageId };

/** A field of the form, in the order the form shows them. Texts travel trimmed, in multipart, under `name`. */
export type MediaField<Item> =
  | { type: 'text'; name: string; label: AdminMessageId; maxLength?: number }
  | { type: 'textarea'; name: string; label: AdminMessageId; rows: number }
  | { type: 'number'; name: string; label: AdminMessageId; min: number }
  /** The category select (`category`, the id); a stored category missing from the list stays selectable. */
  | { type: 'category'; label: AdminMessageId }
  /** Age group, Music-free and Content language (`age_band`, `music_free`, `language`). */
  | { type: 'flags' }
  /** A choice on Add only (a video's Single / Series); it travels with the text fields. */
  | {
      type: 'choice';
      name: string;
      label: AdminMessageId;
      options: readonly { value: string; label: AdminMessageId }[];
      /** Shown on Edit too, starting from the stored value (a dua's occasion). */
      onEdit?: boolean;
    }
  | {
      type: 'file';
      name: string;
      label: AdminMessageId;
      accept: string;
      /** The contract's rule on Add and on Edit (`videoUploadFiles.thumbnail`), and how the server names the file. */
      rule: {
        add: FileField;
        edit: FileField;
        serverLabel: string;
        missing: string;
        /** On Add, an optional file the other values make necessary, and the words that say why (a book's cover). */
        neededOnAdd?: { when: (values: MediaFormValues) => boolean; missing: string };
      };
      hint: (context: FieldContext<Item>) => string;
      /** Several files (a Series upload). */
      multiple?: (values: MediaFormValues) => boolean;
      current?: (item: Item) => CurrentMedia;
    };

/** A row of the View screen's details (the flags, the language and 'Uploaded On' follow them). */
interface DetailRow<Item> {
  label: AdminMessageId;
  /** `played`: what the player has read of the file (a video's duration, null until it knows). */
  value: (item: Item, played: { duration: number | null }) => ReactNode;
}

/** A list column: its header and what a row shows in it; `names` marks the cell that names the row. */
interface MediaColumn<Item> {
  header: AdminMessageId;
  cell: (item: Item, t: (id: AdminMessageId, values?: Record<string, string>) => string) => ReactNode;
  names?: boolean;
}

/** The description of a media kind's admin screens. */
export interface MediaKind<Item extends MediaItem> {
  texts: MediaKindTexts;
  /** The kind in the content-kind registry (its review and sources calls). */
  reviewKind: ContentKind;
  /** Where the screens are: the list, and the base of add / view/:id / edit/:id. */
  paths: { list: string; manage: string };
  /** The reads: `pagesOf(endpoints.videos.list)`, `itemOf(endpoints.videos.get)`. */
  read: { list: PageSource<Item>; item: ItemSource<Item> };
  /** The writes' endpoints: the form checks their body schemas, as the server does. */
  endpoints: { create: Endpoint; update: Endpoint };
  /** The writes: `api.call(endpoints.videos.upload, { body, ...transfer })`. */
  send: {
    create: (body: FormData, transfer: Transfer) => Promise<{ id: number }>;
    update: (id: number, body: FormData, transfer: Transfer) => Promise<unknown>;
    remove: (id: number) => Promise<{ message: string }>;
  };
  /** How failures are logged: `[admin] <logAs> upload failed:`. */
  logAs: string;
  list: {
    columns: readonly MediaColumn<Item>[];
    /** What a failed Delete says. */
    deleteFailure: (caught: unknown) => string;
  };
  form: {
    fields: readonly MediaField<Item>[];
    /** A reason the form cannot be sent at all (a Series upload), in the contract's words. */
    refuse?: (values: MediaFormValues) => string | null;
    /** The content language a new item starts with (default: English); a dua is Arabic with its meaning: 'both'. */
    newLanguage?: ContentLanguage;
    /** 'Please correct the highlighted fields.' above a refused form. */
    correctFieldsNotice?: boolean;
    /** How the categories' failure reads: 'Failed to fetch categories: <reason>' or 'Failed to load categories'. */
    categoriesFailure: 'with-reason' | 'plain';
    /** Edit's upload bar: while any save runs, or only while new files travel (a text-only save ends at once). */
    editProgress: 'always' | 'with-files';
    /** The Add button's words ('Upload Video'); Edit's is 'Save Changes'. */
    submit: AdminMessageId;
    /** The way out under the form: Add's (null: none) and Edit's. */
    back: { add: AdminMessageId | null; edit: AdminMessageId };
    /** The list's notice after a save. */
    saved: { add: AdminMessageId; edit: AdminMessageId };
    /** What a failed send says. */
    failure: (caught: unknown, editing: boolean) => string;
  };
  view: {
    /** Above the details: the video's player (its duration read from the file), or the item's cover. */
    media: { player: (item: Item) => { src: string; poster: string } } | { cover: (item: Item) => string };
    rows: readonly DetailRow<Item>[];
    /** After the details: a link to the item's file, opening in a new tab. */
    fileLink?: { href: (item: Item) => string; label: AdminMessageId };
    /** After the file's link: a part of the kind's own (a book's recorded pages). */
    section?: (item: Item) => ReactNode;
    /** What a failure other than 404 says, given the failure's own message. */
    failure?: AdminMessageId;
    notFound: string;
  };
}

/** The screens' addresses under a kind's paths. */
export function mediaPaths(kind: { paths: MediaKind<MediaItem>['paths'] }) {
  const { list, manage } = kind.paths;
  return {
    list,
    add: `${manage}/add`,
    view: (id: number | string) => `${manage}/view/${id}`,
    edit: (id: number | string) => `${manage}/edit/${id}`,
  };
}
