/**
 * The desk's side of a ship's movement. A player's client refuses a move it should not make
 * (movement-hooks.ts), but a client can skip its own hooks; so the desk's client (runsDesk), which
 * receives every movement through moveToken and every update through updateToken, checks each
 * movement a player made of a ship in a begun battle again, against the record only a GM writes
 * (move-book.ts). Each is judged from where the desk last accepted her to where that movement
 * left her, never by what it says it began at, nor by where she is by the time it is judged: one
 * refused is put back to the place accepted, with the heading she had, and the player is told why.
 * A movement allowed is counted once; an undo of a movement counted this activation gives its
 * distance and her heading back. Movements are judged one at a time in the desk's queue, each on
 * the record the last one left.
 */
import type { DeepReadonly } from 'fvtt-types/utils';
import type { Point } from '../rules/geometry/path';
import { FOUNDRY_DESK, runsDesk } from '../authority/foundry-desk';
import { answer } from '../authority/channel/protocol';
import { SYSTEM_ID } from '../constants';
import { moveRefusal, sailedMove } from './ship-path';
import { battleOf } from './battle-of';
import { MOVE_FLAG, localizedPrompts, shipActorOf, shipPathSetup } from './foundry-sailing';
import { moveLock } from './move-lock';
import { forgetStoredMove, shipBattle, storedMove, writeStoredMove } from './move-book';
import { inMovesQueue } from './moves-queue';
import { afterCounted, afterUndo, type StoredMove } from './move-store';
import type { BroadsideCombat } from '../combat/combat';
import { modulesFor } from '../registry/rule-modules';

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
/**
 * Each ship token's place as this desk last accepted it: a movement is judged from there, whatever
 * it says it began at. In a begun battle her entry keeps it (`at`), so a GM who takes the desk knows it.
 */
const places = new Map<string, Point>();
/** Places the desk is putting ships back to, by token: the desk's own movement there is not sailed. */
const puttingBack = new Map<string, Point[]>();

/** Every client remembers the ships' headings and places at the start, so a GM who takes the desk later knows them. */
export function rememberShips(docs: Iterable<TokenDoc>): void {
  for (const doc of docs) {
    if (!doc.id || !shipActorOf(doc)) continue;
    headings.set(doc.id, doc.rotation);
    places.set(doc.id, { x: doc.x, y: doc.y });
  }
}

/** Where this update of a movement leaves her: its last passed waypoint (the pending ones come later), never where she
 * is by now. */
function endOf(movement: DeepReadonly<MovementPath>): Point {
  const last = movement.passed.waypoints.at(-1) ?? movement.origin;
  return { x: last.x, y: last.y };
}

/** Runs the desk's judgement of a ship in the one queue of the moves' writes (move-book.ts). */
function queueJudgement(work: () => Promise<void>): void {
  void inMovesQueue(work);
}

/**
 * The rotation the desk last accepted for her: in a begun battle her entry's (GM-written, so the
 * same for whichever GM holds the desk), else this client's memory of it.
 */
function acceptedRotation(id: string, entry: StoredMove | null): number | null {
  return entry?.heading ?? headings.get(id) ?? null;
}

/**
 * updateToken, on every client: a GM's change of heading is remembered (on the desk's client, in
 * her battle's entry too); on the desk's client a player's turn on the spot (a rotation with no
 * movement, his client's check skipped) is put back.
 */
export function watchHeading(
  doc: TokenDoc,
  changed: { rotation?: unknown; x?: unknown; y?: unknown },
  userId: string,
): void {
  if (!doc.id || changed.rotation === undefined || !shipActorOf(doc)) return;
  const id = doc.id;
  if (game.users.get(userId)?.isGM) {
    headings.set(id, doc.rotation);
    // Her heading as the GM left it, read now: a player's turn may land before the write is made.
    const rotation = Math.round(doc.rotation);
    if (runsDesk()) queueJudgement(() => keepAccepted(doc, rotation));
    return;
  }
  // A turn that comes with a movement is judged with it (judge below).
  if (!runsDesk() || 'x' in changed || 'y' in changed) return;
  queueJudgement(async () => {
    const before = acceptedRotation(id, storedMove(doc));
    if (before === null || before === Math.round(doc.rotation)) return;
    await putBack(doc, null, before, userId, 'turnOnTheSpot');
  });
}

/** Writes the rotation the desk accepts into her battle's entry, when it holds another (in the moves' queue). */
async function keepAccepted(doc: TokenDoc, rotation: number): Promise<void> {
  const combat = shipBattle(doc);
  const entry = storedMove(doc, combat);
  if (combat && entry && entry.heading !== rotation)
    await writeStoredMove(combat, doc.id ?? '', { ...entry, heading: rotation });
}

/** moveToken, on every client: the desk's client judges the movement, after those before it. */
export function judgeMovement(
  doc: TokenDoc,
  movement: DeepReadonly<MovementPath>,
  user: { id: string | null; isGM: boolean },
): void {
  if (doc.id && runsDesk()) queueJudgement(() => judge(doc, movement, user));
}

/** Puts a ship back to where the desk last accepted her (or only her heading) and tells the player why. */
async function putBack(
  doc: TokenDoc,
  to: Point | null,
  rotation: number | undefined,
  userId: string,
  why: string,
): Promise<void> {
  const back: { x?: number; y?: number; rotation?: number } =
    rotation === undefined || rotation === Math.round(doc.rotation) ? {} : { rotation };
  const id = doc.id ?? '';
  if (to && (to.x !== doc.x || to.y !== doc.y)) {
    Object.assign(back, { x: to.x, y: to.y });
    puttingBack.set(id, [...(puttingBack.get(id) ?? []), to]);
  }
  try {
    if (Object.keys(back).length) await doc.update(back, { animate: false });
  } catch (error) {
    if (back.x !== undefined) isPutBack(id, { x: back.x, y: back.y ?? 0 }, game.user.id);
    throw error;
  }
  await FOUNDRY_DESK.tell(
    userId,
    answer(`move-${doc.id ?? ''}-${Date.now()}`, false, `movePutBack.${why}`, { name: doc.name ?? '' }),
  );
}

/** Whether a movement is the desk's own put-back: made by the desk's own user, to a place it is putting her back to. */
function isPutBack(tokenId: string, end: Point, userId: string | null): boolean {
  const waiting = puttingBack.get(tokenId) ?? [];
  const i = userId === game.user.id ? waiting.findIndex((p) => p.x === end.x && p.y === end.y) : -1;
  if (i < 0) return false;
  waiting.splice(i, 1);
  if (!waiting.length) puttingBack.delete(tokenId);
  return true;
}

async function judge(
  doc: TokenDoc,
  movement: DeepReadonly<MovementPath>,
  user: { id: string | null; isGM: boolean },
): Promise<void> {
  const id = doc.id ?? '';
  const end = endOf(movement);
  // The desk's own put-back, to where it last accepted her: nothing to judge or count.
  if (isPutBack(id, end, user.id)) return;
  // A player's movement that landed before a put-back still on its way was undone by it (moveToken
  // comes in the order the server made them): nothing to count, and she is not where it left her.
  if (!user.isGM && puttingBack.has(id) && (end.x !== doc.x || end.y !== doc.y)) return;
  // A player's movement is judged from where, and with the heading, the desk last accepted her,
  // whatever origin or id it names (an empty one too) and whatever turn was sent with it.
  const combat = shipBattle(doc);
  const entry = storedMove(doc, combat);
  const from = user.isGM ? movement.origin : (entry?.at ?? places.get(id) ?? movement.origin);
  const accepted = user.isGM ? null : acceptedRotation(id, entry);
  const setup = shipPathSetup(doc, accepted);
  if (!setup) return void places.set(id, end);
  const undone = movement.method === 'undo' && entry ? afterUndo(entry, end, setup.tolerance / setup.scale) : null;
  const battle = user.isGM ? null : battleOf(doc);
  if (battle) {
    const refusal =
      moveLock(battle, setup.record) ??
      (undone ? null : moveRefusal(setup, from, [...movement.passed.waypoints, ...movement.pending.waypoints]));
    if (refusal) return putBack(doc, from, accepted ?? undefined, user.id ?? '', refusal);
  }
  places.set(id, end);
  if (combat && entry && undone) {
    // An undo of a movement counted this activation gives its distance back, and her heading where it began.
    const heading = user.isGM ? null : (entry.steps[undone.steps.length]?.rotation ?? accepted);
    await writeStoredMove(combat, id, {
      ...undone,
      at: end,
      heading: heading ?? Math.round(doc.rotation),
      record: { ...undone.record, movementId: movement.id },
    });
    if (heading !== null) await keepHeading(doc, heading, user.id ?? '');
    return;
  }
  // An undo beyond her move (or outside a battle) is no sailing, and turns her nowhere.
  if (movement.method === 'undo' && (user.isGM || !battle)) {
    const heading = user.isGM ? null : accepted;
    if (combat && entry)
      await writeStoredMove(combat, id, { ...entry, at: end, heading: heading ?? Math.round(doc.rotation) });
    if (heading !== null) await keepHeading(doc, heading, user.id ?? '');
    return;
  }
  await count(doc, setup, movement, { from, end, accepted }, user.isGM);
}

/** Turns her to the heading the desk allows (an undo turns her back, never on): a player's own turn there is put back.
 * */
async function keepHeading(doc: TokenDoc, heading: number, userId: string): Promise<void> {
  if (doc.id) headings.set(doc.id, heading);
  if (heading !== Math.round(doc.rotation)) await putBack(doc, null, heading, userId, 'turnOnTheSpot');
}

/**
 * Counts a movement from where she was accepted, with the heading accepted there (null: a GM's,
 * from her heading as she stands), against her move; turns her bow where her path left it and
 * names the tests it calls for.
 */
async function count(
  doc: TokenDoc,
  setup: NonNullable<ReturnType<typeof shipPathSetup>>,
  movement: DeepReadonly<MovementPath>,
  at: { from: Point; end: Point; accepted: number | null },
  byGM: boolean,
): Promise<void> {
  const { actor } = setup;
  const { from, end, accepted } = at;
  const sailed = sailedMove(
    setup,
    { id: movement.id, origin: from, waypoints: movement.passed.waypoints },
    actor.system.artHeading,
  );
  const combat = shipBattle(doc);
  const entry = storedMove(doc, combat);
  // Her bow where her path left it; a player's own turn on a drift is put back.
  const heading = sailed.rotation ?? (byGM ? null : accepted);
  const rotation = accepted ?? headings.get(doc.id ?? '') ?? null;
  if (combat && entry) {
    const counted = afterCounted(entry, sailed.record, { id: movement.id, ...from, rotation }, end);
    await writeStoredMove(combat, doc.id ?? '', { ...counted, heading: heading ?? Math.round(doc.rotation) });
  } else await doc.setFlag(SYSTEM_ID, MOVE_FLAG, sailed.record);
  // Turns her rules count as strain: marked where they keep her record.
  if (sailed.newStrain > 0) await setup.module.markStrain?.(actor, doc, sailed.newStrain);
  if (heading !== null && heading !== Math.round(doc.rotation)) await doc.update({ rotation: heading });
  if (heading !== null && doc.id) headings.set(doc.id, heading);
  if (sailed.prompts.length) ui.notifications?.info(`${doc.name ?? actor.name}: ${localizedPrompts(sailed.prompts)}`);
}

/**
 * Ships left a battle, or it ended (`tokenIds` null): what each movement's rules kept of them in it
 * goes back to them, whichever the world plays now (it may have changed since the battle began).
 */
export async function keptBack(combat: BroadsideCombat, tokenIds: readonly string[] | null): Promise<void> {
  for (const module of modulesFor('movement')) await module.aspects.movement?.leftBattle?.(combat, tokenIds);
}

/**
 * deleteCombatant, on the desk's client: a ship the GM took out of the battle leaves its moves
 * (what each movement's rules kept of her record in it goes back to her); one a player took out stays in them,
 * and held (battle-of.ts). Only the battle the combatant was in forgets her: a GM clearing her
 * from another combat (one her player added her to) frees nothing.
 */
export function combatantLeft(combat: BroadsideCombat, tokenId: string | null, userId: string): void {
  if (!runsDesk() || !tokenId || !game.users.get(userId)?.isGM) return;
  queueJudgement(async () => {
    await keptBack(combat, [tokenId]);
    await forgetStoredMove(combat, tokenId);
  });
}
