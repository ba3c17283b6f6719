/**
 * The Foundry side of sailing: reads a ship token, the scene and the world settings into the pure
 * modules' plain data, and posts the results to chat.
 */
import { headingOf } from '../rules/geometry/angles';
import { cmPerPixel } from '../rules/geometry/scale';
import { TURNING_CIRCLES, type TurningCircle } from '../rules/kmh';
import { luckOver, type CompassPoints, type HexLayout, type SaltntarShipState } from '../rules/saltntar';
import type { SequenceState } from '../rules/saltntar/sequence';
import { shipStateOf } from '../data/ship-state';
import type { WindSource } from '../data/wind';
import { SYSTEM_ID } from '../constants';
import { turningRadius } from '../settings';
import { movementModule, moveRecordOf, saltntarStateOf, scenePoints, type MoveRecord, type MovementModule, type SailingContext, type SailingShip } from './sailing';

export const MOVE_FLAG = 'move';
export const SALTNTAR_FLAG = 'saltntar';

type TokenDoc = TokenDocument.Implementation;

export function currentWind(): WindSource {
  const wind = game.settings.get(SYSTEM_ID, 'wind') as unknown as WindSource & { toObject?: () => WindSource };
  return typeof wind.toObject === 'function' ? wind.toObject() : { ...wind };
}

/** Six points on hex scenes (through the hex sides), eight otherwise. */
export function sceneCompass(scene: Scene.Implementation | null | undefined = canvas?.scene): { points: CompassPoints; layout: HexLayout } {
  const grid = canvas?.grid;
  const hex = !!grid && scene === canvas?.scene && grid.isHexagonal;
  const columns = hex && (grid as unknown as { columns?: boolean }).columns === true;
  return { points: scenePoints(hex), layout: columns ? 'columns' : 'rows' };
}

export function sailingContext(): SailingContext {
  const radii = Object.fromEntries(TURNING_CIRCLES.map((size) => [size, turningRadius(size)])) as Record<TurningCircle, number>;
  return { wind: currentWind(), points: sceneCompass().points, radii, sequence: saltntarSequence()?.kind === 'racing' ? 'race' : 'combat' };
}

/** The Salt'n'Tar turn sequence of the active combat, if it runs one. */
export function saltntarSequence(): SequenceState | null {
  const combat = game.combat as unknown as { sequence?: SequenceState | null } | null | undefined;
  return game.settings.get(SYSTEM_ID, 'turnSequence') === 'saltntar' ? (combat?.sequence ?? null) : null;
}

export function activeModule(): MovementModule {
  return movementModule(game.settings.get(SYSTEM_ID, 'movementModule'));
}

/** Centimetres per pixel on a scene (the one on the canvas unless given). */
export function sceneCmPerPixel(scene: Scene.Implementation | null | undefined = canvas?.scene): number {
  if (!scene) return 0;
  return cmPerPixel({ size: scene.grid.size, distance: scene.grid.distance, units: scene.grid.units });
}

export type ShipActor = Actor.Implementation & { system: Actor.SystemOfType<'ship'> };

export function shipActorOf(doc: TokenDoc | null | undefined): ShipActor | null {
  const actor = doc?.actor;
  return actor && actor.type === 'ship' ? (actor as ShipActor) : null;
}

export function sailingShipOf(actor: ShipActor): SailingShip {
  const system = actor.system;
  const derived = system.derived;
  const saltntar: unknown = actor.getFlag(SYSTEM_ID, SALTNTAR_FLAG);
  return {
    rate: system.rate,
    merchant: system.merchant,
    fastSailor: derived.characteristics.fastSailor,
    poorSailors: derived.characteristics.poorSailors,
    mastsLost: derived.mastsLost,
    quality: system.quality,
    state: shipStateOf(system, derived),
    saltntar: saltntar && typeof saltntar === 'object' && 'hull' in saltntar ? (saltntar as SaltntarShipState) : null,
  };
}

/** A ship's Salt'n'Tar record (her default hull if none is kept). */
export function saltntarOf(actor: ShipActor): SaltntarShipState {
  return saltntarStateOf(sailingShipOf(actor));
}

export async function saveSaltntar(actor: ShipActor, state: SaltntarShipState): Promise<void> {
  await actor.setFlag(SYSTEM_ID, SALTNTAR_FLAG, state as never);
}

/** The Salt'n'Tar wind roll starts a turn: the luck of the last one is over. */
export async function clearLuck(): Promise<void> {
  for (const token of canvas?.tokens?.placeables ?? []) {
    const actor = shipActorOf(token.document);
    if (!actor) continue;
    const state = saltntarOf(actor);
    const over = luckOver(state);
    if (over !== state) await saveSaltntar(actor, over);
  }
}

export function tokenHeading(doc: TokenDoc): number {
  return headingOf(doc.rotation, shipActorOf(doc)?.system.artHeading ?? 0);
}

export function moveRecord(doc: TokenDoc): MoveRecord {
  return moveRecordOf(doc.getFlag(SYSTEM_ID, MOVE_FLAG));
}

/** Localises the values of `data` that are keys themselves, then formats `key`. */
export function formatKey(key: string, data: Record<string, string> = {}): string {
  const i18n = game.i18n;
  const filled = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.startsWith('BROADSIDE.') ? i18n.localize(v) : v]));
  return i18n.format(key, filled);
}

