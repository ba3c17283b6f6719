import type { ShipDerived } from '../data/ship';
import type { TurnRoll } from '../chat/turn-rolls';

/** A roll a player makes from the ship sheet: what to roll and what to call it in chat. */
export interface SheetRoll {
  id: string;
  label: string;
  formula: string;
  group: 'fighting' | 'sailing' | 'crew';
}

/** Sheet rolls that open the fire dialog (K6) on that side instead of rolling a bare pool. */
export const FIRE_ROLL_SIDES: Readonly<Record<string, 'port' | 'starboard' | 'bow' | 'stern'>> = {
  broadsidePort: 'port',
  broadsideStarboard: 'starboard',
  bowChasers: 'bow',
  sternChasers: 'stern',
};

/** Sheet rolls that post a card of the turn's rolls, to apply to the ship. */
export const TURN_ROLL_IDS: Readonly<Record<string, TurnRoll>> = {
  repair: 'repairHull',
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
};

/** Sheet rolls that post a boarding card: the grapple with the targeted ship, or the next round (K11). */
export const BOARD_ROLL = 'board';

/** The bomb ketch's mortar at the targeted ship (KMH §18): only on a bomb ketch's sheet. */
export const BOMB_ROLL = 'bomb';

/** Boarders from the ship's boats at the targeted ship (K11 with §15). */
export const BOATS_BOARD_ROLL = 'boatsBoard';

/**
 * The rolls of the ship sheet as plain dice formulas. These post straight to chat; the chat cards
 * of later work resolve them through the rules engine.
 */
export function shipRolls(derived: ShipDerived, kind: { bombKetch?: boolean; fireship?: boolean } = {}): SheetRoll[] {
  const fire = Math.max(0, derived.fireDice - derived.fireDiceLost);
  const basic = derived.speedBoxes.currentSpeed;
  const pool = (dice: number) => (dice > 0 ? `${dice}d6` : '0');
  return [
    { id: 'broadsidePort', label: 'BROADSIDE.Roll.broadsidePort', formula: pool(fire), group: 'fighting' },
    { id: 'broadsideStarboard', label: 'BROADSIDE.Roll.broadsideStarboard', formula: pool(fire), group: 'fighting' },
    { id: 'bowChasers', label: 'BROADSIDE.Roll.bowChasers', formula: pool(derived.bowChasers), group: 'fighting' },
    { id: 'sternChasers', label: 'BROADSIDE.Roll.sternChasers', formula: pool(derived.sternChasers), group: 'fighting' },
    { id: BOARD_ROLL, label: 'BROADSIDE.Roll.board', formula: '1d6', group: 'fighting' },
    ...(kind.bombKetch ? [{ id: BOMB_ROLL, label: 'BROADSIDE.Roll.bomb', formula: '2d6', group: 'fighting' as const }] : []),
    { id: 'special', label: 'BROADSIDE.Roll.special', formula: '1d10', group: 'fighting' },
    { id: 'windOnBow', label: 'BROADSIDE.Roll.windOnBow', formula: `${basic} - 1d6`, group: 'sailing' },
    { id: 'windOnQuarter', label: 'BROADSIDE.Roll.windOnQuarter', formula: `${basic} + 2d6`, group: 'sailing' },
    { id: 'windAstern', label: 'BROADSIDE.Roll.windAstern', formula: `${basic} + 1d6`, group: 'sailing' },
    { id: 'deadZone', label: 'BROADSIDE.Roll.deadZone', formula: `${basic} - 3d6`, group: 'sailing' },
    { id: 'tacking', label: 'BROADSIDE.Roll.tacking', formula: '1d6', group: 'sailing' },
    { id: 'aground', label: 'BROADSIDE.Roll.aground', formula: '1d6', group: 'sailing' },
    { id: 'collision', label: 'BROADSIDE.Roll.collision', formula: '1d6', group: 'sailing' },
    { id: 'boatsHit', label: 'BROADSIDE.Roll.boatsHit', formula: 'Xd6', group: 'crew' },
    { id: 'launchBoats', label: 'BROADSIDE.Roll.launchBoats', formula: '', group: 'crew' },
    { id: 'stowBoats', label: 'BROADSIDE.Roll.stowBoats', formula: '', group: 'crew' },
    { id: BOATS_BOARD_ROLL, label: 'BROADSIDE.Roll.boatsBoard', formula: '1d6', group: 'crew' },
    ...(kind.fireship
      ? [
          { id: 'fireshipAblaze', label: 'BROADSIDE.Roll.fireshipAblaze', formula: '', group: 'crew' as const },
          { id: 'fireshipMove', label: 'BROADSIDE.Roll.fireshipMove', formula: '1d6', group: 'sailing' as const },
          { id: 'fireshipExplosion', label: 'BROADSIDE.Roll.fireshipExplosion', formula: '1d6', group: 'crew' as const },
        ]
      : []),
    { id: 'fendOff', label: 'BROADSIDE.Roll.fendOff', formula: '2d6', group: 'crew' },
    { id: 'repair', label: 'BROADSIDE.Roll.repair', formula: `${Math.max(1, derived.bowChasers)}d6cs>=4`, group: 'crew' },
    { id: 'fireTest', label: 'BROADSIDE.Roll.fireTest', formula: '1d10', group: 'crew' },
    { id: 'steering', label: 'BROADSIDE.Roll.steering', formula: '1d6', group: 'crew' },
    { id: 'quality', label: 'BROADSIDE.Roll.quality', formula: '1d20', group: 'crew' },
  ];
}
