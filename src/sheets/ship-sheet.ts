import type { ShipModel } from '../data/ship';
import { CREW_ROLES, type CrewRole } from '../data/ship';
import { SHIP_TABS, SHIP_TAB_GROUP, shipSheetContext, type CrewEntryView, type ShipSheetView } from './ship-context';
import { addCrewMember, clickTrack } from './tracks';
import { BroadsideDocumentSheet } from './document-sheet';
import { SYSTEM_PATH } from '../constants';
import { chosenContract } from '../registry/aspect-settings';
import { HULL_TYPES, withHull } from '../rules/saltntar';
import { saltntarOf, saveSaltntar } from '../canvas/foundry-sailing';
import { currentLedger } from '../authority/foundry-desk';
import { shipTable } from '../authority/ledger/ledger';
import type { ShipActor } from '../documents/ship-actor';
import { runShipRoll, shipRollDragData } from './ship-macros';

const { HandlebarsApplicationMixin } = foundry.applications.api;

export class ShipSheet extends BroadsideDocumentSheet(
  HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2),
) {
  static override DEFAULT_OPTIONS = {
    classes: ['ship'],
    position: { width: 820, height: 860 },
    actions: {
      strikeDamagePoint: ShipSheet.#strikeDamagePoint,
      strikeSpeedBox: ShipSheet.#strikeSpeedBox,
      roll: ShipSheet.#roll,
      removeCrew: ShipSheet.#removeCrew,
      openCrew: ShipSheet.#openCrew,
      toggleMode: ShipSheet.#toggleMode,
    },
  };

  /**
   * One part holds the tab navigation and every tab, so the browser tests render the sheet as
   * Foundry does; ApplicationV2's own `tab` action switches tabs and keeps the choice in tabGroups.
   */
  static override PARTS = {
    sheet: { template: `${SYSTEM_PATH}/templates/actor/ship-sheet.hbs`, scrollable: ['.tab'] },
  };

  static override TABS = {
    [SHIP_TAB_GROUP]: {
      tabs: SHIP_TABS.map(({ id, icon }) => ({ id, icon })),
      initial: SHIP_TABS[0].id,
      labelPrefix: 'BROADSIDE.Ship.Tab',
    },
  };

  /** Play or edit: how this window shows the ship, kept here and not on the ship (each reader flips his own). */
  #mode: ShipSheetView['mode'] = 'play';

  get ship(): ShipModel {
    return this.document.system as ShipModel;
  }

  protected override get richText(): string {
    return this.ship.notes;
  }

  protected override async _sheetContext() {
    const roster: CrewEntryView[] = await Promise.all(
      this.ship.crew.map(async (entry, index) => {
        const actor = await fromUuid<Actor.Implementation>(entry.actor);
        return {
          index,
          actor: entry.actor,
          name: actor?.name ?? game.i18n.localize('BROADSIDE.Ship.crewMissing'),
          img: actor?.img ?? 'icons/svg/mystery-man.svg',
          role: entry.role,
          missing: !actor,
        };
      }),
    );
    const movement = chosenContract('movement').id;
    const prize = shipTable(currentLedger().table, this.document.uuid).prize ?? null;
    const view: ShipSheetView = {
      mode: this.#mode,
      tab: this.tabGroups[SHIP_TAB_GROUP] ?? SHIP_TABS[0].id,
      isGM: game.user.isGM,
      movement,
      table: { prize },
      hull: saltntarOf(this.document as ShipActor).hull,
    };
    return shipSheetContext(this.ship, this.ship.derived, roster, this.isEditable, view);
  }

  protected override _attachFrameListeners(): void {
    super._attachFrameListeners();
    // A role is part of a roster entry, so it is saved with the whole roster, not by the form.
    this.element.addEventListener('change', (event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && select.classList.contains('crew-role'))
        void this.#changeRole(Number(select.dataset.index), select.value);
      if (select instanceof HTMLSelectElement && select.classList.contains('ship-hull'))
        void this.#changeHull(select.value);
    });
  }

  /** Her Salt'n'Tar hull type lives in her Salt'n'Tar record (a flag), not in the form's data. */
  async #changeHull(value: string) {
    const hull = HULL_TYPES.find((h) => h === value);
    if (!this.isEditable || !hull) return;
    const actor = this.document as ShipActor;
    const state = saltntarOf(actor);
    const next = withHull(state, hull);
    if (next !== state) await saveSaltntar(actor, next);
  }

  static async #toggleMode(this: ShipSheet) {
    if (!this.isEditable) return;
    this.#mode = this.#mode === 'play' ? 'edit' : 'play';
    await this.render();
  }

  async #changeRole(index: number, role: string) {
    const entry = this.ship.crew[index];
    if (!this.isEditable || !entry || entry.role === role || !(CREW_ROLES as readonly string[]).includes(role)) return;
    const crew = this.ship.crew.map((e, i) => (i === index ? { ...e, role: role as CrewRole } : e));
    await this.document.update({ system: { crew } });
  }

  static async #strikeDamagePoint(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const points = clickTrack(Number(target.dataset.box), target.dataset.struck === 'true');
    if (points === this.ship.damage.points) return;
    await this.document.update({ system: { damage: { points } } });
  }

  static async #strikeSpeedBox(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const speedBoxes = clickTrack(Number(target.dataset.box), target.dataset.struck === 'true');
    if (speedBoxes === this.ship.damage.speedBoxes) return;
    await this.document.update({ system: { damage: { speedBoxes } } });
  }

  static async #roll(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    await runShipRoll(this.document as ShipActor, target.dataset.roll ?? '');
  }

  /** Each roll button can be dragged to the hotbar, where it becomes a macro of the same roll (ship-macros.ts). */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    for (const button of this.element.querySelectorAll<HTMLElement>('button[data-action="roll"][data-roll]')) {
      button.draggable = true;
      button.addEventListener('dragstart', (event) => {
        const data = shipRollDragData(this.document, button.dataset.roll ?? '');
        event.dataTransfer?.setData('text/plain', JSON.stringify(data));
      });
    }
  }

  static async #removeCrew(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const actor = target.closest<HTMLElement>('[data-actor]')?.dataset.actor;
    const crew = this.ship.crew.filter((entry) => entry.actor !== actor);
    if (crew.length === this.ship.crew.length) return;
    await this.document.update({ system: { crew } });
  }

  static async #openCrew(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    const uuid = target.closest<HTMLElement>('[data-actor]')?.dataset.actor;
    const actor = uuid ? await fromUuid<Actor.Implementation>(uuid) : null;
    // Broadside's actors have ApplicationV2 sheets; the type also allows the legacy kind.
    const sheet = actor?.sheet as foundry.applications.api.ApplicationV2.Any | null | undefined;
    await sheet?.render({ force: true });
  }

  /** A ship holds no items: weapons are carried by her crew, so a dropped one would sit unseen. */
  protected override _onDropItem(_event: DragEvent, _item: Item.Implementation) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.noItems'));
    return Promise.resolve(null);
  }

  /** Crew actors dropped on the ship join its roster in the first role nobody holds yet. */
  protected override async _onDropActor(_event: DragEvent, actor: Actor.Implementation) {
    if (!this.isEditable || actor.type !== 'crew') return null;
    const held = new Set(this.ship.crew.map((entry) => entry.role));
    const role = CREW_ROLES.find((r) => !held.has(r)) ?? 'lieutenant';
    const crew = addCrewMember(this.ship.crew, actor.uuid, role);
    if (!crew) {
      ui.notifications?.info(game.i18n.format('BROADSIDE.Ship.crewAlreadyAboard', { name: actor.name }));
      return null;
    }
    await this.document.update({ system: { crew } });
    return actor;
  }
}
