/**
 * Foundry's document sheets as a browser test's page sees them: stand-ins for the v13 classes the
 * system's sheets extend (ApplicationV2 → DocumentSheetV2 → ActorSheetV2 / ItemSheetV2, and
 * HandlebarsApplicationMixin). sheet-harness.ts installs them on `globalThis` before the sheets'
 * modules load. They model what these pages and threads say, and nothing kinder (the documents
 * they edit are in fake-sheet-documents.ts; FOUNDRY-FACTS.md §10 collects the facts):
 *
 * - A DocumentSheetV2 submits its form in two steps: `_prepareSubmitData(event, form, formData,
 *   updateData)` expands the form data and validates it against the document, throwing when it is
 *   invalid; then `_processSubmitData(event, form, submitData, options)` calls `document.update`
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html;
 *   https://github.com/foundryvtt/foundryvtt/issues/12653).
 * - A throw from the form handler ends the submit with an error notification; the sheet is neither
 *   re-rendered nor are its inputs reset (issue 12653).
 * - FormDataExtended reads an empty number input as null and any other as a Number; a checkbox
 *   as whether it is checked (https://foundryvtt.com/api/v13/classes/foundry.applications.ux.FormDataExtended.html).
 * - ActorSheetV2#_onDropItem creates the dropped item on the actor
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.sheets.ActorSheetV2.html).
 * - ApplicationV2 merges each class's own DEFAULT_OPTIONS down the inheritance chain, and with
 *   `form.submitOnChange` submits the form on every change
 *   (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html).
 * - ApplicationV2's render runs its lifecycle in order: `_configureRenderOptions(options)` first,
 *   the context and the HTML, then `_onFirstRender(context, options)` on the first render only, then
 *   `_onRender(context, options)` on every one; `close(options)` calls `_onClose(options)`, and a
 *   closed window renders for the first time again (the same page). The stand-in has no templates:
 *   its HTML is the one the test rendered, put back on each later render as a render replaces the
 *   parts' HTML, and its context is empty.
 */
import { format, lookup, type LangTree } from './lang';
import { expandObject, isObject, merge, type Obj } from './objects';
import type { FakeDocument } from './fake-sheet-documents';

export function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the page's user was told, in order. */
export const notices: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
const notify = (level: 'info' | 'warn' | 'error') => (message: unknown) =>
  void notices.push({ level, message: String(message) });
export const notifications = { info: notify('info'), warn: notify('warn'), error: notify('error') };

export function i18n(lang: LangTree) {
  const localize = (key: string) => lookup(lang, key) ?? key;
  return {
    lang: 'en',
    localize,
    format: (key: string, data: Record<string, unknown> = {}) => format(localize(key), data),
  };
}

/** The form's values as FormDataExtended reads them, by input name. */
export class FormDataExtended {
  object: Obj = {};
  constructor(form: HTMLFormElement) {
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement))
        continue;
      if (!el.name || el.disabled) continue;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') this.object[el.name] = el.checked;
      else if (el instanceof HTMLInputElement && el.type === 'radio') {
        if (el.checked) this.object[el.name] = el.value;
      } else if (el instanceof HTMLInputElement && el.type === 'number')
        this.object[el.name] = el.value === '' ? null : Number(el.value);
      else this.object[el.name] = el.value;
    }
  }
}

type Action = (this: ApplicationV2, event: Event, target: HTMLElement) => unknown;
type FormHandler = (
  this: ApplicationV2,
  event: Event,
  form: HTMLFormElement,
  formData: FormDataExtended,
) => Promise<void>;
interface AppOptions {
  classes: string[];
  actions: Record<string, Action>;
  form: { handler?: FormHandler; submitOnChange?: boolean; closeOnSubmit?: boolean };
  document?: FakeDocument;
  [key: string]: unknown;
}

function mergeOptions(target: Obj, source: Obj) {
  for (const [key, value] of Object.entries(source)) {
    if (key === 'classes' && Array.isArray(value))
      target.classes = [...((target.classes as string[] | undefined) ?? []), ...(value as string[])];
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
    for (
      let cls = this.constructor as typeof ApplicationV2 | null;
      cls && cls !== Function.prototype;
      cls = Object.getPrototypeOf(cls) as typeof ApplicationV2 | null
    ) {
      if (Object.hasOwn(cls, 'DEFAULT_OPTIONS')) chain.unshift(cls.DEFAULT_OPTIONS);
    }
    const merged: Obj = {};
    for (const level of [...chain, options])
      mergeOptions(merged, structuredClone({ ...level, actions: {}, form: {}, document: undefined }));
    // Functions and the document are kept as they are, not cloned.
    merged.actions = Object.assign({}, ...chain.map((level) => level.actions ?? {}));
    merged.form = Object.assign({}, ...chain.map((level) => level.form ?? {}));
    merged.document = options.document;
    this.options = merged as AppOptions;
  }

  get form(): HTMLFormElement | null {
    return this.element instanceof HTMLFormElement ? this.element : (this.element?.querySelector('form') ?? null);
  }

  /** Whether the window is open (rendered and not closed since). */
  rendered = false;
  /** How often it rendered. */
  renders = 0;
  /** The page's HTML as the test rendered it, put back by every later render. */
  #drawn = '';

  /**
   * Takes the page's `.application` element, already rendered by the test, as the sheet; a later
   * render puts the test's HTML back in it, as a render replaces the parts' HTML.
   */
  async render(options: Obj = {}): Promise<this> {
    this._configureRenderOptions(options);
    const first = !this.rendered;
    this.element = document.querySelector<HTMLElement>('.application')!;
    if (this.renders === 0) this.#drawn = this.element.innerHTML;
    else this.element.innerHTML = this.#drawn;
    if (!this.#bound) {
      this.#bind();
      this._attachFrameListeners();
    }
    this.rendered = true;
    this.renders += 1;
    if (first) await this._onFirstRender({}, options);
    await this._onRender({}, options);
    return this;
  }

  /** Closes the window: `_onClose` runs, and a later render is a first render again. */
  async close(options: Obj = {}): Promise<this> {
    this.rendered = false;
    this._onClose(options);
    return Promise.resolve(this);
  }

  _configureRenderOptions(_options: Obj): void {}

  async _prepareContext(_options: unknown): Promise<Obj> {
    return Promise.resolve({});
  }

  async _onFirstRender(_context: unknown, _options: unknown): Promise<void> {}

  async _onRender(_context: unknown, _options: unknown): Promise<void> {}

  _onClose(_options: unknown): void {}

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

  static async #onSubmitDocumentForm(
    this: DocumentSheetV2,
    event: Event,
    form: HTMLFormElement,
    formData: FormDataExtended,
  ) {
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
