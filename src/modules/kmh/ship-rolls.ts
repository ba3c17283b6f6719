/**
 * The roll buttons of KMH's block of the ship sheet, in the order of the turn, grouped by the part
 * of the turn they belong to. Pure; what each runs is ship-roll-run.ts.
 */
import type { TurnRoll } from '../../data/turn-roll-kinds';
import type { ShipSource } from '../../data/ship';
import { cardInfo, type CardId } from '../../rules/kmh';
import { movingSquadrons, type DeckSnapshot } from '../../data/stored-deck';

/** When in the turn a roll of the ship sheet is made: the card (or the fight) it belongs to. */
export const ROLL_PHASES = ['move', 'fire', 'boarding', 'events'] as const;
export type RollPhase = (typeof ROLL_PHASES)[number];

/**
 * A button of the ship sheet. Each runs a rules procedure that posts its card (the fire dialog, a
 * card of the turn's rolls, a boarding, the mortar); no button rolls bare dice.
 */
export interface SheetRoll {
  id: string;
  label: string;
  phase: RollPhase;
}

/** Sheet rolls that open the fire dialog (K6) on that side. */
export const FIRE_ROLL_SIDES: Readonly<Record<string, 'port' | 'starboard' | 'bow' | 'stern'>> = {
  broadsidePort: 'port',
  broadsideStarboard: 'starboard',
  bowChasers: 'bow',
  sternChasers: 'stern',
};

/** Sheet rolls that post a card of the turn's rolls, to apply to the ship. */
export const TURN_ROLL_IDS: Readonly<Record<string, TurnRoll>> = {
  repair: 'repairHull',
  repairRigging: 'repairRigging',
  fireTest: 'fireTest',
  steering: 'steering',
  deadZone: 'deadZone',
  tacking: 'tack',
  aground: 'aground',
  collision: 'collision',
  boatsHit: 'boatsHit',
  fendOff: 'fendOff',
  launchBoats: 'launchBoats',
  stowBoats: 'stowBoats',
  fireshipAblaze: 'fireshipAblaze',
  fireshipMove: 'fireshipMove',
  fireshipExplosion: 'fireshipExplosion',
  founder: 'founder',
};

/** Sheet rolls that post a boarding card: the grapple with the targeted ship, or the next round (K11). */
export const BOARD_ROLL = 'board';

/** The bomb ketch's mortar at the targeted ship (KMH §18): only on a bomb ketch's sheet. */
export const BOMB_ROLL = 'bomb';

/** Boarders from the ship's boats at the targeted ship (K11 with §15). */
export const BOATS_BOARD_ROLL = 'boatsBoard';

/** The KMH movement tests, which Salt'n'Tar movement replaces with its own sailing. */
const KMH_MOVE_TESTS = new Set(['deadZone', 'tacking']);

export interface ShipRollKind {
  bombKetch?: boolean;
  fireship?: boolean;
  /** A ship at zero value: her Move card makes her foundering move instead of sailing. */
  foundering?: boolean;
  /** The id of the world's movement module: the KMH movement tests are offered only under KMH movement. */
  movement?: string;
}

const roll = (id: string, phase: RollPhase): SheetRoll => ({ id, label: `BROADSIDE.Roll.${id}`, phase });

/** The buttons of the ship sheet, in the order of the turn. */
export function shipRolls(kind: ShipRollKind = {}): SheetRoll[] {
  const all: SheetRoll[] = [
    ...(kind.foundering ? [roll('founder', 'move')] : []),
    roll('repair', 'move'),
    roll('repairRigging', 'move'),
    roll('deadZone', 'move'),
    roll('tacking', 'move'),
    roll('aground', 'move'),
    roll('collision', 'move'),
    roll('launchBoats', 'move'),
    roll('stowBoats', 'move'),
    ...(kind.fireship ? [roll('fireshipMove', 'move')] : []),
    roll('broadsidePort', 'fire'),
    roll('broadsideStarboard', 'fire'),
    roll('bowChasers', 'fire'),
    roll('sternChasers', 'fire'),
    ...(kind.bombKetch ? [roll(BOMB_ROLL, 'fire')] : []),
    roll('boatsHit', 'fire'),
    roll(BOARD_ROLL, 'boarding'),
    roll(BOATS_BOARD_ROLL, 'boarding'),
    roll('fireTest', 'events'),
    roll('steering', 'events'),
    ...(kind.fireship ? [roll('fireshipAblaze', 'events'), roll('fireshipExplosion', 'events')] : []),
    roll('fendOff', 'events'),
  ];
  return kind.movement && kind.movement !== 'kmh' ? all.filter((r) => !KMH_MOVE_TESTS.has(r.id)) : all;
}

/**
 * The buttons grouped by when they are made, each group under its heading. With a card of hers in
 * play, its group comes first and the others are dimmed (still usable: a roll the rules call for
 * off her card, a fire test on a collision, is still made from here).
 */
export function rollGroups(rolls: readonly SheetRoll[], lead: RollPhase | null = null) {
  const groups = ROLL_PHASES.map((phase) => ({
    phase,
    label: `BROADSIDE.Ship.RollPhase.${phase}`,
    rolls: rolls.filter((r) => r.phase === phase),
    leads: phase === lead,
    dimmed: lead !== null && phase !== lead,
  })).filter((g) => g.rolls.length > 0);
  return [...groups.filter((g) => g.leads), ...groups.filter((g) => !g.leads)];
}

/**
 * The part of the turn a card in play gives a ship: her squadron's Move card (or that of the
 * squadron she is combined under) her moves, her squadron's Fire card her fire, the boarding card
 * the boarding, any other event card the event rolls. Another squadron's card, or none, gives her
 * nothing to lead with.
 */
export function leadPhase(
  card: CardId | null,
  squadron: string | null,
  deck: Pick<DeckSnapshot, 'combined'>,
): RollPhase | null {
  if (!card) return null;
  const info = cardInfo(card);
  if (info.kind === 'move')
    return squadron !== null && movingSquadrons(deck, info.squadron).includes(squadron) ? 'move' : null;
  if (info.kind === 'fire') return squadron !== null && info.squadron === squadron ? 'fire' : null;
  return info.kind === 'boardingAction' ? 'boarding' : 'events';
}

/** The battle part's buttons, the card in play's first. */
export function battleRolls(source: ShipSource, movement: string, lead: RollPhase | null) {
  return rollGroups(
    shipRolls({
      bombKetch: source.bombKetch,
      fireship: source.fireship,
      foundering: source.damage.fate === 'foundering',
      movement,
    }),
    lead,
  );
}

/** Every roll KMH's block offers on any ship, by id. */
export const SHIP_ROLL_IDS: ReadonlySet<string> = new Set([
  ...Object.keys(FIRE_ROLL_SIDES),
  ...Object.keys(TURN_ROLL_IDS),
  BOARD_ROLL,
  BOMB_ROLL,
  BOATS_BOARD_ROLL,
]);
