/**
 * The order of fire in a battle's wind-gauge rounds, as the desk holds every player's shot to it
 * (decision kr-fire-order): nobody fires before the round's gauge is contested; once a ship holds
 * it, no other fires until she has fired that round, passed, or cannot fire; after a tie all fire.
 * The holder's fire is recorded in the battle's data under the module's key, which only a GM
 * writes, when the desk seals her card or her turn is passed. Pure over the Desk port.
 */
import { isObject } from '../../guards';
import type { Desk, DeskBattle } from '../../authority/desk';
import type { FireTurnRefusal } from '../../authority/gunnery';
import type { BattleData } from '../../data/battle-data';
import { holding } from '../../authority/handlers/shot-measure';
import { battleGauge } from './gauge-store';
import { KR, krFigures, krPartOf, krState } from './part';
import { krRound } from './round-store';

/** The battle that holds both ships, as the desk fires a shot between them; null when none does. */
export const battleOfShot = (desk: Desk, firerUuid: string, targetUuid: string): DeskBattle | null =>
  holding(desk.battles(), firerUuid).find((b) => b.ships.some((s) => s.actorUuid === targetUuid)) ?? null;

/** The round in which the holder last fired or passed, read defensively; 0 for none. */
export function holderFiredIn(data: Partial<Pick<BattleData, 'modules'>> | null | undefined): number {
  const own = data?.modules?.[KR];
  const round = isObject(own) ? own.holderFired : 0;
  return Number.isInteger(round) && (round as number) > 0 ? (round as number) : 0;
}

/** The battle update (its `system`) that records the holder's fire (or pass) in `round`. */
export const holderFiredUpdate = (round: number): Pick<BattleData, 'modules'> => ({
  modules: { [KR]: { holderFired: round } },
});

/** Whether the holder can fire at all: still fighting in the battle, with a battery loaded and guns to fire. */
function holderCanFire(desk: Desk, battle: DeskBattle, holder: string): boolean {
  if (!battle.ships.some((s) => s.actorUuid === holder && !s.outOfAction)) return false;
  const ship = desk.ship(holder);
  if (!ship) return false;
  const { batteries } = krState(krFigures(ship.source), krPartOf(ship.source));
  return [batteries.port, batteries.starboard].some((b) => b.reload === 0 && b.guns > 0);
}

/**
 * Why the round's order of fire holds a shot back in `battle`, or null when she may fire: the
 * rounds not begun (no order yet), the gauge not contested this round, or the holder yet to fire.
 */
export function outOfTurn(desk: Desk, battle: DeskBattle | null, firerUuid: string): FireTurnRefusal | null {
  const round = battle ? krRound(battle.data) : 0;
  if (!battle || round === 0) return null;
  const gauge = battleGauge(battle.data);
  if (gauge?.round !== round) return { code: 'gaugeNotContested', data: { round: String(round) } };
  if (gauge.holder === null || gauge.holder === firerUuid || holderFiredIn(battle.data) === round) return null;
  // The holder is not named: a ship the GM keeps hidden is not given away.
  return holderCanFire(desk, battle, gauge.holder)
    ? { code: 'holderFiresFirst', data: { round: String(round) } }
    : null;
}

/** The gunnery contract's check of a shot between two ships (GunneryCardKind.fireTurn). */
export const krFireTurn = (desk: Desk, firerUuid: string, targetUuid: string): FireTurnRefusal | null =>
  outOfTurn(desk, battleOfShot(desk, firerUuid, targetUuid), firerUuid);

/**
 * Records the holder's fire as the desk seals a card of hers (whether or not it is applied): the
 * rest of the round's ships may fire from then on.
 */
export async function recordHolderFire(desk: Desk, firerUuid: string, targetUuid: string): Promise<void> {
  const battle = battleOfShot(desk, firerUuid, targetUuid);
  const round = battle ? krRound(battle.data) : 0;
  if (!battle || round === 0) return;
  const gauge = battleGauge(battle.data);
  if (gauge?.round !== round || gauge.holder !== firerUuid || holderFiredIn(battle.data) === round) return;
  await desk.writeBattle(battle.id, holderFiredUpdate(round));
}
