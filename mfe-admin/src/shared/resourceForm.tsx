import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useParams } from '@young-minds/router';
import styled from 'styled-components';
import type { CallResult } from '@young-minds/api-client';
import { type Endpoint, type FileField, chosenFileProblem } from '@young-minds/contracts';
import { translateMessage } from '@young-minds/contracts/messages';
import { currentIntlLocale } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import { messages, useAdminT } from '../messages';
import { ItemLoadStatus, type ItemLoadStatusProps } from './ItemLoadStatus';
import { PageHeader } from './PageHeader';
import { palette } from './palette';
import { type ItemSource, itemOf } from './useItem';
import { type Notice, useNotice } from './notice';
import { type Transfer, isCancelled, useUpload } from './upload';

/** A file field of the form: the contract's rule, the words the server names it with, and the words when it is missing. */
export interface FileRule {
  field: FileField;
  /** As the server names it in its messages ('Thumbnail', 'Book file'), so both sides say the same sentence. */
  label: string;
  /** The contract's message for a missing required file ('Please upload a thumbnail image.'). */
  missing: string;
  /** An optional file that the form's other values make necessary (a book file that is not a PDF needs a cover). */
  neededWhen?: (values: object) => boolean;
  /** What a missing file says then, in the contract's words. */
  missingNow?: string;
}

/** What the forms need of a contract's zod schema (the area does not depend on zod itself). */
interface BodySchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

/** A form value that holds files: one (or none), or a list. */
type FileValue = File | null | readonly File[];

export interface ResourceFormOptions<V extends object, R> {
  initial: V | (() => V);
  /** The contract's body schema: the text fields are checked by the server's own rules, in its words. */
  schema: BodySchema | undefined;
  /** The body's text fields, as they travel in multipart (the schema reads them the same way). */
  fields: (values: V) => Record<string, string>;
  /** The form's file values by multipart field name, and what each must be. */
  files?: Partial<Record<keyof V & string, FileRule>>;
  /** Checked before anything else: a text says why the form cannot be sent at all (a Series upload). */
  refuse?: (values: V) => string | null;
  /** Checked after the fields: a text says why the form cannot be sent now (no session). */
  beforeSend?: (values: V) => string | null;
  /** A notice when a field is refused ('Please correct the highlighted fields.'). */
  invalidNotice?: string;
  /** Sends the multipart body: `api.call(endpoint, { body, ...transfer })`. */
  send: (body: FormData, transfer: Transfer) => Promise<R>;
  /** Where to go after success and what to say there. */
  done: (result: R) => { to: string; notice: Notice };
  /** What a failed send says (the server's reason inside). */
  failure: (caught: unknown) => string;
  /** Logs a failure as `[admin] <logAs> failed:`. */
  logAs: string;
}

function filesOf(value: FileValue): File[] {
  if (value === null) return [];
  return value instanceof Array ? [...value] : [value];
}

/** A contract's sentence (English, the spec's) in the page's language. */
const inPageLanguage = (text: string) => translateMessage(text, currentIntlLocale());

/** The first problem of each field, from the contract's schema and the file rules. */
function checkValues<V extends object>(
  values: V,
  options: Pick<ResourceFormOptions<V, unknown>, 'schema' | 'fields' | 'files'>,
): FormErrors<V> {
  const errors: FormErrors<V> = {};
  const parsed = options.schema?.safeParse(options.fields(values));
  if (parsed && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof V & string;
      if (name && errors[name] === undefined) errors[name] = inPageLanguage(issue.message);
    }
  }
  for (const [name, rule] of Object.entries(options.files ?? {}) as [keyof V & string, FileRule][]) {
    const chosen = filesOf(values[name] as FileValue);
    if (chosen.length === 0) {
      if (rule.field.required) errors[name] = inPageLanguage(rule.missing);
      else if (rule.neededWhen?.(values)) errors[name] = inPageLanguage(rule.missingNow ?? rule.missing);
      continue;
    }
    const problem = chosen
      .map((file) => chosenFileProblem(file, rule.field, rule.label))
      .find((found) => found !== null);
    if (problem) errors[name] = inPageLanguage(problem);
  }
  return errors;
}

/**
 * An upload form's life: its values, the checks (the contract's schema and file rules, so the form and the server
 * say the same sentence), the multipart send with progress and cancel, the notices (cancelled, failed), and the
 * way back to the list with the success notice. After a refused submit the keyboard goes to the first field
 * marked invalid.
 */
export function useResourceForm<V extends object, R>(options: ResourceFormOptions<V, R>) {
  const upload = useUpload();
  const { notice, show, clear, navigateWithNotice } = useNotice();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = (next: Partial<V>) => setValues((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (upload.uploading) return;
    clear();
    const refused = options.refuse?.(values) ?? null;
    if (refused) {
      setErrors({});
      show('danger', inPageLanguage(refused));
      return;
    }
    const found = checkValues(values, options);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (options.invalidNotice) show('danger', options.invalidNotice);
      setRefusals((n) => n + 1);
      return;
    }
    const blocked = options.beforeSend?.(values) ?? null;
    if (blocked) {
      show('danger', blocked);
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(options.fields(values))) body.append(name, value);
    for (const name of Object.keys(options.files ?? {}) as (keyof V & string)[]) {
      const [file] = filesOf(values[name] as FileValue);
      if (file) body.append(name, file);
    }
    try {
      const result = await upload.run((transfer) => options.send(body, transfer));
      const { to, notice: next } = options.done(result);
      navigateWithNotice(to, next);
    } catch (caught) {
      if (isCancelled(caught)) {
        show('info', messages.t('upload.cancelled'));
        return;
      }
      console.error(`[admin] ${options.logAs} failed:`, caught);
      show('danger', options.failure(caught));
    }
  }

  return {
    values,
    change,
    errors,
    formRef,
    notice,
    /** Dismisses the notice; not while an upload runs (its notice is about to change). */
    dismiss: upload.uploading ? undefined : clear,
    upload,
    onSubmit: (event: FormEvent) => void submit(event),
  };
}

/** Beside a file field on Edit: what the item has now (a thumbnail, a link), and that choosing a file replaces it. */
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

/** The stored file of an Edit form: a link to it (or its picture) and 'Choose a new file only to replace it.'. */
export function CurrentFile(props: { image: ReactNode } | { href: string; label: string }) {
  const t = useAdminT();
  return (
    <Current>
      {'image' in props ? (
        props.image
      ) : (
        <a href={props.href} target="_blank" rel="noopener noreferrer">
          {props.label}
        </a>
      )}
      <span>{t('image' in props ? 'form.replaceImage' : 'form.replaceFile')}</span>
    </Current>
  );
}

export interface ItemScreenProps<T> {
  /** The `get` endpoint (`endpoint`) or its items (`source`, `itemOf(endpoint)`); the route's `:id` picks the item. */
  source: ItemSource<T>;
  /** The h1: fixed (Edit Book), or the item's own once it is there (a View screen's title). */
  title: string;
  itemTitle?: (item: T) => string;
  /** Beside the h1 once the item is there (a draft's tag). */
  titleExtra?: (item: T) => ReactNode;
  /** How the item on its way, a 404 and other failures show. */
  status: Omit<ItemLoadStatusProps, 'state'>;
  children: (item: T) => ReactNode;
}

/** An Edit or View screen: the h1, the stored item on its way (or why it did not come, with the way back), then the screen's body for it. */
export function ItemScreen<E extends Endpoint>({
  endpoint,
  ...props
}: Omit<ItemScreenProps<CallResult<E>>, 'source'> & { endpoint: E }) {
  return <ItemScreenOf source={itemOf(endpoint)} {...props} />;
}

/** `ItemScreen` over an item source. */
export function ItemScreenOf<T>({ source, title, itemTitle, titleExtra, status, children }: ItemScreenProps<T>) {
  const { id = '' } = useParams();
  const loaded = source.useItem(id);
  const item = loaded.item;
  return (
    <>
      <PageHeader title={item && itemTitle ? itemTitle(item) : title}>
        {item && titleExtra ? titleExtra(item) : null}
      </PageHeader>
      <ItemLoadStatus state={loaded} {...status} />
      {item ? children(item) : null}
    </>
  );
}

/** An Add screen: the h1 and the form. */
export function AddScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      {children}
    </>
  );
}
