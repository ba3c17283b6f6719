/**
 * A broadside's order and plan: the ship as the fire rules read her, the player's choices in the
 * fire dialog, what the turn deck says of the Fire card, and the ships she may aim at. Pure.
 */
import {
  PRIZE_CREW,
  planBroadside,
  planChasers,
  speedHalved,
  type BroadsideOrder,
  type BroadsidePlan,
} from '../../../rules/kmh';
import type { FireMeasurement, FiringSide } from '../../../rules/geometry/firing-geometry';
import type { FireInput } from './fire-input';
import type { ShipRef } from '../../../data/ship-ref';
import { shipStateOf } from '../../../data/ship-state';
import { currentCard, type StoredDeck } from '../../../data/stored-deck';

export type { FireInput } from './fire-input';

export const CHASERS: ReadonlySet<FiringSide> = new Set(['bow', 'stern']);

/**
 * Whether the turn deck says the firer's squadron holds its Fire card: the card is in the held pile,
 * or it is the card just played from it. Null when there is no deck, and the dialog's tick (the
 * GM's word) decides (decision fire-card-held-deck).
 */
export function fireCardHeldByDeck(
  deck: Pick<StoredDeck, 'held' | 'last'> | null,
  squadron: string | null,
): boolean | null {
  if (!deck) return null;
  if (!squadron) return false;
  const card = `fire:${squadron}`;
  return deck.held.includes(card) || (deck.last.action === 'play' && deck.last.card === card);
}

/** The dialog's first values: what was measured, or a plain full broadside at short range. */
export function defaultFireInput(side: FiringSide, measured: FireMeasurement | null): FireInput {
  return {
    side,
    distanceCm: measured ? Math.round(measured.distanceCm) : 10,
    partial: measured ? measured.kind === 'partial' : false,
    rake: measured?.rake ?? 'none',
    aim: 'hull',
    shot: 'round',
    fireCardHeld: false,
    intoBoarding: false,
  };
}

/**
 * The engine's order for a broadside from this ship's sheet, the world's sea and the choices. A
 * prize fires with her prize crew's quality and as one deck (decision boarding-prize).
 */
export function broadsideOrder(firer: ShipRef, input: FireInput, choppy: boolean, first?: boolean): BroadsideOrder {
  const { source, derived } = firer;
  const state = shipStateOf(source, derived);
  const side = input.side === 'port' || input.side === 'starboard' ? input.side : null;
  return {
    fireFactor: derived.fireDice,
    decks: firer.prize ? PRIZE_CREW.decks : derived.decks,
    nationalClass: source.nationalClass,
    quality: firer.prize ? PRIZE_CREW.quality : source.quality,
    traits: derived.characteristics,
    distanceCm: input.distanceCm,
    aim: input.aim,
    shot: input.shot,
    rake: input.rake,
    // A retiring ship fires only partial broadsides (K10).
    partial: input.partial || source.strike.status === 'retiring',
    firstFromThisSide: side ? (first ?? !source.initialBroadsideFired[side]) : false,
    fireCardHeld: input.fireCardHeld,
    damagePoints: state.damagePoints,
    movesBurning: state.fire === 'none' ? 0 : state.movesBurning,
    speedHalved: speedHalved(state),
    choppy,
  };
}

/**
 * The plan of a shot: a broadside from port or starboard, the chasers from bow or stern. `first`
 * says whether it is her first broadside from that side (by default, as her sheet says now).
 */
export function firePlan(firer: ShipRef, input: FireInput, choppy: boolean, first?: boolean): BroadsidePlan {
  if (CHASERS.has(input.side)) {
    const dice = input.side === 'bow' ? firer.derived.bowChasers : firer.derived.sternChasers;
    return planChasers(dice, input.distanceCm);
  }
  return planBroadside(broadsideOrder(firer, input, choppy, first));
}

/**
 * What the player told a shot and what the table said of it when it was rolled: the dialog's
 * choices, whether the sea was choppy and whether it was her first broadside from that side. The
 * card keeps it, so the desk plans the shot again from her sheet (decision desk-derive).
 */
export interface FireOrder extends FireInput {
  choppy: boolean;
  first: boolean;
  /**
   * Fired while her battle's deck showed her squadron's Fire card neither in play nor held: the
   * card says so in words. Only a note for the table: no die or modifier reads it. Absent on cards
   * from before it was kept, and where no deck is dealt.
   */
  offCard?: boolean;
}

/**
 * Whether a shot now is off her squadron's Fire card: her Fire card is not the card in play, nor
 * held, nor just played from hand. Null when there is no deck to say (no battle, or a Salt'n'Tar
 * turn, which deals no Fire cards).
 */
export function offFireCard(deck: StoredDeck | null, squadron: string | null): boolean | null {
  if (!deck) return null;
  if (!squadron) return true;
  return currentCard(deck) !== `fire:${squadron}` && fireCardHeldByDeck(deck, squadron) !== true;
}

/** The order of a shot from the dialog's input, as her sheet and the sea stand now. */
export function fireOrder(firer: ShipRef, input: FireInput, choppy: boolean): FireOrder {
  const side = input.side === 'port' || input.side === 'starboard' ? input.side : null;
  return { ...input, choppy, first: side ? !firer.source.initialBroadsideFired[side] : false };
}

/**
 * The ships a firer may be aimed at, from the scene's tokens: each other ship once, and for a
 * player none whose token is hidden (he would learn of a ship he cannot see).
 */
export function targetOptions(
  tokens: readonly { uuid: string | null; name: string; hidden: boolean }[],
  firerUuid: string,
  isGM: boolean,
): TargetOption[] {
  const seen = new Set<string>();
  const out: TargetOption[] = [];
  for (const t of tokens) {
    if (!t.uuid || t.uuid === firerUuid || seen.has(t.uuid) || (t.hidden && !isGM)) continue;
    seen.add(t.uuid);
    out.push({ uuid: t.uuid, name: t.name });
  }
  return out;
}

export interface TargetOption {
  uuid: string;
  name: string;
}
