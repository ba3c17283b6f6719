import type { ShipModel } from '../data/ship';
import { CREW_ROLES, type CrewRole } from '../data/ship';
import {
  SHIP_PARTS,
  SHIP_TABS,
  SHIP_TAB_GROUP,
  crewRoster,
  shipSheetContext,
  tracksLocked,
  type CrewEntryView,
  type ShipSheetView,
} from './ship-context';
import { addCrewMember, clickTrack } from './tracks';
import { BroadsideActorSheet } from './actor-sheet';
import { currentLedger, FOUNDRY_DESK } from '../authority/foundry-desk';
import { fightingShips } from '../authority/guards/status-guard';
import { guardedPaths } from '../registry/data-parts';
import { dropLockedNames, isLockedPath, lockGuardedFields, lockedNames } from './guarded-fields';
import { shipTable } from '../data/ledger-book';
import { blocksOf, choiceIds, readOwn, worldChoices } from './sheet-blocks';
import { runShipRoll, shipRollDragData } from './ship-macros';

/**
 * The changes of the world's combats that may take a ship into a battle or out of one: a battle
 * created with its combatants fires only createCombat, a combatant added or taken out its own.
 */
const BATTLE_EVENTS = ['createCombat', 'createCombatant', 'deleteCombatant', 'deleteCombat'] as const;

export class ShipSheet extends BroadsideActorSheet {
  static override DEFAULT_OPTIONS = {
    classes: ['ship'],
    position: { width: 820, height: 860 },
    actions: {
      strikeDamagePoint: ShipSheet.#strikeDamagePoint,
      strikeSpeedBox: ShipSheet.#strikeSpeedBox,
      roll: ShipSheet.#roll,
      removeCrew: ShipSheet.#removeCrew,
      openCrew: ShipSheet.#openCrew,
    },
  };

  /**
   * Her head, the tab navigation and one part per tab; ApplicationV2's own `tab` action switches
   * tabs and keeps the choice in tabGroups.
   */
  static override PARTS = SHIP_PARTS;

  static override TABS = {
    [SHIP_TAB_GROUP]: {
      tabs: SHIP_TABS.map(({ id, icon }) => ({ id, icon })),
      initial: SHIP_TABS[0].id,
      labelPrefix: 'BROADSIDE.Ship.Tab',
    },
  };

  /** The hook that redraws her battle page when her battle's deck changes. */
  #deckHook: number | null = null;
  /** The hooks that redraw her when she joins or leaves a battle, by event. */
  #battleHooks: [(typeof BATTLE_EVENTS)[number], number][] = [];
  /** Whether she fights, worked out once at the start of each render (it reads every battle's ships). */
  #drawnFighting = false;

  get ship(): ShipModel {
    return this.document.system as ShipModel;
  }

  /** Her damage is read only here: a player's sheet in play mode, or while she fights (ship-context.ts). */
  get tracksLocked(): boolean {
    return tracksLocked(this.isEditable, this._mode, game.user.isGM, this.fighting);
  }

  /** Whether she is a combatant of a battle now, by the desk's own test (status-guard.ts fightingShips). */
  get fighting(): boolean {
    return fightingShips(FOUNDRY_DESK).has(this.document.uuid);
  }

  /**
   * The form names a player may not change here, read from the desk's guarded list as it is now
   * (guarded-fields.ts): none on the GM's sheet.
   */
  lockedNames(fighting = this.#drawnFighting): string[] {
    return game.user.isGM ? [] : lockedNames(guardedPaths('ship'), fighting);
  }

  protected override get richText(): string {
    return this.ship.notes;
  }

  /**
   * What every part reads, the world's modules' blocks with what each reads off her (her card in
   * play among it, so each render of her battle page asks again); the roster is its own part's.
   */
  protected override _sheetContext() {
    const prize = shipTable(currentLedger().table, this.document.uuid).prize ?? null;
    const view: ShipSheetView = {
      mode: this._mode,
      tab: this.tabGroups[SHIP_TAB_GROUP] ?? SHIP_TABS[0].id,
      isGM: game.user.isGM,
      chosen: choiceIds(worldChoices),
      table: { prize },
      own: readOwn('ship', this.document),
      fighting: this.#drawnFighting,
    };
    return shipSheetContext(this.ship, this.ship.derived, [], this.isEditable, view);
  }

  protected override async _partData(partId: string) {
    if (partId === 'crew') return { crew: crewRoster(await this.#roster()) };
    return {};
  }

  async #roster(): Promise<CrewEntryView[]> {
    return Promise.all(
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
  }

  /** Each render begins here (ApplicationV2's lifecycle): whether she fights is read once, for all it draws. */
  protected override _configureRenderOptions(options: Parameters<BroadsideActorSheet['_configureRenderOptions']>[0]) {
    super._configureRenderOptions(options);
    this.#drawnFighting = this.fighting;
  }

  /** A card drawn, played or taken back changes which of her rolls lead: her battle page is drawn again. */
  protected override async _onFirstRender(
    context: Parameters<BroadsideActorSheet['_onFirstRender']>[0],
    options: Parameters<BroadsideActorSheet['_onFirstRender']>[1],
  ) {
    await super._onFirstRender(context, options);
    this.#deckHook = Hooks.on('updateCombat', (_combat, changes) => {
      if (foundry.utils.hasProperty(changes, 'system.deck')) void this.render({ parts: ['battle'] });
    });
    // She joins or leaves a battle: her guarded fields lock or open again on a player's sheet.
    const redraw = () => {
      if (!game.user.isGM && this.fighting !== this.#drawnFighting) void this.render();
    };
    this.#battleHooks = BATTLE_EVENTS.map((event) => [event, Hooks.on(event, redraw)]);
  }

  protected override _onClose(options: Parameters<BroadsideActorSheet['_onClose']>[0]) {
    super._onClose(options);
    if (this.#deckHook !== null) Hooks.off('updateCombat', this.#deckHook);
    this.#deckHook = null;
    for (const [event, id] of this.#battleHooks) Hooks.off(event, id);
    this.#battleHooks = [];
  }

  /**
   * A locked sheet sends no change to her damage, nor a player's sheet to a guarded path: the
   * inputs are disabled, and an input a player enables again in his browser is still left out here.
   */
  protected override _prepareSubmitData(
    event: SubmitEvent,
    form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
    updateData?: object,
  ) {
    if (this.tracksLocked)
      for (const name of Object.keys(formData.object))
        if (name.startsWith('system.damage.')) delete formData.object[name];
    // Read afresh: a submit may come between a battle's change and the render it sets off.
    dropLockedNames(formData.object, this.lockedNames(this.fighting));
    return super._prepareSubmitData(event, form, formData, updateData);
  }

  protected override _attachFrameListeners(): void {
    super._attachFrameListeners();
    // A role is part of a roster entry, so it is saved with the whole roster, not by the form.
    this.element.addEventListener('change', (event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && select.classList.contains('crew-role'))
        void this.#changeRole(Number(select.dataset.index), select.value);
      // A module's block may keep a value of its own (a flag), outside the form's data.
      else if (select instanceof HTMLElement && this.isEditable)
        blocksOf('ship').some(({ block }) => block.change?.(this.document, select));
    });
  }

  /** Whether her crew list is hers to change here: not on a player's sheet while she fights (guarded-fields.ts). */
  get #rosterOpen(): boolean {
    return this.isEditable && !isLockedPath('crew', this.lockedNames());
  }

  async #changeRole(index: number, role: string) {
    const entry = this.ship.crew[index];
    if (!this.#rosterOpen || !entry || entry.role === role || !(CREW_ROLES as readonly string[]).includes(role)) return;
    const crew = this.ship.crew.map((e, i) => (i === index ? { ...e, role: role as CrewRole } : e));
    await this.document.update({ system: { crew } });
  }

  static async #strikeDamagePoint(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable || this.tracksLocked) return;
    const points = clickTrack(Number(target.dataset.box), target.dataset.struck === 'true');
    if (points === this.ship.damage.points) return;
    await this.document.update({ system: { damage: { points } } });
  }

  static async #strikeSpeedBox(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.isEditable || this.tracksLocked) return;
    const speedBoxes = clickTrack(Number(target.dataset.box), target.dataset.struck === 'true');
    if (speedBoxes === this.ship.damage.speedBoxes) return;
    await this.document.update({ system: { damage: { speedBoxes } } });
  }

  static async #roll(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    await runShipRoll(this.document, target.dataset.roll ?? '');
  }

  /**
   * A player's guarded controls are disabled as the desk's list has them now; each roll button can
   * be dragged to the hotbar, where it becomes a macro of the same roll (ship-macros.ts).
   */
  protected override async _onRender(context: never, options: never) {
    await super._onRender(context, options);
    // Every control of a path the desk guards, whichever module drew it (guarded-fields.ts).
    lockGuardedFields(this.element, this.lockedNames());
    for (const button of this.element.querySelectorAll<HTMLElement>('button[data-action="roll"][data-roll]')) {
      button.draggable = true;
      button.addEventListener('dragstart', (event) => {
        const data = shipRollDragData(this.document, button.dataset.roll ?? '');
        event.dataTransfer?.setData('text/plain', JSON.stringify(data));
      });
    }
  }

  static async #removeCrew(this: ShipSheet, _event: PointerEvent, target: HTMLElement) {
    if (!this.#rosterOpen) return;
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
    if (!this.#rosterOpen || actor.type !== 'crew') return null;
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
