/**
 * Salt'n'Tar's record of a ship (hull, sails, strain, lasting damage), kept between moves: in her
 * actor's flag, and in a begun battle the part only the GM's table writes in her battle's entry
 * (rules/saltntar/kept.ts, decision saltntar-strain-gm), where a player cannot change it.
 */
import { defaultHullType, initialSaltntarState, type SaltntarShipState } from '../../rules/saltntar';
import { keptOf, keptPart, sameKept, withKept, type KeptSaltntar } from '../../rules/saltntar/kept';
import { SYSTEM_ID } from '../../constants';
import type { ShipActor } from '../../documents/ship-actor';
import type { BroadsideCombat } from '../../combat/combat';
import { shipActorOf } from '../../canvas/foundry-sailing';
import { movesOf, shipBattle, storedMove, writeKeptPart } from '../../canvas/move-book';

/** The key of her record, in her actor's flags and in her battle's entry: stored data, never rename it. */
export const SALTNTAR_KEY = 'saltntar';

type TokenDoc = TokenDocument.Implementation;

/** What Salt'n'Tar's movement rules read of a ship. */
export interface SaltntarShip {
  rate: string;
  merchant: boolean;
  /** Her record (hull, sails, strain), if she has one. */
  saltntar: SaltntarShipState | null;
}

/** A ship's Salt'n'Tar record, or a fresh one with her default hull type. */
export function saltntarStateOf(ship: SaltntarShip): SaltntarShipState {
  return ship.saltntar ?? initialSaltntarState(defaultHullType(ship.rate, ship.merchant));
}

/** The part of her record her token's begun battle keeps, if it has written one. */
function keptIn(doc: TokenDoc | null): KeptSaltntar | null {
  return doc ? keptOf(storedMove(doc)?.kept[SALTNTAR_KEY]) : null;
}

/**
 * A ship as Salt'n'Tar's rules read her; `doc`, her token: in a begun battle, the part of her
 * record only the GM's table writes is read from her battle's entry.
 */
export function saltntarShipOf(actor: ShipActor, doc: TokenDoc | null = null): SaltntarShip {
  const flag = actor.getFlag(SYSTEM_ID, SALTNTAR_KEY);
  const own = flag && typeof flag === 'object' && 'hull' in flag ? flag : null;
  const kept = keptIn(doc);
  return {
    rate: actor.system.rate,
    merchant: actor.system.merchant,
    saltntar: own && kept ? withKept(own, kept) : own,
  };
}

/** A ship's Salt'n'Tar record (her default hull if none is kept), as her token's battle keeps it when `doc` is given.
 * */
export function saltntarOf(actor: ShipActor, doc: TokenDoc | null = null): SaltntarShipState {
  const state = saltntarStateOf(saltntarShipOf(actor, doc));
  return withKept(state, keptIn(doc));
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
    await actor.setFlag(SYSTEM_ID, SALTNTAR_KEY, state);
    return true;
  }
  const before = saltntarOf(actor, doc);
  const kept = keptPart(state);
  const keptChanged = !sameKept(kept, keptPart(before));
  if (keptChanged && !game.user.isGM) return false;
  if (keptChanged) await writeKeptPart(combat, doc.id ?? '', SALTNTAR_KEY, kept);
  // Her owner's part: the flag keeps its own kept values, which decide nothing while the battle lasts.
  const flag = saltntarShipOf(actor).saltntar;
  const own = { ...state, ...(flag ? keptPart(flag) : keptPart(before)) };
  if (JSON.stringify(own) !== JSON.stringify(flag)) await actor.setFlag(SYSTEM_ID, SALTNTAR_KEY, own);
  return true;
}

/**
 * A battle ends for ships (her battle deleted, or the GM took her out of it): the part of her
 * Salt'n'Tar record the battle kept goes back to her flag, her record outside a battle (decision
 * saltntar-strain-gm), so what the strain table took from her stays taken. A GM's write, on the
 * desk's client; `tokenIds`: those ships only (all the battle keeps if null).
 */
export async function keptBackToFlags(combat: BroadsideCombat, tokenIds: readonly string[] | null): Promise<void> {
  const moves = movesOf(combat);
  const scene = (combat as { scene?: unknown }).scene as Scene.Implementation | null | undefined;
  for (const id of tokenIds ?? Object.keys(moves)) {
    const kept = keptOf((moves[id] as Record<string, unknown> | undefined)?.[SALTNTAR_KEY]);
    if (!kept) continue;
    const doc =
      scene?.tokens.get(id) ?? game.scenes.contents.flatMap((s) => s.tokens.contents).find((t) => t.id === id);
    const actor = shipActorOf(doc);
    if (!actor) continue;
    const own = saltntarShipOf(actor).saltntar ?? saltntarOf(actor);
    await actor.setFlag(SYSTEM_ID, SALTNTAR_KEY, withKept(own, kept));
  }
}

/** A second change of direction in a move marks a strain (decision saltntar-half-moves): the desk marks it. */
export async function markTurnStrain(actor: ShipActor, doc: TokenDoc, strain: number): Promise<void> {
  const state = saltntarOf(actor, doc);
  await saveSaltntar(actor, { ...state, strain: state.strain + strain }, doc);
}
