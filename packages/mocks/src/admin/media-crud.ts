import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { Endpoint, FileField, ListQuery } from '@young-minds/contracts';
import {
  type CheckedUpload,
  MockHttpError,
  checkUploads,
  crudHandlers,
  definedOnly,
  newestFirst,
  nextId,
  storeUpload,
} from '../kit';
import { categoryLinkOf, newContentFlags } from './category-links';

type Checked = Partial<Record<string, CheckedUpload>>;
type MediaRow = { id: number; created_at: string; category_id: number };

/** How the mock takes one file field (its media kind, whether a new row needs it and its other names: the contract's). */
interface MediaFile<Row> {
  /** Names the file in the 415 ('Thumbnail must be an image …'). */
  label: string;
  /** The 400 text when a new row comes without it (where the contract's field is required). */
  required?: string;
  /** The 400 text when it is sent under two of its names. */
  twice?: string;
  /** The row's fields for the stored path (default: `<field>_url`). */
  stored?: (url: string) => Partial<Row>;
  /** On create, the path when the file did not come (default: null). */
  missing?: (checked: Checked) => string;
}

/** A media kind: one category, text fields and files (videos, books, duas). */
interface MediaKindCrud<Row extends MediaRow, Upload extends Readonly<Record<string, FileField>>> {
  endpoints: Record<'list' | 'get' | 'create' | 'update' | 'remove', Endpoint>;
  rows: () => Row[];
  messages: { notFound: string; nothingToUpdate: string; deleted: string };
  /** The contract's file fields of the create (`videoUploadFiles`), with how the mock takes each. */
  upload: Upload;
  files: { [Field in keyof Upload]: MediaFile<Row> };
  search: (row: Row) => ReadonlyArray<string | null>;
  /** Filters beside `?category=`. */
  filter?: (row: Row, query: ListQuery & Record<string, unknown>) => boolean;
  /** What a new row has where the create leaves it out, beyond `newContentFlags`. */
  defaults?: Partial<Row>;
  /** What goes with a deleted row. */
  removed?: (row: Row) => void;
}

/**
 * A media kind's calls as its service answers them, over `crudHandlers`: the list (search, category, newest first);
 * create and edit store the text fields the kind's item has (not a video's `videoType`) and the category joined by
 * id, once every file passed its check; an edit with nothing in it is refused before the row is looked up.
 */
export function mediaKindHandlers<Row extends MediaRow, Upload extends Readonly<Record<string, FileField>>>(
  kind: MediaKindCrud<Row, Upload>,
): HttpHandler[] {
  const { endpoints, messages, files, upload } = kind;
  const rules = (create: boolean) =>
    Object.fromEntries(
      Object.entries(files).map(([field, { label, twice, required }]) => {
        const contract = (upload as Readonly<Record<string, FileField>>)[field]!;
        const needed = create && contract.required ? required : undefined;
        return [field, { kind: contract.kind, aliases: contract.aliases, label, twice, required: needed }];
      }),
    );
  const itemFields = endpoints.get.response instanceof z.ZodObject ? Object.keys(endpoints.get.response.shape) : [];
  // The text fields as the row stores them: the item's own fields, the category by id and name (400 if unknown).
  const written = ({ category, ...body }: Record<string, unknown>) => ({
    ...definedOnly(Object.fromEntries(Object.entries(body).filter(([key]) => itemFields.includes(key)))),
    ...(category === undefined ? {} : categoryLinkOf(category as number)),
  });
  // The checked files stored, each in its row's fields (on create, a file that did not come: null or `missing`).
  const storedFiles = (checked: Checked, create: boolean) => {
    const stored: Record<string, unknown> = {};
    for (const [field, file] of Object.entries(files)) {
      const upload = checked[field];
      const url = upload ? storeUpload(upload) : create ? (file.missing?.(checked) ?? null) : undefined;
      if (url !== undefined) Object.assign(stored, file.stored && url ? file.stored(url) : { [`${field}_url`]: url });
    }
    return stored as Partial<Row>;
  };
  const sentFile = (sent: Record<string, File>) =>
    Object.entries(upload).some(([field, { aliases = [] }]) => [field, ...aliases].some((name) => sent[name]));
  return crudHandlers({
    endpoints,
    rows: kind.rows,
    notFound: messages.notFound,
    list: {
      search: kind.search,
      filter: (row, query) =>
        (query.category === undefined || row.category_id === query.category) && (kind.filter?.(row, query) ?? true),
      order: newestFirst,
    },
    create: async ({ body, files: sent }) => {
      const checked = await checkUploads(sent, rules(true));
      const row = { id: nextId(), ...newContentFlags, ...kind.defaults, ...written(body as Record<string, unknown>) };
      return { ...row, ...storedFiles(checked, true), created_at: new Date().toISOString() } as unknown as Row;
    },
    update: {
      // As the service: a file sent under two names, then nothing to change, before the row is looked up.
      prepare: ({ body, files: sent }) => {
        for (const [field, rule] of Object.entries(rules(false)))
          if (rule.twice && [field, ...(rule.aliases ?? [])].filter((name) => sent[name]).length > 1)
            throw new MockHttpError(400, rule.twice, { [field]: rule.twice });
        if (!Object.values(body as object).some((value) => value !== undefined) && !sentFile(sent))
          throw new MockHttpError(400, messages.nothingToUpdate);
      },
      // Files are checked once the row is known (an unknown id is a plain 404), then the category.
      apply: async (row, { body, files: sent }) => {
        const checked = await checkUploads(sent, rules(false));
        return { ...row, ...written(body as Record<string, unknown>), ...storedFiles(checked, false) };
      },
    },
    remove: { after: kind.removed, message: messages.deleted },
  });
}
