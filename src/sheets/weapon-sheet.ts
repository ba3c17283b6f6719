import { wieldWeapon, type CrewModel } from '../data/crew';
import { weaponSourceOf, type WeaponModel } from '../data/weapon';
import { WEAPON_IDS, weaponStats } from '../rules/highseas';
import { weaponSheetContext, type WeaponWielder } from './weapon-context';
import { BroadsideDocumentSheet } from './document-sheet';
import { SYSTEM_PATH } from '../constants';

const { HandlebarsApplicationMixin } = foundry.applications.api;

export class WeaponSheet extends BroadsideDocumentSheet(
  HandlebarsApplicationMixin(foundry.applications.sheets.ItemSheetV2),
) {
  static override DEFAULT_OPTIONS = {
    classes: ['weapon'],
    position: { width: 560, height: 720 },
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

  protected override get richText(): string {
    return this.weapon.description;
  }

  protected override _sheetContext() {
    return weaponSheetContext(this.weapon, this.weapon.derived, this.isEditable, this.wielder);
  }

  /** Fills every stat from a weapon of the table; the name, hand and description stay as they are. */
  static async #applyPreset(this: WeaponSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const id = target.closest('.presets')?.querySelector<HTMLSelectElement>('select.preset')?.value;
    if (!id || !(WEAPON_IDS as string[]).includes(id)) return;
    await this.document.update({ system: weaponSourceOf(weaponStats(id)) });
  }
}
