/**
 * The combat tracker tab, turned into the turn deck or the sequence of phases of the world's turn
 * sequence (combat/turn-sequence.ts). It
 * keeps Foundry's encounter header and replaces the list of combatants with the deck; what it
 * shows comes from the pure trackerContext.
 */
import { SYSTEM_PATH } from '../constants';
import { BroadsideCombat } from './combat';
import type { DeckAction } from '../data/stored-deck';
import { askSequence } from './ask-sequence';
import { chosenContract } from '../registry/aspect-settings';
import { SCENARIO_TOGGLES, type ScenarioToggle } from '../data/squadrons';
import { noBattleContext, trackerContext, type TrackerContext } from './tracker-context';
import { actOnDeck } from './deck-keys';
import {
  addSceneShips,
  assignSelected,
  endBattle,
  openSceneBattle,
  removeShip,
  saveSquadrons,
  toggleHidden,
  useSavedSquadrons,
} from './battle-actions';
import { askDesk } from '../authority/channel/client';
import { answerWaiting, waitingContext, WAITING_TEMPLATE } from './waiting-tracker';

const { CombatTracker } = foundry.applications.sidebar.tabs;

export const TRACKER_TEMPLATE = `${SYSTEM_PATH}/templates/combat/tracker.hbs`;

export class BroadsideCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    classes: ['broadside-tracker'],
    actions: {
      beginDeck: BroadsideCombatTracker.#beginDeck,
      drawCard: BroadsideCombatTracker.#drawCard,
      holdCard: BroadsideCombatTracker.#holdCard,
      playHeld: BroadsideCombatTracker.#playHeld,
      undoDraw: BroadsideCombatTracker.#undoDraw,
      nextDeckTurn: BroadsideCombatTracker.#nextDeckTurn,
      splitSquadron: BroadsideCombatTracker.#splitSquadron,
      toggleScenario: BroadsideCombatTracker.#toggleScenario,
      focusShip: BroadsideCombatTracker.#focusShip,
      assignSquadron: BroadsideCombatTracker.#assignSquadron,
      addSceneShips: BroadsideCombatTracker.#addSceneShips,
      saveSquadrons: BroadsideCombatTracker.#manage(saveSquadrons),
      useSavedSquadrons: BroadsideCombatTracker.#manage(useSavedSquadrons),
      endBattle: BroadsideCombatTracker.#manage(endBattle),
      removeShip: BroadsideCombatTracker.#manageShip(removeShip),
      toggleHidden: BroadsideCombatTracker.#manageShip(toggleHidden),
      beginSequence: BroadsideCombatTracker.#beginSequence,
      sequenceAdvance: BroadsideCombatTracker.#sequenceAdvance,
      sequenceBack: BroadsideCombatTracker.#sequenceBack,
      rollInitiative: BroadsideCombatTracker.#rollSequenceInitiative,
      rollPhase: BroadsideCombatTracker.#rollPhase,
      turnAction: BroadsideCombatTracker.#turnAction,
      approveWaiting: (_event: PointerEvent, target: HTMLElement) => answerWaiting('approve', target),
      declineWaiting: (_event: PointerEvent, target: HTMLElement) => answerWaiting('decline', target),
    },
  };

  static override PARTS = {
    header: CombatTracker.PARTS.header!,
    // The GM's cards waiting for his approval, above the deck (waiting-tracker.ts).
    waiting: { template: WAITING_TEMPLATE },
    deck: { template: TRACKER_TEMPLATE, scrollable: [''] },
  };

  get battle(): BroadsideCombat | null {
    const combat = this.viewed;
    return combat instanceof BroadsideCombat ? combat : null;
  }

  /** The pure context of the deck, from the viewed combat. */
  deckContext(): TrackerContext | null {
    const combat = this.battle;
    if (!combat) return null;
    const deck = combat.deck;
    const user = game.user;
    const sequence = chosenContract('turnSequence');
    return trackerContext({
      deck,
      deckError: null,
      ships: combat.shipEntries(),
      records: combat.battleData.squadrons,
      scenario: combat.scenario,
      user: { id: user.id ?? '', isGM: user.isGM },
      userNames: Object.fromEntries((game.users.contents ?? []).map((u) => [u.id ?? '', u.name ?? ''])),
      turnView: sequence.trackerView(combat),
    });
  }

  override async _preparePartContext(
    partId: string,
    context: foundry.applications.api.ApplicationV2.RenderContextOf<this>,
    options: foundry.applications.sidebar.tabs.CombatTracker.RenderOptions,
  ) {
    const base = await super._preparePartContext(partId, context, options);
    if (partId === 'waiting') return { ...base, ...waitingContext() };
    if (partId !== 'deck') return base;
    return { ...base, ...(this.deckContext() ?? noBattleContext({ id: game.user.id ?? '', isGM: game.user.isGM })) };
  }

  /**
   * One listener on the tracker's own element, which outlives its parts: binding each select on
   * every render would bind a select twice when a render leaves the deck part as it was.
   */
  protected override async _onFirstRender(context: never, options: never) {
    await super._onFirstRender(context, options);
    this.element.addEventListener('change', (event) => {
      const select = event.target;
      if (select instanceof HTMLSelectElement && select.matches('select.combine-select'))
        void this.#combine(select.dataset.squadron ?? '', select.value);
    });
  }

  /**
   * Core's combatant context menu, which v13 gives our rows too: its "Remove combatant" deletes the
   * ship at once, where the tracker's own button asks first. It asks the same question here
   * (removeShip); kept, the ship stays in the battle and in its moves, her lock with her.
   */
  protected override _getEntryContextOptions() {
    const options = super._getEntryContextOptions();
    for (const option of options) {
      if (option.name !== 'COMBAT.CombatantRemove') continue;
      option.callback = (li: HTMLElement) => {
        const combat = this.battle;
        const id = li.dataset.combatantId;
        if (combat && id && game.user.isGM) void removeShip(combat, id);
      };
    }
    return options;
  }

  /** A GM's management button for the whole battle. */
  static #manage(act: (combat: BroadsideCombat) => Promise<void>) {
    return async function (this: BroadsideCombatTracker) {
      const combat = this.battle;
      if (combat && game.user.isGM) await act(combat);
    };
  }

  /**
   * The GM brings the scene's ships into the battle; with no battle open where he looks, his press
   * opens one on the viewed scene first (the README's first battle, step 4).
   */
  static async #addSceneShips(this: BroadsideCombatTracker) {
    if (!game.user.isGM) return;
    const combat = this.battle ?? (await openSceneBattle());
    if (combat) await addSceneShips(combat);
  }

  /** A GM's management button for one ship of the battle (its combatant id on the button). */
  static #manageShip(act: (combat: BroadsideCombat, combatantId: string) => Promise<void>) {
    return async function (this: BroadsideCombatTracker, event: PointerEvent, target: HTMLElement) {
      event.stopPropagation();
      const combat = this.battle;
      if (combat && game.user.isGM && target.dataset.combatantId) await act(combat, target.dataset.combatantId);
    };
  }

  /** Asks the desk for a deck action against the deck this tracker shows (deck-keys.ts actOnDeck). */
  async #act(
    action: DeckAction,
    extra: { card?: string; commander?: string; subordinates?: string[] } = {},
  ): Promise<void> {
    const combat = this.battle;
    if (combat) await actOnDeck(combat, action, extra);
  }

  async #combine(squadron: string, commander: string) {
    const combat = this.battle;
    const deck = combat?.deck;
    if (!deck) return;
    const current = deck.combined.find(([sub]) => sub === squadron)?.[1] ?? '';
    if (current === commander) return;
    if (current) await this.#act('split', { subordinates: [squadron] });
    if (commander) await this.#act('combine', { commander, subordinates: [squadron] });
  }

  static async #beginDeck(this: BroadsideCombatTracker) {
    const combat = this.battle;
    if (!combat || !game.user.isGM) return;
    if (!combat.started) await combat.startCombat();
    await this.#act('begin');
  }

  static async #drawCard(this: BroadsideCombatTracker) {
    await this.#act('draw');
  }

  static async #holdCard(this: BroadsideCombatTracker, _event: PointerEvent, target: HTMLElement) {
    await this.#act('hold', { card: target.dataset.card ?? '' });
  }

  static async #playHeld(this: BroadsideCombatTracker, _event: PointerEvent, target: HTMLElement) {
    await this.#act('play', { card: target.dataset.card ?? '' });
  }

  /** Undo takes back a draw the whole table has seen: the GM confirms it first. */
  static async #undoDraw(this: BroadsideCombatTracker) {
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: 'BROADSIDE.Deck.undoTitle' },
      content: `<p>${game.i18n.localize('BROADSIDE.Deck.undoConfirm')}</p>`,
    });
    if (ok) await this.#act('undo');
  }

  static async #nextDeckTurn(this: BroadsideCombatTracker) {
    const ok = await foundry.applications.api.DialogV2.confirm({
      window: { title: 'BROADSIDE.Deck.nextTurn' },
      content: `<p>${game.i18n.localize('BROADSIDE.Deck.nextTurnConfirm')}</p>`,
    });
    if (ok) await this.#act('next');
  }

  static async #splitSquadron(this: BroadsideCombatTracker, _event: PointerEvent, target: HTMLElement) {
    await this.#act('split', { subordinates: [target.dataset.squadron ?? ''] });
  }

  static async #toggleScenario(this: BroadsideCombatTracker, _event: PointerEvent, target: HTMLElement) {
    const key = target.dataset.key as ScenarioToggle;
    const combat = this.battle;
    if (!SCENARIO_TOGGLES.includes(key) || !combat?.id) return;
    await askDesk({ kind: 'scenario', combatId: combat.id, key, value: (target as HTMLInputElement).checked });
  }

  /**
   * A click on a ship's row, as core's tracker treats a combatant's: her owner takes control of her
   * token, and the view pans to it with a ping where she lies, so the table's eyes find her.
   */
  static #focusShip(this: BroadsideCombatTracker, _event: PointerEvent, target: HTMLElement) {
    const token = canvas?.tokens?.get(target.dataset.tokenId ?? '');
    if (!token?.visible) return;
    if (token.isOwner) token.control({ releaseOthers: true });
    void canvas?.animatePan({ x: token.center.x, y: token.center.y });
    void canvas?.ping(token.center);
  }

  /** The GM puts the selected tokens' ships in a squadron (an empty name: back with their nation). */
  static async #assignSquadron(this: BroadsideCombatTracker) {
    const combat = this.battle;
    if (combat && game.user.isGM) await assignSelected(combat);
  }

  // The phase buttons ask the desk, against the turn this tracker shows (ask-sequence.ts).
  static async #beginSequence(this: BroadsideCombatTracker) {
    if (this.battle) await askSequence(this.battle, 'begin');
  }

  static async #sequenceAdvance(this: BroadsideCombatTracker) {
    if (this.battle) await askSequence(this.battle, 'advance');
  }

  static async #sequenceBack(this: BroadsideCombatTracker) {
    if (this.battle) await askSequence(this.battle, 'back');
  }

  static async #rollPhase(this: BroadsideCombatTracker) {
    if (this.battle) await askSequence(this.battle, 'roll');
  }

  static async #rollSequenceInitiative(this: BroadsideCombatTracker) {
    if (this.battle) await askSequence(this.battle, 'initiative');
  }

  /** A button of the turn sequence module's own part of the tracker: the module carries it out. */
  static async #turnAction(this: BroadsideCombatTracker, _event: PointerEvent, target: HTMLElement) {
    const action = target.dataset.turnAction;
    if (this.battle && action) await chosenContract('turnSequence').trackerAction?.(this.battle, action);
  }
}
