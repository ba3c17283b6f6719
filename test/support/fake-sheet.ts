/**
 * Foundry's document sheets as a browser test's page sees them: stand-ins for the v13 classes the
 * system's sheets extend (ApplicationV2 → DocumentSheetV2 → ActorSheetV2 / ItemSheetV2, and
 * HandlebarsApplicationMixin), and for the documents they edit. sheet-harness.ts installs them on
 * `globalThis` before the sheets' modules load. They model what these pages and threads say, and
 * nothing kinder (test/support/FOUNDRY-FACTS.md §10 collects them):
 *
 * - A DocumentSheetV2 submits its form in two steps: `_prepareSubmitData(event, form, formData,
 *   updateData)` expands the form data and validates it against the document, throwing when it is
 *   invalid; then `_processSubmitData(event, form, submitData, options)` calls `document.update`
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html;
 *   https://github.com/foundryvtt/foundryvtt/issues/12653). Validation cleans the data in place, so
 *   `_processSubmitData` receives the cleaned data: issue 13458 reports, as a bug since closed, that
 *   it had stopped doing so (https://github.com/foundryvtt/foundryvtt/issues/13458).
 * - A throw from the form handler ends the submit with an error notification; the sheet is neither
 *   re-rendered nor are its inputs reset (issue 12653).
 * - Cleaning a NumberField clamps a number outside [min, max] to the bound, and the clamped value is
 *   what is saved (https://github.com/foundryvtt/foundryvtt/issues/12487); a value that is not a
 *   number becomes NaN and fails validation, and null fails a field that is not nullable
 *   (https://github.com/MetaMorphic-Digital/draw-steel/issues/1335). Whether `integer` rounds is
 *   unconfirmed, so it is not modelled.
 * - `document.update` cleans and validates the same way and rejects, writing nothing, when the
 *   data is invalid (https://github.com/foundryvtt/foundryvtt/issues/8486, /issues/14657); it sends
 *   only what differs from the stored data, and nothing when nothing does (the `diff` option, true
 *   by default: https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseUpdateOperation.html).
 * - FormDataExtended reads an empty number input as null and any other as a Number; a checkbox
 *   as whether it is checked (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html).
 * - A data model's field labels come from its LOCALIZATION_PREFIXES: `<prefix>.FIELDS.<path>.label`,
 *   a nested field's path joined by `.FIELDS.` (Localization.localizeDataModel,
 *   https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html).
 * - ActorSheetV2#_onDropItem creates the dropped item on the actor
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html).
 * - ApplicationV2 merges each class's own DEFAULT_OPTIONS down the inheritance chain, and with
 *   `form.submitOnChange` submits the form on every change
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html).
 */
import { NumberField, SchemaField, type DataField } from './foundry-fields';
import { format, lookup, type LangTree } from './lang';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function expandObject(flat: Obj): Obj {
  const out: Obj = {};
  for (const [path, value] of Object.entries(flat)) setProperty(out, path, value);
  return out;
}

export function flattenObject(obj: Obj, prefix = ''): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(obj)) {
    if (isObject(value) && Object.keys(value).length) Object.assign(out, flattenObject(value, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

export function getProperty(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), obj);
}

function setProperty(obj: Obj, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = obj;
  for (const key of keys) node = isObject(node[key]) ? node[key] : (node[key] = {});
  node[last] = value;
}

/** What of `changes` differs from `stored`, key by key; empty when nothing does. */
function difference(changes: Obj, stored: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(changes)) {
    if (isObject(value) && isObject(stored[key])) {
      const inner = difference(value, stored[key]);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (JSON.stringify(value) !== JSON.stringify(stored[key])) out[key] = value;
  }
  return out;
}

/** An update merged into stored data: objects key by key, everything else replaced. */
function merge(target: Obj, changes: Obj) {
  for (const [key, value] of Object.entries(changes)) {
    if (isObject(value) && isObject(target[key])) merge(target[key], value);
    else target[key] = structuredClone(value);
  }
}

export function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the page's user was told, in order. */
export const notices: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
const notify = (level: 'info' | 'warn' | 'error') => (message: unknown) => void notices.push({ level, message: String(message) });
export const notifications = { info: notify('info'), warn: notify('warn'), error: notify('error') };

export function i18n(lang: LangTree) {
  const localize = (key: string) => lookup(lang, key) ?? key;
  return { lang: 'en', localize, format: (key: string, data: Record<string, unknown> = {}) => format(localize(key), data) };
}

export class DataModelValidationError extends Error {}

/** A number as cleaning leaves it: cast, then clamped to its bounds; NaN and a forbidden null are invalid. */
function cleanNumber(field: DataField, value: unknown, path: string): number | null {
  if (value === null || value === undefined) {
    if (field.nullable) return null;
    throw new DataModelValidationError(`${path}: may not be null`);
  }
  let number = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(number)) throw new DataModelValidationError(`${path}: must be a number`);
  if (typeof field.min === 'number') number = Math.max(field.min, number);
  if (typeof field.max === 'number') number = Math.min(field.max, number);
  return number;
}

/** A cleaned copy of changes to a schema's data; throws as validation does. */
export function cleanChanges(schema: SchemaField, changes: Obj, prefix = 'system'): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(changes)) {
    const field = schema.fields[key];
    const path = `${prefix}.${key}`;
    if (field instanceof SchemaField && isObject(value)) out[key] = cleanChanges(field, value, path);
    else if (field instanceof NumberField) out[key] = cleanNumber(field, value, path);
    else out[key] = value;
  }
  return out;
}

/** Sets each field's label and hint as Foundry localises a data model's schema. */
function localizeSchema(schema: SchemaField, prefix: string, localize: (key: string) => string) {
  for (const [key, field] of Object.entries(schema.fields)) {
    for (const part of ['label', 'hint'] as const) {
      const textKey = `${prefix}.FIELDS.${key}.${part}`;
      const text = localize(textKey);
      if (text !== textKey) field[part] = text;
    }
    if (field instanceof SchemaField) localizeSchema(field, `${prefix}.FIELDS.${key}`, localize);
  }
}

/**
 * A type data model's schema as a sheet sees it: rooted at `system` (so each field's path is the
 * name of its input) and labelled from the model's LOCALIZATION_PREFIXES.
 */
export function modelSchema(Model: ModelClass, localize: (key: string) => string): SchemaField {
  const schema = new SchemaField(Model.defineSchema() as Record<string, DataField>);
  schema.name = 'system';
  for (const prefix of Model.LOCALIZATION_PREFIXES) localizeSchema(schema, prefix, localize);
  return schema;
}

/** A data model class as these stand-ins read it (typed loosely: the real fields are stand-ins here). */
export interface ModelClass {
  defineSchema(): object;
  LOCALIZATION_PREFIXES: string[];
}

export interface FakeDocument {
  documentName: 'Actor' | 'Item';
  type: string;
  name: string;
  uuid: string;
  isOwner: boolean;
  parent: FakeDocument | null;
  _source: { name: string; system: Obj };
  system: Obj & { schema: SchemaField };
  /** Every update as it was saved: cleaned, and only what differed. */
  saved: Obj[];
  /** Embedded documents created on it. */
  created: Obj[];
  items: { contents: unknown[]; get(id: string): unknown; filter(test: (item: unknown) => boolean): unknown[] };
  validate(options: { changes: Obj }): boolean;
  update(changes: Obj): Promise<FakeDocument>;
  createEmbeddedDocuments(name: string, data: Obj[]): Promise<Obj[]>;
  toObject(): Obj;
}

export function fakeDocument(
  spec: { documentName: 'Actor' | 'Item'; type: string; name: string; system: Obj },
  Model: ModelClass,
  localize: (key: string) => string,
): FakeDocument {
  const schema = modelSchema(Model, localize);
  const clean = (changes: Obj) => ({ ...changes, ...(isObject(changes.system) ? { system: cleanChanges(schema, changes.system) } : {}) });
  const doc: FakeDocument = {
    documentName: spec.documentName,
    type: spec.type,
    name: spec.name,
    uuid: `${spec.documentName}.${spec.type}0000000001`,
    isOwner: true,
    parent: null,
    _source: { name: spec.name, system: structuredClone(spec.system) },
    system: { ...structuredClone(spec.system), schema },
    saved: [],
    created: [],
    items: { contents: [], get: () => undefined, filter: () => [] },
    validate({ changes }) {
      Object.assign(changes, clean(changes));
      return true;
    },
    async update(changes) {
      const diff = difference(clean(changes), doc._source);
      if (Object.keys(diff).length) {
        doc.saved.push(diff);
        merge(doc._source, diff);
      }
      return Promise.resolve(doc);
    },
    async createEmbeddedDocuments(_name, data) {
      doc.created.push(...data);
      return Promise.resolve(data);
    },
    toObject: () => ({ name: doc.name, type: doc.type, system: structuredClone(doc._source.system) }),
  };
  return doc;
}

/** The form's values as FormDataExtended reads them, by input name. */
export class FormDataExtended {
  object: Obj = {};
  constructor(form: HTMLFormElement) {
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) continue;
      if (!el.name || el.disabled) continue;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') this.object[el.name] = el.checked;
      else if (el instanceof HTMLInputElement && el.type === 'radio') {
        if (el.checked) this.object[el.name] = el.value;
      } else if (el instanceof HTMLInputElement && el.type === 'number') this.object[el.name] = el.value === '' ? null : Number(el.value);
      else this.object[el.name] = el.value;
    }
  }
}

type Action = (this: ApplicationV2, event: Event, target: HTMLElement) => unknown;
type FormHandler = (this: ApplicationV2, event: Event, form: HTMLFormElement, formData: FormDataExtended) => Promise<void>;
interface AppOptions {
  classes: string[];
  actions: Record<string, Action>;
  form: { handler?: FormHandler; submitOnChange?: boolean; closeOnSubmit?: boolean };
  document?: FakeDocument;
  [key: string]: unknown;
}

function mergeOptions(target: Obj, source: Obj) {
  for (const [key, value] of Object.entries(source)) {
    if (key === 'classes' && Array.isArray(value)) target.classes = [...((target.classes as string[] | undefined) ?? []), ...(value as string[])];
    else if (isObject(value) && isObject(target[key])) mergeOptions(target[key], value);
    else target[key] = value;
  }
}

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Obj = { classes: [], actions: {}, form: { submitOnChange: false, closeOnSubmit: false } };
  options: AppOptions;
  element!: HTMLElement;
  #bound = false;

  constructor(options: Obj = {}) {
    const chain: Obj[] = [];
    for (let cls = this.constructor as typeof ApplicationV2 | null; cls && cls !== Function.prototype; cls = Object.getPrototypeOf(cls) as typeof ApplicationV2 | null) {
      if (Object.hasOwn(cls, 'DEFAULT_OPTIONS')) chain.unshift(cls.DEFAULT_OPTIONS);
    }
    const merged: Obj = {};
    for (const level of [...chain, options]) mergeOptions(merged, structuredClone({ ...level, actions: {}, form: {}, document: undefined }));
    // Functions and the document are kept as they are, not cloned.
    merged.actions = Object.assign({}, ...chain.map((level) => level.actions ?? {}));
    merged.form = Object.assign({}, ...chain.map((level) => level.form ?? {}));
    merged.document = options.document;
    this.options = merged as AppOptions;
  }

  get form(): HTMLFormElement | null {
    return this.element instanceof HTMLFormElement ? this.element : (this.element?.querySelector('form') ?? null);
  }

  /** Takes the page's `.application` element, already rendered by the test, as the sheet. */
  async render(): Promise<this> {
    this.element = document.querySelector<HTMLElement>('.application')!;
    if (!this.#bound) {
      this.#bind();
      this._attachFrameListeners();
    }
    await this._onRender({}, {});
    return this;
  }

  async _prepareContext(_options: unknown): Promise<Obj> {
    return Promise.resolve({});
  }

  async _onRender(_context: unknown, _options: unknown): Promise<void> {}

  /** Called once, when the frame is first rendered. */
  _attachFrameListeners(): void {}

  #bind() {
    this.#bound = true;
    this.element.addEventListener('click', (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>('[data-action]');
      const action = target?.dataset.action ? this.options.actions[target.dataset.action] : undefined;
      if (target && action) void action.call(this, event, target);
    });
    this.element.addEventListener('change', (event) => void this._onChangeForm(this.options.form, event));
    this.element.addEventListener('submit', (event) => void this._onSubmitForm(this.options.form, event));
  }

  async _onChangeForm(formConfig: AppOptions['form'], event: Event): Promise<void> {
    if (formConfig.submitOnChange) await this._onSubmitForm(formConfig, event);
  }

  async _onSubmitForm(formConfig: AppOptions['form'], event: Event): Promise<void> {
    event.preventDefault();
    const form = this.form!;
    try {
      await formConfig.handler?.call(this, event, form, new FormDataExtended(form));
    } catch (error) {
      notifications.error(error instanceof Error ? error.message : error);
    }
  }
}

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Obj = { form: { handler: DocumentSheetV2.#onSubmitDocumentForm } };

  get document(): FakeDocument {
    return this.options.document!;
  }

  get isEditable(): boolean {
    return this.document.isOwner;
  }

  static async #onSubmitDocumentForm(this: DocumentSheetV2, event: Event, form: HTMLFormElement, formData: FormDataExtended) {
    const submitData = this._prepareSubmitData(event, form, formData);
    await this._processSubmitData(event, form, submitData);
  }

  _prepareSubmitData(_event: Event, _form: HTMLFormElement, formData: FormDataExtended, updateData?: Obj): Obj {
    const submitData = expandObject(formData.object);
    if (updateData) merge(submitData, updateData);
    this.document.validate({ changes: submitData });
    return submitData;
  }

  async _processSubmitData(_event: Event, _form: HTMLFormElement, submitData: Obj, _options?: Obj): Promise<void> {
    await this.document.update(submitData);
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): FakeDocument {
    return this.document;
  }

  async _onDropItem(_event: DragEvent, item: FakeDocument): Promise<unknown> {
    if (!this.actor.isOwner) return null;
    return this.actor.createEmbeddedDocuments('Item', [item.toObject()]);
  }

  async _onDropActor(_event: DragEvent, _actor: FakeDocument): Promise<unknown> {
    return Promise.resolve(null);
  }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): FakeDocument {
    return this.document;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript's form for a mixin's base
export function HandlebarsApplicationMixin<T extends new (...args: any[]) => ApplicationV2>(Base: T) {
  return class HandlebarsApplication extends Base {
    static PARTS: Obj = {};
  };
}
