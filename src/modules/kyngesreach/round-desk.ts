/**
 * The desk's side of Kyngesreach's wind-gauge rounds (decision kr-round-desk): the tracker's buttons
 * ask, and the desk alone writes the battle. A new round is the GM's, once for the round he saw: the
 * reload timers of the battle's own ships count down one per battery (decisions kr-reload-start,
 * kr-reload-battle) and the gauge is cleared for the round's contest. The contest is rolled here on
 * the table's dice from the two ships' sheets with the tries their commanders chose (round-tries.ts),
 * once a round: at the GM's press, or once both sides' captains have pressed after the last change
 * of tries (decision kr-gauge-tries); its card is posted and its holder recorded where only a GM
 * writes (decision kr-gauge-battle). The holder's turn to fire may be passed by the GM or her
 * captain (decision kr-fire-order). Pure over the Desk port.
 */
import { isId, isObject } from '../../guards';
import { addRequestReader, answer, isCount, type Answer, type DeskRequest } from '../../authority/channel/protocol';
import { addDeskRequests, deskRequest } from '../../authority/door/requests';
import type { Desk, DeskBattle, DeskUser } from '../../authority/desk';
import { gunneryFigures } from '../../authority/handlers/gunnery-desk';
import { battleSquadrons } from '../../data/battle-data';
import { battleGauge, gaugeUpdate } from './gauge-store';
import { gaugeContest, holderUuid, reloadCountdown } from './gauge-turn';
import { contestantsOf, krRound, roundUpdate } from './round-store';
import { contestNotice } from './round-notice';
import { KR } from './part';
import { holderFiredIn, holderFiredUpdate } from './fire-order';
import { battleTries, chosenTries, readTriesRequest, triesRequest } from './round-tries';
import { contestReady, readyUpdate, triesSeen } from './contest-ready';

/**
 * What the round buttons ask: roll this round's gauge contest, turn to the next round, or pass the
 * holder's turn to fire (decision kr-fire-order).
 */
export const ROUND_ACTIONS = ['contest', 'next', 'pass'] as const;
export type RoundAction = (typeof ROUND_ACTIONS)[number];

declare module '../../authority/channel/protocol' {
  interface ModuleRequests {
    /** A round button of a battle's tracker, against the round the asker saw (0: the rounds not yet begun). */
    krRound: { kind: 'krRound'; combatId: string; action: RoundAction; round: number };
  }
}

export type RoundRequest = Extract<DeskRequest, { kind: 'krRound' }>;
type Req = RoundRequest;

/** A round request off the wire: exactly its keys, each within its bounds, or null. */
export function readRoundRequest(d: Record<string, unknown>): Req | null {
  if (d.kind !== 'krRound' || !isId(d.combatId) || !isCount(d.round)) return null;
  if (!(ROUND_ACTIONS as readonly unknown[]).includes(d.action)) return null;
  return { kind: 'krRound', combatId: d.combatId, action: d.action as RoundAction, round: d.round };
}

/** Each of the battle's ships once (a ship with two tokens in the battle counts down once). */
const battleShips = (battle: DeskBattle) => [...new Set(battle.ships.map((s) => s.actorUuid))];

/** The ships a battle counted down at its last round, read defensively (decision kr-reload-battle). */
export function reloadingIn(battle: DeskBattle): string[] {
  const own = battle.data.modules[KR];
  const list = isObject(own) ? own.reloading : null;
  return Array.isArray(list) ? list.filter((uuid): uuid is string => typeof uuid === 'string') : [];
}

/**
 * The ships whose reload this battle counts: each of hers that no other battle she is still in
 * counts already. The first battle to turn a round with her in it keeps her (decision kr-reload-battle).
 */
function reloadingShips(desk: Desk, battle: DeskBattle): string[] {
  const others = desk.battles().filter((b) => b.id !== battle.id);
  const keptElsewhere = (uuid: string) =>
    others.some((b) => reloadingIn(b).includes(uuid) && b.ships.some((s) => s.actorUuid === uuid));
  return battleShips(battle).filter((uuid) => !keptElsewhere(uuid));
}

/** The next round: every reloading battery one round nearer, written before the round that says it is done. */
async function nextRound(desk: Desk, battle: DeskBattle, round: number, id: string): Promise<Answer> {
  const ships = reloadingShips(desk, battle);
  // The first round follows no other: nothing has fired in this battle's rounds yet.
  if (round > 0) {
    for (const uuid of ships) {
      const ship = desk.ship(uuid);
      const change = ship ? reloadCountdown(ship) : null;
      if (!change) continue;
      const after = change.part.after;
      const batteries = {
        port: { reload: after['batteries.port.reload'] },
        starboard: { reload: after['batteries.starboard.reload'] },
      };
      await desk.writeShip(uuid, { modules: { [KR]: { batteries } } });
    }
  }
  const turned = roundUpdate(round + 1);
  const own = turned.modules[KR] as Record<string, unknown>;
  await desk.writeBattle(battle.id, { modules: { [KR]: { ...own, reloading: ships } } }, round + 1);
  return answer(id, true, 'roundTurned', { round: String(round + 1) });
}

/** The round's contest, rolled once on the table's dice; the GM's, or a player's whose ship contests it. */
async function contest(desk: Desk, asker: DeskUser, battle: DeskBattle, round: number, id: string): Promise<Answer> {
  if (round === 0) return answer(id, false, 'roundsNotBegun');
  const recorded = battleGauge(battle.data);
  if (recorded?.round === round) return answer(id, false, 'gaugeContested', { round: String(round) });
  const pair = contestantsOf(battleSquadrons(battle.data, battle.ships));
  const a = pair ? desk.ship(pair.a.actorUuid) : null;
  const b = pair ? desk.ship(pair.b.actorUuid) : null;
  if (!pair || !a || !b) return answer(id, false, 'gaugeNeedsTwo');
  if (!asker.isGM && !desk.commands(asker.id, a.uuid) && !desk.commands(asker.id, b.uuid))
    // Unnamed: a ship the GM keeps hidden is not given away to a player who asks.
    return answer(id, false, 'notInGaugeContest');
  const chosen = battleTries(battle.data, round);
  if (!asker.isGM && round > 1) {
    // A player's press says his side is ready; the roll waits for the other's (decision kr-gauge-tries).
    const was = contestReady(battle.data, round, chosen);
    const ready = { a: was.a || desk.commands(asker.id, a.uuid), b: was.b || desk.commands(asker.id, b.uuid) };
    if (!ready.a || !ready.b) {
      await desk.writeBattle(battle.id, readyUpdate({ round, seen: triesSeen(chosen), ...ready }));
      return answer(id, false, 'gaugeAwaitsOther', { round: String(round) });
    }
  }
  // What each commander chose for his side this round (decision kr-gauge-tries), rolled here.
  const tries = chosenTries(battle.data, round, pair.a.actorUuid, pair.b.actorUuid);
  const { result } = await desk.roll((dice) => gaugeContest(round, a, b, gunneryFigures(desk), dice, tries));
  // A ship the GM keeps hidden is named to the GMs only.
  const gmOnly = pair.a.hidden || pair.b.hidden;
  await desk.post({ type: 'notice', notice: contestNotice(result, { a: a.name, b: b.name }), gmOnly });
  await desk.writeBattle(battle.id, gaugeUpdate({ round, holder: holderUuid(result.holder, a, b) }));
  return answer(id, true, 'gaugeRolled', { round: String(round) });
}

/** The holder's turn to fire passed, by the GM or her captain: every ship may fire for the rest of the round. */
async function passFire(desk: Desk, asker: DeskUser, battle: DeskBattle, round: number, id: string): Promise<Answer> {
  const gauge = battleGauge(battle.data);
  const holder = gauge?.round === round ? gauge.holder : null;
  if (!holder || holderFiredIn(battle.data) === round)
    return answer(id, false, 'noHolderToPass', { round: String(round) });
  if (!desk.commands(asker.id, holder)) return answer(id, false, 'notHolderCaptain');
  await desk.writeBattle(battle.id, holderFiredUpdate(round));
  return answer(id, true, 'holderPassed', { round: String(round) });
}

/**
 * A round button: refused for a battle gone, for a round the asker saw that has turned since, and
 * a new round for anyone but a GM; otherwise done once, by the desk.
 */
export async function roundRequest(desk: Desk, asker: DeskUser, request: Req, id: string): Promise<Answer> {
  const battle = desk.battle(request.combatId);
  if (!battle) return answer(id, false, 'noBattle');
  const round = krRound(battle.data);
  if (request.round !== round) return answer(id, false, 'staleRound');
  if (request.action === 'next') return asker.isGM ? nextRound(desk, battle, round, id) : answer(id, false, 'gmOnly');
  if (request.action === 'pass') return passFire(desk, asker, battle, round, id);
  return contest(desk, asker, battle, round, id);
}

let registered = false;

/** Puts the round requests on the desk: read off the wire and carried out here; once per session. */
export function registerRoundDesk(): void {
  if (registered) return;
  registered = true;
  addRequestReader(['krRound'], readRoundRequest);
  addRequestReader(['krTries'], readTriesRequest);
  addDeskRequests(deskRequest('krRound', roundRequest), deskRequest('krTries', triesRequest));
}
