/**
 * Kiss Me, Hardy as a rule module: its turn deck and its movement rules, which go together (a Move
 * card rolls a KMH move; a KMH move starts only on its squadron's Move card), its gunnery (the
 * broadside, strike test and mortar cards, gunnery/), its boarding, and its block of the ship sheet
 * (her figures, damage tracks and rolls).
 */
import type { RuleModule } from '../../registry/rule-modules';
import type { TurnSequence } from '../../combat/turn-sequence';
import { KMH_MOVEMENT } from './movement';
import { deckMoveTurn } from './move-lock';
import { kmhGunnery, registerKmhGunnery, type KmhWindows } from './gunnery';
import { deckRequest, placeShipsRequest, scenarioRequest } from './deck-desk';
import { KMH_BOARDING, registerBoarding } from './boarding';
import { KMH_SHIP_BLOCK, type KmhOwn } from './ship-block';
import type { ModuleSheets } from '../../sheets/sheet-blocks';
import { shipLead } from './ship-lead';
import { runShipRoll } from './ship-roll-run';
import { registerKmhSettings } from './settings';
import { KMH_SHIP_PART } from './ship';
import { attachTurnRollView, registerTurnRollDerivation } from './turn-roll-derivation';
import { rollTurnCard, runTurnRollEvents } from './turn-roll-action';
import { deckView } from './deck-view';
import { MODULE_MANIFEST } from './manifest';
import { TEMPLATES } from './templates';

/**
 * The turn deck: squadrons move and fire as their cards come up; the tracker shows the deck (its
 * buttons are Foundry's side, module.ts), the desk turns it, places ships and sets switches; its
 * fire and steering tests are the ships' turn rolls, which macros call too.
 */
const KMH_TURN_SEQUENCE: TurnSequence = {
  trackerView: (combat) => deckView({ deck: combat.deck, scenario: combat.scenario }),
  hasDeck: true,
  firesOnCards: true,
  phases: null,
  requests: { deck: deckRequest, scenario: scenarioRequest, placeShips: placeShipsRequest },
  moveTurn: (combat, member) => deckMoveTurn(combat.deck, member.squadron),
  eventCard: runTurnRollEvents,
  api: { rollTurnCard },
};

/** Its block of the ship sheet, with where her card in play is found and what her rolls run. */
const KMH_SHEETS: ModuleSheets = {
  ship: [{ ...KMH_SHIP_BLOCK, read: (actor): KmhOwn => ({ lead: shipLead(actor) }), run: runShipRoll }],
};

/** The module, with the windows its gunnery opens (kmh/module.ts gives Foundry's; the tests their own). */
export function kmhModule(windows: KmhWindows): RuleModule {
  return {
    ...MODULE_MANIFEST,
    aspectLabels: { turnSequence: 'BROADSIDE.Modules.kmh.turnSequence' },
    aspects: {
      turnSequence: KMH_TURN_SEQUENCE,
      movement: KMH_MOVEMENT,
      gunnery: kmhGunnery(windows),
      boarding: KMH_BOARDING,
    },
    needs: { turnSequence: ['movement'], movement: ['turnSequence'] },
    templates: TEMPLATES,
    // Its gunnery's, boarding's and turn rolls' card kinds and desk requests, and its settings, at init.
    register: () => {
      attachTurnRollView();
      registerTurnRollDerivation();
      registerKmhGunnery();
      registerBoarding();
      registerKmhSettings();
    },
    sheets: KMH_SHEETS,
    rootParts: [KMH_SHIP_PART],
  };
}
