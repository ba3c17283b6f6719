/**
 * Kyngesreach (the GURPS rules of the Sojourner's battles) as a rule module: its part of a ship's
 * data, its broadside card, the sheet's tracks, its gunnery behind the gunnery contract, and its
 * wind-gauge rounds behind the turn sequence contract (rounds.ts).
 *
 * The system registers the module for its part of every ship and its card kind whatever the world
 * plays, and offers it as the world's gunnery, whose Fire button opens its own dialog (fire-dialog.ts),
 * and as the world's turn sequence.
 * `kyngesreachModule` is the same module with another dialog given, for the tests that play it.
 */
import type { GunneryCardKind, GunneryContract } from '../../authority/gunnery';
import type { RuleModule } from '../../registry/rule-modules';
import { MODULE_MANIFEST } from './manifest';
import type { ModuleSheets } from '../../sheets/sheet-blocks';
import { krCardRule } from './card';
import { KR_CARD_TEMPLATE, registerKrCard } from './card-model';
import { KR_SHIP_PART } from './part';
import { KR_SHIP_BLOCK } from './sheet';
import { battleGauge, standingInBattle } from './gauge-store';
import { GURPS_CREW_BLOCK } from './crew-block';
import { KYNGESREACH_CREW_PART } from './crew-part';
import { krCardView } from './view';
import { openKrFireDialog } from './fire-dialog';
import { contestGauge, recordGauge } from './gauge-battle';
import { KR_TURN_SEQUENCE } from './rounds';
import { registerRoundDesk } from './round-desk';
import { registerCoreRound } from './core-round';
import { TEMPLATES } from './templates';
import { attachKrCardWork } from './card-facts';
import { krFireTurn } from './fire-order';
import { passFire } from './fire-pass';

export const KR_CARD: GunneryCardKind = {
  template: KR_CARD_TEMPLATE,
  rule: krCardRule,
  view: krCardView,
  // The morale modifier is the GM's to give (decision kr-damage-modifier): a player's order fires without one.
  // The gauge is the battle's, as the GM recorded it (decision kr-gauge-battle), whatever he claimed.
  deskOrder: (order, table) => ({
    ...order,
    distanceCm: table.distanceCm,
    // Which of her sides the target shows the firer is measured, not said (decision kr-desk-facing).
    targetFacing: table.targetFacing,
    morale: 0,
    gauge: standingInBattle(battleGauge(table.battle), table.firerUuid),
  }),
  // The holder fires first, and nobody before the round's contest (decision kr-fire-order).
  fireTurn: krFireTurn,
};

/** Kyngesreach gunnery, with the fire dialog it opens. */
export function krGunnery(openFire: GunneryContract['openFire']): GunneryContract {
  return {
    openFire,
    card: KR_CARD,
    api: { recordGauge, contestGauge, passFire },
  };
}

/** Its tracks on the ship sheet and the GURPS skills on the crew sheet. */
const KR_SHEETS: ModuleSheets = { ship: [KR_SHIP_BLOCK], crew: [GURPS_CREW_BLOCK] };

/**
 * The module as the system registers it: its part, its card, its gunnery and its wind-gauge rounds
 * offered to the world, the rounds' desk requests, and core's round buttons turning the same rounds.
 */
export const KYNGESREACH_MODULE: RuleModule = {
  ...MODULE_MANIFEST,
  aspectLabels: { turnSequence: 'BROADSIDE.Modules.kyngesreach.turnSequence' },
  aspects: { gunnery: krGunnery(openKrFireDialog), turnSequence: KR_TURN_SEQUENCE },
  dataParts: [KR_SHIP_PART],
  templates: TEMPLATES,
  register: () => {
    registerKrCard();
    attachKrCardWork();
    registerRoundDesk();
    registerCoreRound();
  },
  sheets: KR_SHEETS,
  rootParts: [KYNGESREACH_CREW_PART],
};

/** The module playing gunnery, with the fire dialog given. */
export function kyngesreachModule(openFire: GunneryContract['openFire']): RuleModule {
  return { ...KYNGESREACH_MODULE, aspects: { ...KYNGESREACH_MODULE.aspects, gunnery: krGunnery(openFire) } };
}
