/**
 * What each side tries in a round's gauge contest besides Seamanship: Tactics (Naval) and a
 * magical wind (decision kr-gauge-tries). Each contesting ship's commander chooses his side's tries
 * on the tracker before the contest; the desk checks the choice against his ship and the round and
 * keeps it in the battle's data, which only a GM writes, until the contest rolls it (round-desk.ts).
 * The choice is open, as it is said aloud at a table: the other side may answer it before the roll.
 */
import { isId, isObject } from '../../guards';
import { answer, isCount, isUuid, type Answer, type DeskRequest } from '../../authority/channel/protocol';
import type { Desk, DeskUser } from '../../authority/desk';
import { gunneryFigures } from '../../authority/handlers/gunnery-desk';
import { battleSquadrons, type BattleData } from '../../data/battle-data';
import { battleGauge } from './gauge-store';
import type { GaugeTries } from './gauge-turn';
import { shipSkills } from './crew';
import { KR } from './part';
import { contestantsOf, krRound } from './round-store';

declare module '../../authority/channel/protocol' {
  interface ModuleRequests {
    /** A contesting ship's tries for the round the asker saw: exactly what his side rolls this round. */
    krTries: { kind: 'krTries'; combatId: string; round: number; ship: string; tactics: boolean; magicWind: boolean };
  }
}

export type TriesRequest = Extract<DeskRequest, { kind: 'krTries' }>;
type Req = TriesRequest;

/** One side's choice as the battle keeps it: for which ship, so a side whose leading ship changed starts afresh. */
export interface SideTries {
  ship: string;
  tactics: boolean;
  magicWind: boolean;
}

/** Both sides' choices for a round (side a and b as contestantsOf names them); null where none was made. */
export interface RoundTries {
  a: SideTries | null;
  b: SideTries | null;
}

const NONE: RoundTries = { a: null, b: null };

function readSide(v: unknown): SideTries | null {
  if (!isObject(v) || !isUuid(v.ship) || typeof v.tactics !== 'boolean' || typeof v.magicWind !== 'boolean')
    return null;
  return { ship: v.ship, tactics: v.tactics, magicWind: v.magicWind };
}

/** The tries chosen for `round`, read defensively; a record of another round chooses nothing. */
export function battleTries(data: Partial<Pick<BattleData, 'modules'>> | null | undefined, round: number): RoundTries {
  const own = data?.modules?.[KR];
  const tries = isObject(own) ? own.tries : null;
  if (!isObject(tries) || tries.round !== round) return NONE;
  return { a: readSide(tries.a), b: readSide(tries.b) };
}

/**
 * The tries ships `a` and `b` roll in the battle's contest for `round`: what their commanders chose
 * on the tracker, each choice only for the ship it was made for. The tracker's contest button and
 * the GM's macro (gauge-battle.ts) both roll these, so a contest rolls the same whichever started it.
 */
export function chosenTries(
  data: Partial<Pick<BattleData, 'modules'>> | null | undefined,
  round: number,
  a: string,
  b: string,
): { a: GaugeTries; b: GaugeTries } {
  const tries = battleTries(data, round);
  const of = (ship: string): GaugeTries => {
    const chosen = [tries.a, tries.b].find((side) => side?.ship === ship);
    return chosen ? { tryTactics: chosen.tactics, magicWind: chosen.magicWind } : {};
  };
  return { a: of(a), b: of(b) };
}

/** A tries request off the wire: exactly its keys, each within its bounds, or null. */
export function readTriesRequest(d: Record<string, unknown>): Req | null {
  if (d.kind !== 'krTries' || !isId(d.combatId) || !isCount(d.round) || !isUuid(d.ship)) return null;
  if (typeof d.tactics !== 'boolean' || typeof d.magicWind !== 'boolean') return null;
  return {
    kind: 'krTries',
    combatId: d.combatId,
    round: d.round,
    ship: d.ship,
    tactics: d.tactics,
    magicWind: d.magicWind,
  };
}

/**
 * A commander's tries: refused for a battle gone, a round turned since, before the rounds, in the
 * Weather Sense round (no Seamanship contest to add to), after the round's contest, for a ship not
 * contesting, for a side not his, and for a try nobody aboard can make (no Tactics, no spell).
 */
export async function triesRequest(desk: Desk, asker: DeskUser, request: Req, id: string): Promise<Answer> {
  const battle = desk.battle(request.combatId);
  if (!battle) return answer(id, false, 'noBattle');
  const round = krRound(battle.data);
  if (request.round !== round) return answer(id, false, 'staleRound');
  if (round === 0) return answer(id, false, 'roundsNotBegun');
  if (round === 1) return answer(id, false, 'noTriesInWeatherRound');
  if (battleGauge(battle.data)?.round === round) return answer(id, false, 'gaugeContested', { round: String(round) });
  const pair = contestantsOf(battleSquadrons(battle.data, battle.ships));
  const side = pair?.a.actorUuid === request.ship ? 'a' : pair?.b.actorUuid === request.ship ? 'b' : null;
  const ship = side ? desk.ship(request.ship) : null;
  if (!pair || !side || !ship) return answer(id, false, 'notInGaugeContest');
  // The GM commands every ship; a player only his own, so never the other side's.
  if (!desk.commands(asker.id, ship.uuid)) return answer(id, false, 'notYourSide');
  const skills = shipSkills(ship, gunneryFigures(desk));
  if (request.tactics && skills.tactics <= 0) return answer(id, false, 'noTactician', { ship: ship.name });
  if (request.magicWind && skills.spell <= 0) return answer(id, false, 'noWindWorker', { ship: ship.name });
  const chosen = {
    ...battleTries(battle.data, round),
    [side]: { ship: ship.uuid, tactics: request.tactics, magicWind: request.magicWind },
  };
  await desk.writeBattle(battle.id, { modules: { [KR]: { tries: { round, a: chosen.a, b: chosen.b } } } });
  return answer(id, true, 'triesChosen', { ship: ship.name });
}
