/**
 * The Combat of a Broadside battle: its combatants are ships in squadrons, and in place of
 * initiative it keeps the turn deck in `flags.broadside.deck` (see deck-store.ts: no order of the
 * cards to come is stored). Every change of the deck is made by the active GM, as one update.
 */
import type { ShipModel } from '../data/ship';
import { RandomDice } from '../rules/dice/dice';
import { RulesError } from '../rules/errors';
import { SYSTEM_ID } from '../sheets/sheet-support';
import {
  beginDeck,
  combineAction,
  drawAction,
  holdAction,
  nextTurnAction,
  playAction,
  readDeck,
  splitAction,
  undoAction,
  type DeckChange,
  type StoredDeck,
} from './deck-store';
import { mayRequest, type DeckRequest } from './requests';
import { SIDES, deckSetupOf, groupSquadrons, scenarioOf, type Scenario, type ScenarioToggle, type ShipEntry, type Squadron } from './squadrons';
import { readSequence } from './sequence-context';
import type { SequenceState } from '../rules/saltntar/sequence';

/** Foundry's token dispositions (SECRET −2, HOSTILE −1, NEUTRAL 0, FRIENDLY 1) as sides. */
function sideOf(disposition: number | undefined): ShipEntry['side'] {
  if (disposition === 1) return 'friendly';
  if (disposition === -1) return 'hostile';
  if (disposition === -2) return 'secret';
  return 'neutral';
}

/** Real dice for the deck: Foundry's uniform source. */
export function deckDice(): RandomDice {
  return new RandomDice(() => CONFIG.Dice.randomUniform());
}

export class BroadsideCombat extends Combat {
  /** The ships of the battle as the deck sees them; other combatants are left out. */
  shipEntries(): ShipEntry[] {
    const entries: ShipEntry[] = [];
    const players = game.users?.filter((u) => !u.isGM) ?? [];
    for (const combatant of this.combatants) {
      const actor = combatant.actor;
      if (!actor || actor.type !== 'ship') continue;
      const ship = actor.system as ShipModel;
      const token = combatant.token;
      const squadron = combatant.getFlag(SYSTEM_ID as never, 'squadron' as never) as unknown;
      entries.push({
        combatantId: combatant.id ?? '',
        tokenId: combatant.tokenId ?? null,
        name: combatant.name ?? actor.name ?? '',
        img: combatant.img ?? actor.img ?? '',
        squadron: typeof squadron === 'string' ? squadron : null,
        nationality: ship.nationality,
        side: sideOf(token?.disposition),
        flagship: ship.flagship,
        outOfAction: ship.damage.fate === 'sunk' || ship.damage.fate === 'exploded' || ship.strike.status === 'struck',
        onFire: ship.damage.onFire,
        steering: ship.damage.steering,
        strikeMarked: ship.strike.marked,
        strikeConditions: ship.strike.status === 'retiring' || ship.merchant,
        ownerIds: players.filter((u) => actor.testUserPermission(u, 'OWNER')).map((u) => u.id ?? ''),
        hidden: combatant.hidden,
      });
    }
    return entries;
  }

  squadrons(): Squadron[] {
    return groupSquadrons(this.shipEntries());
  }

  get scenario(): Scenario {
    return scenarioOf(this.getFlag(SYSTEM_ID as never, 'scenario' as never));
  }

  /** The stored deck, or null; throws a RulesError when it is damaged. */
  get deck(): StoredDeck | null {
    return readDeck(this.getFlag(SYSTEM_ID as never, 'deck' as never));
  }

  get sequence(): SequenceState | null {
    return readSequence(this.getFlag(SYSTEM_ID as never, 'sequence' as never));
  }

  /** The sides present, for the Salt'n'Tar sequence. */
  sides(): string[] {
    const present = new Set(this.squadrons().filter((s) => s.fighting).map((s) => s.side));
    return SIDES.filter((s) => present.has(s));
  }

  /** The tokens of the given combatants on the current scene. */
  tokensOf(ships: readonly ShipEntry[]): foundry.canvas.placeables.Token.Implementation[] {
    const ids = new Set(ships.map((s) => s.tokenId));
    return (canvas?.tokens?.placeables ?? []).filter((t) => ids.has(t.id));
  }

  /**
   * Carries out a deck request on the active GM: checks the user may make it, computes the
   * change, writes it as one update. Returns the change, or null when refused.
   */
  async applyDeckRequest(request: DeckRequest): Promise<DeckChange | null> {
    const user = game.users?.get(request.userId);
    const deck = this.deck;
    const asker = { id: user?.id ?? '', isGM: user?.isGM ?? false };
    if (!game.user?.isGM || !user || !mayRequest(request, this.squadrons(), asker, deck?.combined ?? [])) return null;
    if (request.action !== 'begin' && !deck) throw new RulesError('BadDeck', 'This battle has no deck.');
    const setup = () => deckSetupOf(this.squadrons(), this.scenario);
    let change: DeckChange;
    switch (request.action) {
      case 'begin':
        change = beginDeck(setup());
        break;
      case 'draw':
        change = drawAction(deck!, deckDice());
        break;
      case 'hold':
        change = holdAction(deck!, request.card, user.id ?? '');
        break;
      case 'play':
        change = playAction(deck!, request.card);
        break;
      case 'undo':
        change = undoAction(deck!);
        break;
      case 'next':
        change = nextTurnAction(deck!, setup());
        break;
      case 'combine':
        change = combineAction(deck!, request.commander ?? '', request.subordinates ?? []);
        break;
      case 'split':
        change = splitAction(deck!, request.subordinates ?? []);
        break;
    }
    await this.update(change.update as never);
    if (request.action === 'next') await this.#clearTurnTallies();
    return change;
  }

  /** Each ship's tallies of the turn that ended start again from nothing. */
  async #clearTurnTallies() {
    for (const combatant of this.combatants) {
      const actor = combatant.actor;
      if (!actor || actor.type !== 'ship') continue;
      const turn = (actor.system as ShipModel).turn;
      if (turn.damagePoints === 0 && !turn.raked && turn.boardingDecksLost === 0) continue;
      await actor.update({ system: { turn: { damagePoints: 0, raked: false, boardingDecksLost: 0 } } });
    }
  }

  async setScenario(key: ScenarioToggle, value: boolean) {
    if (!game.user?.isGM) return;
    await this.update({ flags: { [SYSTEM_ID]: { scenario: { ...this.scenario, [key]: value } } } } as never);
  }

  async setSequence(state: SequenceState | null) {
    if (!game.user?.isGM) return;
    await this.update({ flags: { [SYSTEM_ID]: { sequence: state } } } as never);
  }

  /** The deck replaces initiative: a Broadside battle rolls none. */
  override rollInitiative(): Promise<this> {
    return Promise.resolve(this);
  }
}
