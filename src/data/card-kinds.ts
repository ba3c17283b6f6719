/**
 * The card kinds, by subtype: the system's own (data/card-models.ts) and any a rule module adds,
 * and the lookups that read a kind's record (its model's metadata, attached view and buttons) for a card.
 * The desk asks these, never a switch over kinds.
 */
import { CARD_MODELS, CHAT_MODELS } from './card-models';
import { isCardChoice, isChanges } from './change-checks';
import { CARD_LIMITS, cardSizeRefusal, type CardLimits } from './card-bounds';
import type {
  AnyCard,
  CardCore,
  CardKindId,
  CardAction,
  CardMetadata,
  CardModel,
  CardShapes,
  CardView,
  MessageShow,
  ScenarioSwitch,
} from './card-model';

/** A card kind's model class as the registry keeps it. */
export type CardModelClass = (abstract new (...args: never[]) => CardModel) & {
  metadata: CardMetadata<CardCore>;
  view: CardView<CardCore> | null;
  actions: Readonly<Record<string, CardAction<CardCore>>>;
  show: MessageShow | null;
  fromTableOnly: boolean;
};

/** The card kinds: the system's own, then any a rule module adds. */
const cardModels = new Map<string, CardModelClass>(Object.entries(CARD_MODELS));

/**
 * Buttons given to a kind a rule module has not registered yet: the modules register in any
 * order, and one may give its buttons to another's kind (a duel's button on a boarding card).
 */
const pendingActions = new Map<string, Readonly<Record<string, CardAction<CardCore>>>>();

/**
 * Adds a card kind: its subtype and model (a rule module's, at registration; its subtype goes into
 * `CONFIG.ChatMessage.dataModels` and system.json as the system's own do). Once per kind.
 */
export function registerCardModel(kind: string, model: CardModelClass): void {
  if (cardModels.has(kind)) throw new Error(`Card kind "${kind}" is registered twice`);
  cardModels.set(kind, model);
  const waiting = pendingActions.get(kind);
  if (waiting) model.actions = { ...model.actions, ...waiting };
  pendingActions.delete(kind);
}

/** Every card kind registered, in registration order. */
export function cardKinds(): readonly string[] {
  return [...cardModels.keys()];
}

/** A card kind's model, if `kind` is one. */
export function cardModelOf(kind: string): CardModelClass | undefined {
  return cardModels.get(kind);
}

function modelOf(kind: string): CardModelClass {
  const model = cardModels.get(kind);
  if (!model) throw new Error(`"${kind}" is no card kind`);
  return model;
}

/** Gives a card kind the view its template reads (the chat layer, at registration). */
export function attachCardView<K extends CardKindId>(kind: K, view: CardView<CardShapes[K]>): void {
  modelOf(kind).view = view as CardView<CardCore>;
}

/** Gives a card kind buttons of its own, by the selector that finds them (their feature, at registration). */
export function attachCardActions<K extends CardKindId>(
  kind: K,
  actions: Readonly<Record<string, CardAction<CardShapes[K]>>>,
): void {
  const given = actions as Record<string, CardAction<CardCore>>;
  const model = cardModels.get(kind);
  if (model) model.actions = { ...model.actions, ...given };
  else pendingActions.set(kind, { ...pendingActions.get(kind), ...given });
}

/** What a card's template reads; a kind shown before its view was attached is a wiring fault, and throws. */
export function cardView(card: CardCore, made: string | null): Record<string, unknown> {
  return (modelOf(card.kind).view as CardView<CardCore>)(card, made) as Record<string, unknown>;
}

/** A card kind's own buttons. */
export const cardActions = (card: CardCore): Readonly<Record<string, CardAction<CardCore>>> =>
  modelOf(card.kind).actions;

const metadataOf = <C extends CardCore>(card: C): CardMetadata<C> => modelOf(card.kind).metadata;

/** A card kind's template, from the system's folder. */
export const cardTemplate = (kind: string): string => modelOf(kind).metadata.template;

/** The ships whose command the poster must hold for his card to count (decision chat-apply-policy). */
export const actingShips = (card: CardCore): string[] => metadataOf(card).actingShips(card);

/** Every ship a card names (decision chat-apply-policy). */
export const namedShips = (card: CardCore): string[] => metadataOf(card).namedShips(card);

/** Whether the desk rolls such a card for a player at a ship he does not command (decision desk-rolls). */
export const deskRolled = (card: CardCore): boolean => metadataOf(card).deskRolled?.(card) ?? false;

/** How many rolls and dice a card kind's message may carry. */
export const rollLimitsOf = (kind: string): CardLimits => cardModelOf(kind)?.metadata.rollLimits ?? CARD_LIMITS;

/** The battle's scenario switches a card ticks once applied. */
export const scenarioSwitchesOf = (card: CardCore): ScenarioSwitch[] => metadataOf(card).scenarioSwitches?.(card) ?? [];

/**
 * Whether every change of every option of a card stays among the ships (a duel's: the fighters) it
 * names, and of their kind.
 */
export function staysWithinNamedShips(card: CardCore): boolean {
  const named = new Set(namedShips(card));
  const woundsCrew = metadataOf(card).woundsCrew ?? false;
  const changes = [...card.changes, ...(card.choice?.options.flatMap((o) => o.changes) ?? [])];
  return changes.every((c) => {
    // Wounds are a duel's to give, and only wounds: a ship's card never reaches a crew member's sheet.
    if (!named.has(c.actorUuid) || Boolean(c.crew) !== woundsCrew) return false;
    const boarding = c.flags?.boarding;
    const prize = c.flags?.prize;
    if (boarding && !(named.has(boarding.attacker.uuid) && named.has(boarding.defender.uuid))) return false;
    return !prize || named.has(prize.captorUuid);
  });
}

/**
 * Why a message's data is no card the desk may act on: `notACard` when it is not a Broadside card
 * (or what decides an apply is malformed), `cardTooLarge` when it, or the rolls it carries, go
 * beyond the bounds the rules allow (decision card-bounds); null for a good card.
 */
export function cardRefusal(
  type: string,
  system: unknown,
  rolls: readonly unknown[] = [],
): 'notACard' | 'cardTooLarge' | null {
  const model = cardModelOf(type);
  if (!model || !system || typeof system !== 'object') return 'notACard';
  // Sizes first, so a huge card costs no more than a look at its size.
  if (cardSizeRefusal(system, rolls, model.metadata.rollLimits)) return 'cardTooLarge';
  const data = system as Record<string, unknown>;
  if (data.kind !== type) return 'notACard';
  if (!Object.entries(model.metadata.bounds).every(([key, check]) => check(data[key]))) return 'cardTooLarge';
  if (!isChanges(data.changes) || !(data.choice === null || data.choice === undefined || isCardChoice(data.choice)))
    return 'notACard';
  return null;
}

/**
 * The card a message's data holds, or null. The server stores a message's data as its author sent
 * it, and a client keeps a message whose data fail its model (with a warning), so what decides an
 * apply, and the bounds of the whole card, are checked again here, the same way on every client
 * and on the desk.
 */
export function cardFromSystem(type: string, system: unknown, rolls: readonly unknown[] = []): AnyCard | null {
  if (cardRefusal(type, system, rolls)) return null;
  return structuredClone(system) as AnyCard;
}

/** Whether a message imitates the table: a type only the GM's desk posts, written by a player. */
export function imitatesTheTable(type: string, authorIsGM: boolean): boolean {
  const models: Record<string, { fromTableOnly: boolean }> = CHAT_MODELS;
  const model = cardModelOf(type) ?? (Object.hasOwn(models, type) ? models[type] : undefined);
  return !authorIsGM && (model?.fromTableOnly ?? false);
}
