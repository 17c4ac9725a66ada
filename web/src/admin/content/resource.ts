// What the generic content screen needs to know about one resource: its typed calls (api.ts), its
// form fields with the contract's limits, its table columns, and the name shown when deleting.
// Form values are kept as strings / booleans / string lists while editing and turned into the
// contract's body (numbers, timestamps, omitted empty optionals) by `bodyOf`.
import type { ReactNode } from 'react';
import type { QueryState } from '../../components/feedback/StateBlocks';
import type { Lang } from '../../lib/language/language';
import type { ReadPath } from '../../lib/query';
import type { StaffOperation } from '../components/useStaffCan';
import type { CheckedForm } from './contentCheck';

export type ResourceKey = 'banners' | 'announcements' | 'blogs' | 'blogCategories' | 'activities' | 'gifts' | 'faq' | 'coefficients';

export type FieldKind =
  | 'text'
  | 'textarea'
  /** An address of this site or https. */
  | 'url'
  | 'number'
  | 'select'
  | 'switch'
  /** A moment, sent as milliseconds since the epoch. */
  | 'datetime'
  /** An uploaded picture's address. */
  | 'image'
  /** HTML from the rich editor, with a preview as the public site shows it. */
  | 'rich'
  /** A list of short names, sent as a repeated key. */
  | 'tags';

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;
export interface SelectOption {
  value: string;
  label: string;
}

export interface FieldSpec<Form> {
  name: keyof Form & string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Whole numbers only. */
  integer?: boolean;
  /** For tags: how many. */
  maxItems?: number;
  /** The value a new entry starts with. */
  initial?: FieldValue;
  /** For select: the choices (enum labels in the page's language), or a hook that loads them. */
  options?: (lang: Lang) => SelectOption[];
  useOptions?: () => SelectOption[] | undefined;
  /** For select: the body wants a number. */
  numeric?: boolean;
  /** Shown but not changed when editing (a gift's stock changes through its own operation). */
  fixedOnEdit?: boolean;
  /** A hint under the field (adminContent:<resource>.hints.<name>). */
  hint?: boolean;
}

export interface Column<Item> {
  /** Label: adminContent:<resource>.fields.<key>. */
  key: string;
  render: (item: Item, lang: Lang) => ReactNode;
}

export interface ListPage<Item> {
  total: number;
  items: Item[];
}

type Sent = Promise<{ data?: unknown; error?: unknown; response: Response }>;

export interface ContentResource<Item extends { id: number }, Form> {
  key: ResourceKey;
  listPath: ReadPath;
  /** The operations behind create, edit and delete: each is offered only to roles that may call it. */
  changes: { create: StaffOperation; update: StaffOperation; remove: StaffOperation };
  useList: (page: number, pageSize: number) => QueryState<ListPage<Item>>;
  create: (body: Form) => Sent;
  update: (id: number, body: Form) => Sent;
  remove: (id: number) => Sent;
  fields: FieldSpec<Form>[];
  columns: Column<Item>[];
  /** How an entry is named in the delete confirmation. */
  title: (item: Item) => string;
  /** The validators of its bodies and its checks across fields (contentCheck.ts). */
  validate: CheckedForm<Form>['validate'];
  validateEdit?: CheckedForm<Form>['validateEdit'];
  check?: CheckedForm<Form>['check'];
  /** An extra action on a row (a gift's stock), offered to roles that may call its operation. */
  rowAction?: { operation: StaffOperation; Action: (props: { item: Item }) => ReactNode };
}

/** A local 'YYYY-MM-DDTHH:mm' (the datetime input's value) from milliseconds, and back. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): number {
  return new Date(value).getTime();
}

function emptyValue<Form>(field: FieldSpec<Form>): FieldValue {
  if (field.initial !== undefined) return field.initial;
  if (field.kind === 'switch') return false;
  if (field.kind === 'tags') return [];
  return '';
}

/** The form's starting values: a new entry's defaults, or the entry being edited. */
export function valuesOf<Form>(fields: FieldSpec<Form>[], item?: object): FormValues {
  const values: FormValues = {};
  const source = (item ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const stored = source[field.name];
    if (stored === undefined || stored === null) values[field.name] = emptyValue(field);
    else if (field.kind === 'datetime' && typeof stored === 'number') values[field.name] = toLocalInput(stored);
    else if (Array.isArray(stored)) values[field.name] = stored.map(String);
    else if (typeof stored === 'boolean') values[field.name] = stored;
    else values[field.name] = String(stored);
  }
  return values;
}

/**
 * The request body: text trimmed, empty optional fields left out (the server's defaults apply),
 * numbers and timestamps as numbers; when editing, the fields fixed on edit are left out. Field names are the contract's (FieldSpec<Form>), so the
 * object built here is the contract's form.
 */
export function bodyOf<Form>(fields: FieldSpec<Form>[], values: FormValues, editing = false): Form {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    // Not part of the edit form (a gift's stock): never sent back as it was loaded.
    if (editing && field.fixedOnEdit) continue;
    const value = values[field.name];
    if (field.kind === 'switch') body[field.name] = value === true;
    else if (field.kind === 'tags') body[field.name] = (value as string[]).map((s) => s.trim()).filter(Boolean);
    else {
      const text = typeof value === 'string' ? (field.kind === 'rich' ? value : value.trim()) : '';
      if (text === '') continue;
      if (field.kind === 'number' || (field.kind === 'select' && field.numeric)) body[field.name] = Number(text);
      else if (field.kind === 'datetime') body[field.name] = fromLocalInput(text);
      else body[field.name] = text;
    }
  }
  return body as Form;
}

/** The field a 1001 refusal names ('title: required', '字段 title …', 'Invalid field: imgurl'). */
export function fieldOfRefusal(retmsg: string, names: readonly string[]): string | null {
  const words = new Set(retmsg.split(/[^A-Za-z0-9_]+/));
  return names.find((name) => words.has(name)) ?? null;
}
