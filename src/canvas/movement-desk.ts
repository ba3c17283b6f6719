/**
 * The desk's side of a ship's movement. A player's client refuses a move it should not make
 * (movement-hooks.ts), but a client can skip its own hooks; so the desk's client (runsDesk), which
 * receives every movement through moveToken and every update through updateToken, checks each
 * movement a player made of a ship in a begun battle again, against the record only a GM writes
 * (move-book.ts): one refused is put back where it began, with the heading she had, and the player
 * is told why. A movement allowed is counted once; an undo of a movement counted this activation
 * gives its distance back. Movements are judged one at a time, each on the record the last one left.
 */
import type { DeepReadonly } from 'fvtt-types/utils';
import type { Point } from '../rules/geometry/path';
import { FOUNDRY_DESK, runsDesk } from '../authority/foundry-desk';
import { answer } from '../authority/protocol';
import { SYSTEM_ID } from '../constants';
import { moveRefusal, sailedMove } from './ship-path';
import { battleOf } from './battle-of';
import { MOVE_FLAG, localizedPrompts, saltntarOf, saveSaltntar, shipActorOf, shipPathSetup } from './foundry-sailing';
import { moveLock } from './move-lock';
import { activeBattle, forgetStoredMove, storedMove, writeStoredMove } from './move-book';
import { afterCounted, afterUndo } from './move-store';

type TokenDoc = TokenDocument.Implementation;

/** A movement as moveToken gives it (TokenMovementOperation). */
export interface MovementPath {
  id: string;
  origin: Point;
  passed: { waypoints: readonly Point[] };
  pending: { waypoints: readonly Point[] };
  /** How it was made: "undo" for Foundry's undo of a recorded movement (TokenMovementMethod). */
  method?: string;
}

/** Each ship token's rotation as a GM last left it: a player's turn is put back to it. */
const headings = new Map<string, number>();
/** Tokens the desk is putting back (to this place): that movement is the desk's, not sailed. */
const puttingBack = new Map<string, Point>();
let judging: Promise<void> = Promise.resolve();

/** Every client remembers the ships' headings at the start, so a GM who takes the desk later knows them. */
export function rememberHeadings(docs: Iterable<TokenDoc>): void {
  for (const doc of docs) if (doc.id && shipActorOf(doc)) headings.set(doc.id, doc.rotation);
}

/**
 * updateToken, on every client: a GM's change of heading is remembered; on the desk's client a
 * player's turn on the spot (a rotation with no movement, his client's check skipped) is put back.
 */
export function watchHeading(doc: TokenDoc, changed: { rotation?: unknown; x?: unknown; y?: unknown }, userId: string): void {
  if (!doc.id || changed.rotation === undefined || !shipActorOf(doc)) return;
  if (game.users.get(userId)?.isGM) {
    headings.set(doc.id, doc.rotation);
    return;
  }
  const before = headings.get(doc.id);
  if (!runsDesk() || 'x' in changed || 'y' in changed || before === undefined || before === doc.rotation) return;
  judging = judging.then(() => putBack(doc, null, before, userId, 'turnOnTheSpot')).catch((error: unknown) => console.error(error));
}

/** moveToken, on every client: the desk's client judges the movement, after those before it. */
export function judgeMovement(doc: TokenDoc, movement: DeepReadonly<MovementPath>, user: { id: string | null; isGM: boolean }): void {
  if (!runsDesk()) return;
  judging = judging.then(() => judge(doc, movement, user)).catch((error: unknown) => console.error(error));
}

/** Puts a ship back where a refused movement began (or only her heading) and tells the player why. */
async function putBack(doc: TokenDoc, origin: Point | null, rotation: number | undefined, userId: string, why: string): Promise<void> {
  const back: { x?: number; y?: number; rotation?: number } = rotation === undefined ? {} : { rotation };
  if (origin && (origin.x !== doc.x || origin.y !== doc.y)) {
    Object.assign(back, { x: origin.x, y: origin.y });
    puttingBack.set(doc.id ?? '', origin);
  }
  if (Object.keys(back).length) await doc.update(back, { animate: false });
  await FOUNDRY_DESK.tell(userId, answer(`move-${doc.id ?? ''}-${Date.now()}`, false, `movePutBack.${why}`, { name: doc.name ?? '' }));
}

async function judge(doc: TokenDoc, movement: DeepReadonly<MovementPath>, user: { id: string | null; isGM: boolean }): Promise<void> {
  const back = puttingBack.get(doc.id ?? '');
  if (back && user.isGM && back.x === doc.x && back.y === doc.y) {
    puttingBack.delete(doc.id ?? '');
    return;
  }
  const setup = shipPathSetup(doc);
  if (!setup || !movement.id || setup.record.movementId === movement.id) return;
  const combat = activeBattle();
  const entry = storedMove(doc.id, combat);
  const undone = movement.method === 'undo' && entry ? afterUndo(entry, { x: doc.x, y: doc.y }, setup.tolerance / setup.scale) : null;
  const battle = user.isGM ? null : battleOf(doc);
  if (battle) {
    const refusal = moveLock(battle, setup.record) ?? (undone ? null : moveRefusal(setup, movement.origin, [...movement.passed.waypoints, ...movement.pending.waypoints]));
    if (refusal) return putBack(doc, movement.origin, headings.get(doc.id ?? ''), user.id ?? '', refusal);
  }
  // An undo of a movement counted this activation gives its distance back; an undo beyond her
  // move (or outside a battle) is no sailing.
  if (combat && undone) return writeStoredMove(combat, doc.id ?? '', { ...undone, record: { ...undone.record, movementId: movement.id } });
  if (movement.method === 'undo' && (user.isGM || !battle)) return;
  await count(doc, movement, user.isGM);
}

/** Counts a movement against her move, turns her bow where her path left it and names the tests it calls for. */
async function count(doc: TokenDoc, movement: DeepReadonly<MovementPath>, byGM: boolean): Promise<void> {
  const setup = shipPathSetup(doc);
  if (!setup) return;
  const { actor } = setup;
  const sailed = sailedMove(setup, { id: movement.id, origin: movement.origin, waypoints: movement.passed.waypoints }, actor.system.artHeading);
  const combat = activeBattle();
  const entry = storedMove(doc.id, combat);
  if (combat && entry) await writeStoredMove(combat, doc.id ?? '', afterCounted(entry, sailed.record, { id: movement.id, ...movement.origin }));
  else await doc.setFlag(SYSTEM_ID, MOVE_FLAG, sailed.record);
  // Salt'n'Tar: a second change of direction in a move marks a strain (decision saltntar-half-moves).
  if (sailed.newStrain > 0) {
    const state = saltntarOf(actor);
    await saveSaltntar(actor, { ...state, strain: state.strain + sailed.newStrain });
  }
  // Her bow where her path left it; a player's own turn on a drift is put back.
  const rotation = sailed.rotation ?? (byGM ? null : (headings.get(doc.id ?? '') ?? null));
  if (rotation !== null && rotation !== Math.round(doc.rotation)) await doc.update({ rotation });
  if (rotation !== null && doc.id) headings.set(doc.id, rotation);
  if (sailed.prompts.length) ui.notifications?.info(`${doc.name ?? actor.name}: ${localizedPrompts(sailed.prompts)}`);
}

/**
 * deleteCombatant, on the desk's client: a ship the GM took out of the battle leaves its moves;
 * one a player took out stays in them, and held (battle-of.ts).
 */
export function combatantLeft(tokenId: string | null, userId: string): void {
  const combat = activeBattle();
  if (!runsDesk() || !combat || !tokenId || !game.users.get(userId)?.isGM) return;
  judging = judging.then(() => forgetStoredMove(combat, tokenId)).catch((error: unknown) => console.error(error));
}
