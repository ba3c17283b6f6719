/**
 * What the ship, crew and weapon sheets share, as a mixin over Foundry's ActorSheetV2 and
 * ItemSheetV2 (each keeps its own drop and sort handling): their options, the context every
 * template reads (the document's data and its rich text, enriched), and the check of typed numbers
 * against the schema before Foundry cleans them.
 */
import { numberRefusals } from './sheet-support';
import { clearRefusal, showRefusal } from './field-refusals';
import { SYSTEM_PATH } from '../constants';

/** The template parts the sheets include, loaded with them so Handlebars knows them as partials. */
export const SHEET_PARTIALS = ['sheet-header', 'rich-text', 'problems'].map(
  (part) => `${SYSTEM_PATH}/templates/parts/${part}.hbs`,
);

type SheetInstance = foundry.applications.api.DocumentSheetV2.Any & {
  document: Actor.Implementation | Item.Implementation;
};
// TypeScript takes a class as a mixin's base only when its constructor is typed `(...args: any[])`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SheetClass = abstract new (...args: any[]) => SheetInstance;

export function BroadsideDocumentSheet<Base extends SheetClass>(base: Base) {
  abstract class BroadsideSheet extends base {
    static DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
      classes: ['broadside', 'sheet'],
      window: { resizable: true },
      form: { submitOnChange: true },
    };

    /** The document's rich text (notes, biography, description), shown enriched. */
    protected abstract get richText(): string;

    /** What this sheet's template reads besides the document, its data and the enriched text. */
    protected abstract _sheetContext(): object | Promise<object>;

    protected override async _prepareContext(options: foundry.applications.api.DocumentSheetV2.RenderOptions) {
      const context = await super._prepareContext(options);
      const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(this.richText, {
        secrets: this.document.isOwner,
        relativeTo: this.document,
      });
      const system = this.document.system;
      return { ...context, system, systemFields: system.schema.fields, enriched, ...(await this._sheetContext()) };
    }

    /**
     * Checks every typed number against its schema field while it is still as typed: cleaning in
     * `super` would clamp an out-of-range number and save it, or refuse the whole form with
     * Foundry's own generic error. A refused number is left out of the update and shown at its input.
     */
    protected override _prepareSubmitData(
      event: SubmitEvent,
      form: HTMLFormElement,
      formData: foundry.applications.ux.FormDataExtended,
      updateData?: object,
    ) {
      const changed = event.target instanceof HTMLElement ? event.target.getAttribute('name') : null;
      if (changed) clearRefusal(form, changed);
      for (const refusal of numberRefusals(this.document, formData.object)) {
        showRefusal(form, refusal);
        delete formData.object[refusal.name];
      }
      return super._prepareSubmitData(event, form, formData, updateData);
    }
  }
  return BroadsideSheet;
}
