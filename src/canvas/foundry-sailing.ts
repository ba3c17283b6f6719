/**
 * The Foundry side of sailing: reads a ship token, her own scene and the world settings into the
 * pure modules' plain data, writes her records back, and words what they say in the user's
 * language. A token is always measured on the scene she is on, whichever scene the user views.
 */
import { headingOf } from '../rules/geometry/angles';
import { PATH_TOLERANCE_CM } from '../rules/geometry/path';
import { cmPerPixel } from '../rules/geometry/scale';
import type { CompassPoints, HexLayout } from '../rules/geometry/compass';
import type { WindSource } from '../data/wind';
import { isShip, type ShipActor } from '../documents/ship-actor';
import { SYSTEM_ID } from '../constants';
import { turningRadius } from './turning-radius';
import { chosenContract } from '../registry/aspect-settings';
import { scenePoints, type MovementModule, type SailingContext } from './sailing';
import { moveRecordOf, reachNow, withProgress, type MoveRecord } from '../rules/move-record';
import type { PathSetup } from './ship-path';
import { formatCount } from '../plural';
import { sceneBattle, shipBattle, storedMove, writeStoredMove } from './move-book';
import { inMovesQueue } from './moves-queue';

export const MOVE_FLAG = 'move';

type TokenDoc = TokenDocument.Implementation;
type SceneDoc = Scene.Implementation | null | undefined;

/** The ship tokens this user has selected on the canvas. */
export function selectedShipTokens(): TokenDoc[] {
  return (canvas?.tokens?.controlled ?? []).map((t) => t.document).filter((d) => shipActorOf(d) !== null);
}

export function currentWind(): WindSource {
  const { fromDegrees, strength, becalmed, sea } = game.settings.get(SYSTEM_ID, 'wind');
  return { fromDegrees, strength, becalmed, sea };
}

/** Six points on hex scenes (through the hex sides), eight otherwise; the viewed scene unless given. */
export function sceneCompass(scene: SceneDoc = canvas?.scene): { points: CompassPoints; layout: HexLayout } {
  const grid = scene?.grid;
  const hex = grid?.isHexagonal === true;
  // Hexagonal grids say whether their hexes stand in columns; other grids have no such thing.
  const columns = hex && 'columns' in grid && grid.columns === true;
  return { points: scenePoints(hex), layout: columns ? 'columns' : 'rows' };
}

/** The sailing rules' view of the world on a scene: wind, compass points, turning radii, the sequence of its battle. */
export function sailingContext(scene: SceneDoc = canvas?.scene): SailingContext {
  return {
    wind: currentWind(),
    points: sceneCompass(scene).points,
    radii: { small: turningRadius('small'), medium: turningRadius('medium'), large: turningRadius('large') },
    sequence: activeModule().sequenceOf?.(sceneBattle(scene)) ?? 'combat',
  };
}

/** The movement rules of the module the world's movement setting chooses. */
export function activeModule(): MovementModule {
  return chosenContract('movement');
}

/** Centimetres per pixel on a scene (the viewed one unless given). */
export function sceneCmPerPixel(scene: SceneDoc = canvas?.scene): number {
  if (!scene) return 0;
  return cmPerPixel({ size: scene.grid.size, distance: scene.grid.distance, units: scene.grid.units });
}

/** The ship actor of a token, or null for any other token. */
export function shipActorOf(doc: TokenDoc | null | undefined): ShipActor | null {
  const actor = doc?.actor;
  return isShip(actor) ? actor : null;
}

export function tokenHeading(doc: TokenDoc): number {
  return headingOf(doc.rotation, shipActorOf(doc)?.system.artHeading ?? 0);
}

/**
 * A ship's move record: once her battle has begun, the battle's entry for her (move-book.ts),
 * which only a GM writes; outside a battle, or for a ship the battle has no entry for, her token's
 * flag, which her owner can write too and which therefore decides nothing in a battle. Her sail
 * order is always her owner's, in the flag.
 */
export function moveRecord(doc: TokenDoc): MoveRecord {
  const flag = moveRecordOf(doc.getFlag(SYSTEM_ID, MOVE_FLAG));
  const entry = storedMove(doc);
  return entry ? { ...entry.record, sailOrder: flag.sailOrder } : flag;
}

/**
 * Records a ship's move where moveRecord reads it (a GM's write once her battle has begun); the
 * counted movements an undo could give back are forgotten, since the record was set anew.
 */
export async function saveRecord(doc: TokenDoc, record: MoveRecord): Promise<void> {
  let inBattle = false;
  // Read and written in the desk's queue, after the movements counted before it (move-book.ts).
  await inMovesQueue(async () => {
    const combat = shipBattle(doc);
    const entry = storedMove(doc, combat);
    inBattle = Boolean(combat && entry);
    if (combat && entry)
      await writeStoredMove(combat, doc.id ?? '', { ...entry, record: { ...record, sailOrder: null }, steps: [] });
  });
  if (!inBattle) {
    await doc.setFlag(SYSTEM_ID, MOVE_FLAG, record);
    return;
  }
  if (moveRecordOf(doc.getFlag(SYSTEM_ID, MOVE_FLAG)).sailOrder !== record.sailOrder)
    await saveSailOrder(doc, record.sailOrder);
}

/** Her owner's sail order for her next move (for rules that set sail), kept in her token's flag. */
export async function saveSailOrder(doc: TokenDoc, order: MoveRecord['sailOrder']): Promise<void> {
  await doc.setFlag(SYSTEM_ID, MOVE_FLAG, { ...moveRecordOf(doc.getFlag(SYSTEM_ID, MOVE_FLAG)), sailOrder: order });
}

/**
 * What the drag constraint, the ruler, the layer and the record of a move trace a ship token's
 * path from, on her own scene, from her heading as she stands (or as `rotation` says). Null for a
 * token that is no ship or a scene with no scale.
 */
export function shipPathSetup(
  doc: TokenDoc,
  rotation: number | null = null,
): (PathSetup & { actor: ShipActor }) | null {
  const actor = shipActorOf(doc);
  const scene = doc.parent;
  const scale = sceneCmPerPixel(scene);
  if (!actor || !(scale > 0)) return null;
  const module = activeModule();
  const ctx = sailingContext(scene);
  const record = moveRecord(doc);
  // `rotation`: the one the desk last accepted, when it judges a movement (a turn sent with it is no part of where it
  // began).
  const heading =
    record.traceHeading ?? (rotation === null ? tokenHeading(doc) : headingOf(rotation, actor.system.artHeading));
  return {
    actor,
    module,
    ctx,
    record,
    scale,
    heading,
    // Turning by stages goes on from what this activation has sailed and turned.
    turning: withProgress(module.turning(module.shipOf(actor, doc), heading, ctx), record),
    reach: reachNow(record, module.firstHalfOnly?.(shipBattle(doc)) ?? false),
    // A pixel of rounding either way is no reason to refuse a move.
    tolerance: Math.max(PATH_TOLERANCE_CM, scale),
  };
}

/** The tests a move calls for, named in the reader's language. */
export function localizedPrompts(prompts: readonly string[]): string {
  return prompts.map((p) => game.i18n.localize(`BROADSIDE.Sailing.prompt.${p}`)).join(', ');
}

/**
 * Localises the values of `data` that are keys themselves, then formats `key`; worded for `count`
 * when one is given (plural.ts).
 */
export function formatKey(key: string, data: Record<string, string> = {}, count?: number): string {
  const i18n = game.i18n;
  const filled = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v.startsWith('BROADSIDE.') ? i18n.localize(v) : v]),
  );
  return count === undefined ? i18n.format(key, filled) : formatCount(i18n, key, count, filled);
}
