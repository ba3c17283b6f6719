/**
 * The Foundry side of sailing: reads a ship token, her own scene and the world settings into the
 * pure modules' plain data, writes her records back, and words what they say in the user's
 * language. A token is always measured on the scene she is on, whichever scene the user views.
 */
import { headingOf } from '../rules/geometry/angles';
import { PATH_TOLERANCE_CM } from '../rules/geometry/path';
import { cmPerPixel } from '../rules/geometry/scale';
import type { TurningCircle } from '../rules/kmh';
import type { CompassPoints, HexLayout, SaltntarShipState } from '../rules/saltntar';
import type { SequenceState } from '../rules/saltntar/sequence';
import { readSequence } from '../rules/saltntar/stored-sequence';
import { shipStateOf } from '../data/ship-state';
import type { WindSource } from '../data/wind';
import { isShip, type ShipActor } from '../documents/ship-actor';
import { SYSTEM_ID } from '../constants';
import { turningRadius } from './turning-radius';
import { chosenContract } from '../registry/aspect-settings';
import { saltntarStateOf, scenePoints, type MovementModule, type SailingContext, type SailingShip } from './sailing';
import { moveRecordOf, reachNow, withProgress, type MoveRecord } from '../rules/move-record';
import type { PathSetup } from './ship-path';
import { formatCount } from '../plural';
import { movesOf, sceneBattle, shipBattle, storedMove, writeKeptSaltntar, writeStoredMove } from './move-book';
import { inMovesQueue } from './moves-queue';
import { storedMoveOf } from './move-store';
import type { BroadsideCombat } from '../combat/combat';
import { keptPart, sameKept, withKept } from '../rules/saltntar/kept';

export const MOVE_FLAG = 'move';
export const SALTNTAR_FLAG = 'saltntar';

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
  const radii: Record<TurningCircle, number> = {
    small: turningRadius('small'),
    medium: turningRadius('medium'),
    large: turningRadius('large'),
  };
  return {
    wind: currentWind(),
    points: sceneCompass(scene).points,
    radii,
    sequence: saltntarSequence(sceneBattle(scene))?.kind === 'racing' ? 'race' : 'combat',
  };
}

/** The Salt'n'Tar turn sequence of a battle, if it runs one. */
export function saltntarSequence(combat: { system: { sequence?: unknown } } | null | undefined): SequenceState | null {
  if (!chosenContract('turnSequence').phases) return null;
  return readSequence(combat?.system.sequence);
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

/**
 * A ship as the sailing rules read her; `doc`, her token: in a begun battle, the part of her
 * Salt'n'Tar record only the GM's table writes is read from her battle's entry (rules/saltntar/kept.ts).
 */
export function sailingShipOf(actor: ShipActor, doc: TokenDoc | null = null): SailingShip {
  const system = actor.system;
  const derived = system.derived;
  const flag = actor.getFlag(SYSTEM_ID, SALTNTAR_FLAG);
  const own = flag && typeof flag === 'object' && 'hull' in flag ? flag : null;
  const kept = doc ? (storedMove(doc)?.saltntar ?? null) : null;
  const saltntar = own && kept ? withKept(own, kept) : own;
  return {
    rate: system.rate,
    merchant: system.merchant,
    fastSailor: derived.characteristics.fastSailor,
    poorSailors: derived.characteristics.poorSailors,
    mastsLost: derived.mastsLost,
    quality: system.quality,
    state: shipStateOf(system, derived),
    saltntar,
  };
}

/** A ship's Salt'n'Tar record (her default hull if none is kept), as her token's battle keeps it when `doc` is given.
 * */
export function saltntarOf(actor: ShipActor, doc: TokenDoc | null = null): SaltntarShipState {
  const state = saltntarStateOf(sailingShipOf(actor, doc));
  const kept = doc ? (storedMove(doc)?.saltntar ?? null) : null;
  return withKept(state, kept);
}

/**
 * Records a ship's Salt'n'Tar record. Outside a battle (or with no token given) all of it in her
 * flag. In a begun battle (decision saltntar-strain-gm) the part only the GM's table writes goes
 * to her battle's entry, written by a GM only (a player's change of it is not made, and false is
 * returned); her owner's part to her flag.
 */
export async function saveSaltntar(
  actor: ShipActor,
  state: SaltntarShipState,
  doc: TokenDoc | null = null,
): Promise<boolean> {
  const combat = doc ? shipBattle(doc) : null;
  const entry = doc && combat ? storedMove(doc, combat) : null;
  if (!doc || !combat || !entry) {
    await actor.setFlag(SYSTEM_ID, SALTNTAR_FLAG, state);
    return true;
  }
  const before = saltntarOf(actor, doc);
  const kept = keptPart(state);
  const keptChanged = !sameKept(kept, keptPart(before));
  if (keptChanged && !game.user.isGM) return false;
  if (keptChanged) await writeKeptSaltntar(combat, doc.id ?? '', kept);
  // Her owner's part: the flag keeps its own kept values, which decide nothing while the battle lasts.
  const flag = sailingShipOf(actor).saltntar;
  const own = { ...state, ...(flag ? keptPart(flag) : keptPart(before)) };
  if (JSON.stringify(own) !== JSON.stringify(flag)) await actor.setFlag(SYSTEM_ID, SALTNTAR_FLAG, own);
  return true;
}

/**
 * A battle ends for ships (her battle deleted, or the GM took her out of it): the part of her
 * Salt'n'Tar record the battle kept goes back to her flag, her record outside a battle (decision
 * saltntar-strain-gm), so what the strain table took from her stays taken. A GM's write, on the
 * desk's client; `tokenIds`: those ships only (all the battle keeps if none are given).
 */
export async function keptBackToFlags(
  combat: BroadsideCombat,
  tokenIds: readonly string[] | null = null,
): Promise<void> {
  const moves = movesOf(combat);
  const scene = (combat as { scene?: unknown }).scene as Scene.Implementation | null | undefined;
  for (const id of tokenIds ?? Object.keys(moves)) {
    const kept = storedMoveOf(moves[id])?.saltntar;
    if (!kept) continue;
    const doc =
      scene?.tokens.get(id) ?? game.scenes.contents.flatMap((s) => s.tokens.contents).find((t) => t.id === id);
    const actor = shipActorOf(doc);
    if (!actor) continue;
    const own = sailingShipOf(actor).saltntar ?? saltntarOf(actor);
    await actor.setFlag(SYSTEM_ID, SALTNTAR_FLAG, withKept(own, kept));
  }
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

/** Her owner's sail order for her next move (KMH), kept in her token's flag. */
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
    // Salt'n'Tar: the half moves go on from what this activation has sailed and turned.
    turning: withProgress(module.turning(sailingShipOf(actor, doc), heading, ctx), record),
    reach: reachNow(record, module.id === 'saltntar' && saltntarSequence(shipBattle(doc))?.phase === 'firstHalfMove'),
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
