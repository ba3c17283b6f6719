/**
 * The base of the ship and crew sheets: one part per tab, each given its own context, and the
 * play/edit lock. The mode belongs to this window, not to the actor: each reader flips his own,
 * and a sheet opens locked for play.
 */
import { BroadsideDocumentSheet } from './document-sheet';
import { partContext, type SheetMode, type TabView } from './sheet-parts';

const { HandlebarsApplicationMixin } = foundry.applications.api;

type PartOptions = foundry.applications.api.HandlebarsApplicationMixin.RenderOptions;

export abstract class BroadsideActorSheet extends BroadsideDocumentSheet(
  HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2),
) {
  static override DEFAULT_OPTIONS: foundry.applications.api.DocumentSheetV2.DefaultOptions = {
    actions: { toggleMode: BroadsideActorSheet.#toggleMode },
  };

  protected _mode: SheetMode = 'play';

  /** Edit mode, for a reader who may edit the actor. */
  get editing(): boolean {
    return this.isEditable && this._mode === 'edit';
  }

  static async #toggleMode(this: BroadsideActorSheet) {
    if (!this.isEditable) return;
    this._mode = this._mode === 'play' ? 'edit' : 'play';
    await this.render();
  }

  /** What one part reads besides the whole sheet's context: a tab's own data, added by each sheet. */
  protected _partData(_partId: string): object | Promise<object> {
    return {};
  }

  protected override async _preparePartContext(
    partId: string,
    context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
    options: PartOptions,
  ) {
    const base = await super._preparePartContext(partId, context, options);
    const own = partContext(partId, base as typeof base & { tabs: Record<string, TabView> });
    return Object.assign(own, await this._partData(partId));
  }
}
