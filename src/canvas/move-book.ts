/**
 * The battle's book of moves on Foundry's documents (move-store.ts says what an entry holds): read
 * straight from her battle's system data (shipBattle) on every client, cheaply enough for every frame
 * of a drag, and written only by a GM (players cannot write a Combat's system data). Every write
 * of them runs in the desk's queue (moves-queue.ts), each reading the entry the one before left, so
 * none overwrites a newer one with what it read earlier.
 */
import { chosenContract } from '../registry/aspect-settings';
import type { BroadsideCombat } from '../combat/combat';
import { storedMoveOf, type StoredMove } from './move-store';

/** Whether a Combat is a Broadside battle (told by what it has, so this module loads without the Combat class). */
function isBattle(combat: unknown): combat is BroadsideCombat {
  return (
    typeof combat === 'object' && combat !== null && 'squadrons' in combat && typeof combat.squadrons === 'function'
  );
}

/** The id of the scene a Combat is fought on: its `scene` field reads as the Scene document (or, raw, its id). */
function sceneIdOf(combat: BroadsideCombat): string | null {
  const scene: unknown = (combat as { scene?: unknown }).scene;
  if (typeof scene === 'string') return scene;
  return scene && typeof scene === 'object' && 'id' in scene && typeof scene.id === 'string' ? scene.id : null;
}

/** Every Broadside battle of the world. */
function battles(): BroadsideCombat[] {
  const all: readonly unknown[] = game.combats?.contents ?? [];
  return all.filter(isBattle);
}

/**
 * The active battle fought on a scene. Never `game.combat`: that is the combat this user's
 * tracker views (https://foundryvtt.com/api/v13/classes/foundry.Game.html), whichever scene he looks at.
 */
export function sceneBattle(scene: { id?: string | null } | null | undefined): BroadsideCombat | null {
  const id = scene?.id;
  return id ? (battles().find((c) => c.active && sceneIdOf(c) === id) ?? null) : null;
}

/** A ship token as her battle is found: her id and the scene she is on. */
export interface ShipOnScene {
  id: string | null;
  parent?: { id?: string | null } | null;
}

/** Whether a battle's combatants name a ship's token. */
function enlists(combat: BroadsideCombat, doc: ShipOnScene): boolean {
  for (const c of combat.combatants as Iterable<{ tokenId?: string | null }>) if (c.tokenId === doc.id) return true;
  return false;
}

/** The active one of some battles, else the first. */
const firstActive = (list: BroadsideCombat[]) => list.find((c) => c.active) ?? list[0] ?? null;

/**
 * A ship's battle, whoever reads it and whatever scene he views. Only battles fought on her own
 * scene count. First the begun battle whose moves hold her: only a GM writes those, so a player who
 * adds his token to another combat (his right over his own combatant, FOUNDRY-FACTS.md section 4)
 * never takes her out of it. Else a battle whose combatants name her (before any has begun, the
 * live squadrons), else the active battle on her scene (which she is not in: her lock reads no
 * squadron there).
 */
export function shipBattle(doc: ShipOnScene): BroadsideCombat | null {
  const scene = doc.parent?.id;
  if (!doc.id || !scene) return null;
  const here = battles().filter((c) => sceneIdOf(c) === scene);
  const booked = here.filter((c) => battleBegun(c) && doc.id! in movesOf(c));
  return firstActive(booked) ?? firstActive(here.filter((c) => enlists(c, doc))) ?? sceneBattle(doc.parent);
}

/** The battle's moves as stored (no copy: read, never changed). */
export function movesOf(combat: BroadsideCombat): Readonly<Record<string, unknown>> {
  const system = combat.system as { moves?: unknown } | undefined;
  const moves = system?.moves;
  return moves && typeof moves === 'object' ? (moves as Record<string, unknown>) : {};
}

/** Whether the battle has begun for the turn sequence in use: its deck turned, or, with no deck, its turn set. */
export function battleBegun(combat: BroadsideCombat): boolean {
  const system = combat.system as { deck?: unknown; sequence?: unknown } | undefined;
  return Boolean(chosenContract('turnSequence').hasDeck ? system?.deck : system?.sequence);
}

/** A token's entry in her battle's moves, once the battle has begun; null otherwise. */
export function storedMove(doc: ShipOnScene, combat: BroadsideCombat | null = shipBattle(doc)): StoredMove | null {
  if (!combat || !doc.id || !battleBegun(combat)) return null;
  return storedMoveOf(movesOf(combat)[doc.id]);
}

/**
 * Writes a token's entry (a GM only: the server refuses a player's write of a Combat's system
 * data), but for what the movement modules keep in it, which only writeKeptPart writes: an update
 * merges the entry key by key, so a part read earlier is never written back over a newer one.
 */
export async function writeStoredMove(combat: BroadsideCombat, tokenId: string, entry: StoredMove): Promise<void> {
  const rest: Partial<StoredMove> = { ...entry };
  delete rest.kept;
  await combat.update({ system: { moves: { [tokenId]: rest } } });
}

/** Writes a movement module's kept part of her record into her entry, under its key (MovementModule.keptKey). */
export async function writeKeptPart(
  combat: BroadsideCombat,
  tokenId: string,
  key: string,
  part: object,
): Promise<void> {
  await combat.update({ system: { moves: { [tokenId]: { [key]: part } } } });
}

/** Forgets a token's entry (the GM took her out of the battle). */
export async function forgetStoredMove(combat: BroadsideCombat, tokenId: string): Promise<void> {
  if (!(tokenId in movesOf(combat))) return;
  await combat.update({ system: { moves: { [`-=${tokenId}`]: null } } });
}
