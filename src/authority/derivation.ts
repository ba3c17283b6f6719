/**
 * What a card's changes must be: the desk runs the same pure card rule the client rolled with, on
 * the dice the card's message records, from the ships' sheets (each ship's damage as the card found
 * it, the state its change starts from) and what the table told the roll, and compares what comes
 * out with what the card says it changes (decision desk-derive). A duel's turn is the desk's own
 * and is not rolled again here. Dice rolled on a player's own client can still be forged, so a
 * card against a ship he does not command is meant to be rolled on the GM's client (decision
 * desk-rolls). Pure.
 */
import type { DiceRecord } from '../rules/dice/dice';
import { deriveShip } from '../data/ship';
import { shipDamageUpdate } from '../data/ship-state';
import type { ActorChange, BoardingRecord, CardChoice } from '../data/card-changes';
import type { AnyCard, CardKindId, CardShapes } from '../data/card-model';
import { rollLimitsOf } from '../data/card-kinds';
import type { ShipRef } from '../data/ship-ref';
import { RecordedDice, rollRecords } from './roll-record';
import type { GunneryCardKind, GunneryFigures } from './gunnery';
import { partRoot, type PartChange } from '../registry/data-parts';
import { writeDotted } from './writes/dotted';

/** What the desk reads to derive a card: the ships' sheets and the table's boarding records. */
export interface DeriveFigures {
  ship(uuid: string): ShipRef | null;
  /** The boarding action the GM's table records for a ship. */
  boarding(uuid: string): BoardingRecord | null;
  /** The crew members on the ships' sheets and who owns what (a gunnery module's card rolls with their skills). */
  crew?: GunneryFigures;
  /** The card kind of a gunnery module, when it is the one the world plays; null otherwise. */
  gunnery?: (module: string) => GunneryCardKind | null;
}

/**
 * Why a card is not what its roll gives: its dice are not plain rolls or not the ones its rule asks
 * for, it does not say what the table told its roll, a ship it concerns is gone, or (naming the
 * first ship concerned) its changes differ from the derived ones.
 */
export type DeriveProblem =
  | { code: 'diceDiffer' }
  | { code: 'rollUntold' }
  | { code: 'shipGone'; ship: string }
  | { code: 'outcomeDiffers'; ship: string };

/** A ship's state as a card's change records it. */
type ShipState = NonNullable<ActorChange['before']>;

/** The state a card says a ship was in when it was rolled (her change's `before`, in any of its options). */
function recordedBefore(card: AnyCard, uuid: string): ShipState | undefined {
  const changes = [...card.changes, ...(card.choice?.options.flatMap((o) => o.changes) ?? [])];
  return changes.find((c) => c.actorUuid === uuid && c.before)?.before;
}

/** The part a module card says a ship's change started from, if any. */
function recordedPart(card: AnyCard, uuid: string): PartChange | undefined {
  return card.changes.find((c) => c.actorUuid === uuid && c.part)?.part;
}

/** A ship's sheet with a module's part as the card found it (her part change's `before`). */
function withPartAsRolled(ref: ShipRef, part: PartChange | undefined): ShipRef {
  if (!part) return ref;
  const source = structuredClone(ref.source) as ShipRef['source'] & Record<string, unknown>;
  for (const [key, value] of Object.entries(part.before)) writeDotted(source, `${partRoot(part.module)}.${key}`, value);
  return { ...ref, source };
}

/**
 * A ship's sheet with her damage as it was when the card was rolled: the state her change starts
 * from (the desk marked the card for the GM alone if that was not her sheet's when it was posted,
 * decision chat-apply-policy), or her sheet as it is.
 */
export function asRolled(ref: ShipRef, before: ShipState | undefined): ShipRef {
  if (!before) return ref;
  const plain =
    typeof (ref.source as { toObject?: unknown }).toObject === 'function'
      ? (ref.source as unknown as { toObject: () => ShipRef['source'] }).toObject()
      : ref.source;
  // Each field of the state's update laid over the sheet's own.
  const source: Record<string, unknown> = { ...plain };
  for (const [key, value] of Object.entries(shipDamageUpdate(before)))
    source[key] = { ...(source[key] as object), ...value };
  return { ...ref, source: source as ShipRef['source'], derived: deriveShip(source as ShipRef['source']) };
}

export type Rule = (dice: RecordedDice) => AnyCard;

/**
 * How the desk fires a card kind of a rule module's again: the ships its rule reads, the rule from
 * the card, those ships (as the card found them) and the figures, whether the whole card, not only
 * its changes, must come out the same, or which part of it besides its changes must (with the ship
 * to name when it does not).
 */
export interface CardDerivation<C> {
  shipsRead(card: C): { uuid: string; name: string }[];
  rule(card: C, ship: (named: { uuid: string }) => ShipRef, figures: DeriveFigures): Rule | DeriveProblem;
  comparedWhole?: boolean;
  compared?(card: C): { value: unknown; ship: string };
}

const derivations = new Map<string, CardDerivation<AnyCard>>();

/**
 * Gives a rule module's card kind its derivation (the module, at registration). Once per kind: a
 * second derivation would decide what the first one's cards may change, so it is refused.
 */
export function attachCardDerivation<K extends CardKindId>(kind: K, derivation: CardDerivation<CardShapes[K]>): void {
  const taken = derivations.get(kind);
  if (taken && taken !== derivation) throw new Error(`Broadside | the card kind "${kind}" already has a derivation`);
  derivations.set(kind, derivation);
}

/** The card's rule from the figures, or why there is none. */
function ruleOf(card: AnyCard, figures: DeriveFigures): Rule | DeriveProblem | null {
  const own = derivations.get(card.kind);
  // Only the desk posts a duel's turn, and it does not roll it again (card-derive.ts checks who posted
  // it). Any other kind whose module gave no derivation on this client (its registration failed) can be
  // checked by nothing, so it counts for nothing rather than for what it says.
  if (!own) return card.kind === 'duel' ? null : { code: 'rollUntold' };
  const refs = new Map<string, ShipRef>();
  for (const named of own.shipsRead(card)) {
    const ref = figures.ship(named.uuid);
    if (!ref) return { code: 'shipGone', ship: named.name };
    refs.set(
      named.uuid,
      withPartAsRolled(asRolled(ref, recordedBefore(card, named.uuid)), recordedPart(card, named.uuid)),
    );
  }
  const ship = (named: { uuid: string }): ShipRef => refs.get(named.uuid)!;
  return own.rule(card, ship, figures);
}

/**
 * The card its rule gives on its recorded dice, or why there is none; null for a duel's turn, which
 * only the desk posts and which it does not roll again.
 */
export function deriveCard(
  card: AnyCard,
  rolls: readonly unknown[],
  figures: DeriveFigures,
): AnyCard | DeriveProblem | null {
  const records: DiceRecord[] | null = rollRecords(rolls, rollLimitsOf(card.kind));
  if (!records) return { code: 'diceDiffer' };
  const rule = ruleOf(card, figures);
  if (rule === null || 'code' in rule) return rule;
  const dice = new RecordedDice(records);
  let derived: AnyCard;
  try {
    derived = rule(dice);
  } catch {
    // Dice other than the rule asks for, or figures the engine refuses (a plan no sheet gives).
    return { code: 'diceDiffer' };
  }
  return dice.spent ? derived : { code: 'diceDiffer' };
}

/** Why a card is not what its roll gives, or null when its changes are exactly the derived ones. */
export function derivationProblem(
  card: AnyCard,
  rolls: readonly unknown[],
  figures: DeriveFigures,
): DeriveProblem | null {
  const derived = deriveCard(card, rolls, figures);
  if (derived === null || 'code' in derived) return derived;
  return changesProblem(card, derived);
}

/** The first ship whose change (in the changes, or in any option of the choice) differs between the two cards. */
export function changesProblem(card: AnyCard, derived: AnyCard): DeriveProblem | null {
  const own = derivations.get(card.kind);
  // The part of a card its kind compares besides its changes (a shot's plan: what her sheet and the
  // order give, or the card is another shot than it says).
  const part = own?.compared?.(card);
  if (part && canonical(part.value) !== canonical(own!.compared!(derived).value))
    return { code: 'outcomeDiffers', ship: part.ship };
  // A kind compared whole is the card its order and dice give, all of it: what it shows as much as what it changes.
  if (own?.comparedWhole && canonical(card) !== canonical(derived))
    return { code: 'outcomeDiffers', ship: own.shipsRead(card)[0]?.name ?? '' };
  const differs =
    firstDifference(card.changes, derived.changes) ??
    choiceDifference(card.choice ?? null, derived.choice ?? null, card);
  return differs === null ? null : { code: 'outcomeDiffers', ship: differs };
}

function choiceDifference(a: CardChoice | null, b: CardChoice | null, card: AnyCard): string | null {
  if (!a && !b) return null;
  const someShip = card.changes[0]?.name ?? a?.options[0]?.changes[0]?.name ?? '';
  if (!a || !b || a.chooserUuid !== b.chooserUuid || a.options.length !== b.options.length) return someShip;
  for (const [i, option] of a.options.entries()) {
    if (option.id !== b.options[i]!.id) return someShip;
    const differs = firstDifference(option.changes, b.options[i]!.changes);
    if (differs !== null) return differs;
  }
  return null;
}

/** The name of the first ship whose change differs (a ship changed on one side only counts). */
function firstDifference(recorded: readonly ActorChange[], derived: readonly ActorChange[]): string | null {
  for (const change of recorded) {
    const other = derived.find((d) => d.actorUuid === change.actorUuid);
    if (!other || canonical(change) !== canonical(other)) return change.name;
  }
  const extra = derived.find((d) => !recorded.some((c) => c.actorUuid === d.actorUuid));
  return extra ? extra.name : null;
}

/** A change as text with its keys sorted and the names left out (a ship renamed since is the same ship). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (key, v: unknown) => {
    if (key === 'name' || key === 'captorName') return undefined;
    if (v && typeof v === 'object' && !Array.isArray(v))
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
      );
    return v;
  });
}
