import type { CrewModel } from '../data/crew';
import type { ModuleItemSources } from '../registry/module-types';
import { CREW_PARTS, CREW_TABS, crewSheetContext, type CarriedWeapon } from './crew-context';
import { handUpdates, heldWeapon } from './weapon-hands';
import { clickTrack } from './tracks';
import { choiceIds, worldChoices } from './sheet-blocks';
import { crewRollDragData, runCrewRoll } from './crew-macros';
import { BroadsideActorSheet } from './actor-sheet';
import { TAB_GROUP } from './sheet-parts';
import { currentDuels } from '../authority/foundry-desk';
import { currentReader } from '../documents/reader';
import { runningDuelOf } from '../data/duel-records';
import { chosenContract } from '../registry/aspect-settings';

/** The crew sheet, on the ship sheet's base: his head, the tabs and a part per tab, locked for play until unlocked. */
export class CrewSheet extends BroadsideActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['crew'],
    position: { width: 820, height: 900 },
    actions: {
      strikeHitPoint: CrewSheet.#strikeHitPoint,
      strikeWound: CrewSheet.#strikeWound,
      roll: CrewSheet.#roll,
      setHand: CrewSheet.#setHand,
      editWeapon: CrewSheet.#editWeapon,
      deleteWeapon: CrewSheet.#deleteWeapon,
      startDuel: CrewSheet.#startDuel,
      openDuel: CrewSheet.#openDuel,
      pickDuel: CrewSheet.#pickDuel,
    },
  };

  static override PARTS = CREW_PARTS;

  static override TABS = {
    [TAB_GROUP]: {
      tabs: CREW_TABS.map(({ id, icon }) => ({ id, icon })),
      initial: CREW_TABS[0].id,
      labelPrefix: 'BROADSIDE.Crew.Tab',
    },
  };

  /** Weapons whose deletion is under way, so a double click deletes once. */
  #deleting = new Set<string>();

  get crew(): CrewModel {
    return this.document.system as CrewModel;
  }

  /** The stored maximum hit points override; the model's `hitPoints.max` holds the derived value. */
  get storedMaxHitPoints(): number | null {
    const stored = this.document._source.system as { hitPoints?: { max?: number | null } };
    return stored.hitPoints?.max ?? null;
  }

  get weapons(): CarriedWeapon[] {
    return this.document.items
      .filter((item) => item.type === 'weapon')
      .sort((a, b) => a.sort - b.sort)
      .map((item) => ({
        id: item.id!,
        name: item.name,
        img: item.img ?? '',
        system: item.system as ModuleItemSources['weapon'],
      }));
  }

  #context() {
    const duel = chosenContract('personalCombat').crewView(currentDuels(), this.document.uuid, currentReader());
    const view = {
      mode: this._mode,
      tab: this.tabGroups[TAB_GROUP] ?? CREW_TABS[0].id,
      chosen: choiceIds(worldChoices),
    };
    return crewSheetContext(
      this.crew,
      this.crew.derived,
      this.storedMaxHitPoints,
      this.weapons,
      this.isEditable,
      duel,
      view,
    );
  }

  static #startDuel(this: CrewSheet) {
    void chosenContract('personalCombat').startFrom(this.document);
  }

  static #openDuel(this: CrewSheet) {
    const running = runningDuelOf(currentDuels(), this.document.uuid);
    if (running) void chosenContract('personalCombat').openTracker(running.record.id);
  }

  static #pickDuel(this: CrewSheet) {
    const running = runningDuelOf(currentDuels(), this.document.uuid);
    if (running) void chosenContract('personalCombat').openPick(running.record, running.fighter);
  }

  protected override get richText(): string {
    return this.crew.biography;
  }

  protected override _sheetContext() {
    return this.#context();
  }

  /** Hit points are a track of damage taken: striking box n leaves max − n. */
  static async #strikeHitPoint(this: CrewSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const damage = clickTrack(Number(target.dataset.box), target.dataset.struck === 'true');
    const value = Number(target.dataset.max) - damage;
    if (value === this.crew.hitPoints.value) return;
    await this.document.update({ system: { hitPoints: { value } } });
  }

  static async #strikeWound(this: CrewSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const location = target.closest<HTMLElement>('[data-location]')?.dataset.location;
    if (!location || !(location in this.crew.wounds)) return;
    const damage = clickTrack(Number(target.dataset.box), target.dataset.struck === 'true');
    if (damage === this.crew.wounds[location as keyof CrewModel['wounds']].damage) return;
    await this.document.update({ system: { wounds: { [location]: { damage } } } });
  }

  static async #roll(this: CrewSheet, _event: PointerEvent, target: HTMLElement) {
    const roll = this.#context()
      .rollGroups.flatMap((group) => group.rolls)
      .find((r) => r.id === target.dataset.roll);
    if (roll) await runCrewRoll(this.document, roll);
  }

  /** Each roll button can be dragged to the hotbar, where it becomes a macro of the same roll (crew-macros.ts). */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    for (const button of this.element.querySelectorAll<HTMLElement>('button[data-action="roll"][data-roll]')) {
      button.draggable = true;
      button.addEventListener('dragstart', (event) => {
        const data = crewRollDragData(this.document, button.dataset.roll ?? '');
        event.dataTransfer?.setData('text/plain', JSON.stringify(data));
      });
    }
  }

  static async #setHand(this: CrewSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable) return;
    const id = target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId;
    const hand = target.dataset.hand as ModuleItemSources['weapon']['hand'] | undefined;
    if (!id || !hand) return;
    const updates = handUpdates(this.weapons.map(heldWeapon), id, hand);
    if (updates.length) await this.document.updateEmbeddedDocuments('Item', updates);
  }

  static async #editWeapon(this: CrewSheet, _event: PointerEvent, target: HTMLElement) {
    const id = target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId;
    const sheet = (id ? this.document.items.get(id)?.sheet : null) as
      foundry.applications.api.ApplicationV2.Any | null | undefined;
    await sheet?.render({ force: true });
  }

  static async #deleteWeapon(this: CrewSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.editing) return;
    const id = target.closest<HTMLElement>('[data-item-id]')?.dataset.itemId;
    const item = id ? this.document.items.get(id) : undefined;
    if (!id || !item || this.#deleting.has(id)) return;
    this.#deleting.add(id);
    try {
      await item.delete();
    } finally {
      this.#deleting.delete(id);
    }
  }

  /**
   * Only weapons are carried. A weapon this actor already owns, dragged back from its own sheet or
   * list, is at most re-sorted, never copied.
   */
  protected override async _onDropItem(event: DragEvent, item: Item.Implementation) {
    if (!this.isEditable) return null;
    if (item.type !== 'weapon') {
      ui.notifications?.warn(game.i18n.localize('BROADSIDE.Crew.Sheet.onlyWeapons'));
      return null;
    }
    if (item.parent?.uuid === this.document.uuid) {
      await this._onSortItem(event, item);
      return null;
    }
    return super._onDropItem(event, item);
  }
}
