/** The weapon item's sheet: a High Seas weapon's figures, the table's presets, and how its owner wields it. */
import type { CrewModel } from '../../data/crew';
import { wieldWeapon } from './crew-part';
import { weaponSourceOf, type WeaponModel } from './weapon';
import { WEAPON_IDS, weaponStats } from '../../rules/highseas';
import { weaponSheetContext, type WeaponWielder } from './weapon-context';
import { BroadsideDocumentSheet } from '../../sheets/document-sheet';
import { SYSTEM_ID, SYSTEM_PATH } from '../../constants';
import { WEAPON_SHEET_TEMPLATE } from './templates';

/**
 * The sheet's class, built on first use: Foundry's sheet classes exist once Foundry has loaded, and
 * the module is read before that (by the registry's readers, the settings and the tests).
 */
function defineWeaponSheet() {
  const { HandlebarsApplicationMixin } = foundry.applications.api;

  return class WeaponSheet extends BroadsideDocumentSheet(
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
      sheet: { template: `${SYSTEM_PATH}/${WEAPON_SHEET_TEMPLATE}`, scrollable: [''] },
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
  };
}

let weaponSheet: ReturnType<typeof defineWeaponSheet> | null = null;

/** The weapon item's sheet class. */
export function weaponSheetClass() {
  return (weaponSheet ??= defineWeaponSheet());
}

/** The weapon item's sheet, Foundry's default for it: called by the module's registration at init. */
export function registerWeaponSheet(): void {
  foundry.documents.collections.Items.registerSheet(SYSTEM_ID, weaponSheetClass(), {
    types: ['weapon'],
    makeDefault: true,
    label: 'BROADSIDE.Sheet.weapon',
  });
}
