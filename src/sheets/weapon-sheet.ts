import { wieldWeapon, type CrewModel } from '../data/crew';
import { weaponSourceOf, type WeaponModel } from '../data/weapon';
import { WEAPON_IDS, weaponStats } from '../rules/highseas';
import { weaponSheetContext, type WeaponWielder } from './weapon-context';
import { guardNumbers } from './sheet-support';
import { SYSTEM_PATH } from '../constants';

const { HandlebarsApplicationMixin } = foundry.applications.api;

export class WeaponSheet extends HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2) {
  static override DEFAULT_OPTIONS = {
    classes: ['broadside', 'sheet', 'weapon'],
    position: { width: 560, height: 720 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      applyPreset: WeaponSheet.#applyPreset,
    },
  };

  static override PARTS = {
    sheet: { template: `${SYSTEM_PATH}/templates/item/weapon-sheet.hbs`, scrollable: [''] },
  };

  get weapon(): WeaponModel {
    return this.document.system as WeaponModel;
  }

  /** A crew actor owning the weapon, with how they wield it; null for a weapon in the sidebar or a pack. */
  get wielder(): WeaponWielder | null {
    const owner = this.document.parent;
    if (!owner || owner.type !== 'crew') return null;
    return { name: owner.name, wielded: wieldWeapon(owner.system as CrewModel, this.weapon) };
  }

  override async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options as never);
    const enrichedDescription = await foundry.applications.ux.TextEditor.implementation.enrichHTML(this.weapon.description, {
      secrets: this.document.isOwner,
      relativeTo: this.document,
    });
    return {
      ...context,
      item: this.document,
      system: this.weapon,
      enrichedDescription,
      ...weaponSheetContext(this.weapon, this.weapon.derived, this.isEditable, this.wielder),
    };
  }

  /** Refuses a typed number the schema would reject, with a message that names the field. */
  protected override async _processSubmitData(event: SubmitEvent, form: HTMLFormElement, submitData: object, options?: object) {
    if (!guardNumbers(this.document, submitData)) {
      await this.render();
      return;
    }
    await super._processSubmitData(event, form, submitData as never, options);
  }

  /** Fills every stat from a weapon of the table; the name, hand and description stay as they are. */
  static async #applyPreset(this: WeaponSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const id = target.closest('.presets')?.querySelector<HTMLSelectElement>('select.preset')?.value;
    if (!id || !(WEAPON_IDS as string[]).includes(id)) return;
    await this.document.update({ system: weaponSourceOf(weaponStats(id)) });
  }
}
