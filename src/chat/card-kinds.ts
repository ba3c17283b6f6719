/** Every kind of chat card: its template and the pure function that builds what the template reads. */
import { broadsideCardView, type BroadsideCard } from './broadside-card';
import { strikeCardView, type StrikeCard } from './strike';
import { turnRollCardView, type TurnRollCard } from './turn-rolls';
import { boardingCardView, type BoardingCard } from './boarding';
import { bombCardView, type BombCard } from './bomb';
import { duelCardView, type DuelCard } from './duel';
import { gunneryCardTemplate, gunneryCardView } from './gunnery-card';
import type { GunneryCard as ModuleCard, GunneryChange } from '../authority/gunnery';
import type { ActorChange } from './apply';

/** A gunnery module's card, its changes read as any card's (each one a part change alone). */
export type GunneryCard = ModuleCard<GunneryChange & ActorChange>;

export type AnyCard = BroadsideCard | StrikeCard | TurnRollCard | BoardingCard | BombCard | DuelCard | GunneryCard;

interface CardKind<C> {
  template: string;
  /** What the template reads; `made` is the choice the applied card was applied with. */
  view: (card: C, made: string | null) => unknown;
}

export const CARD_KINDS: { [K in AnyCard['kind']]: CardKind<Extract<AnyCard, { kind: K }>> } = {
  broadside: { template: 'templates/chat/broadside-card.hbs', view: broadsideCardView },
  strike: { template: 'templates/chat/strike-card.hbs', view: strikeCardView },
  turnRoll: { template: 'templates/chat/turn-roll-card.hbs', view: turnRollCardView },
  boarding: { template: 'templates/chat/boarding-card.hbs', view: boardingCardView },
  // A bomb reads like one of the turn's rolls: dice, lines, outcome, damage.
  bomb: { template: 'templates/chat/turn-roll-card.hbs', view: bombCardView },
  duel: { template: 'templates/chat/duel-card.hbs', view: duelCardView },
  // A gunnery module's broadside: its template and view are the module's (gunneryCardTemplate).
  gunnery: { template: 'templates/chat/gunnery-card.hbs', view: gunneryCardView },
};

/** The template a card is drawn with: its kind's, or for a gunnery module's card the module's own. */
export function cardTemplate(card: AnyCard): string {
  return card.kind === 'gunnery' ? gunneryCardTemplate(card) : CARD_KINDS[card.kind].template;
}

/** What a card's template reads, whatever its kind. */
export function cardView(card: AnyCard, made: string | null): Record<string, unknown> {
  switch (card.kind) {
    case 'broadside':
      return CARD_KINDS.broadside.view(card, made) as Record<string, unknown>;
    case 'strike':
      return CARD_KINDS.strike.view(card, made) as Record<string, unknown>;
    case 'turnRoll':
      return CARD_KINDS.turnRoll.view(card, made) as Record<string, unknown>;
    case 'boarding':
      return CARD_KINDS.boarding.view(card, made) as Record<string, unknown>;
    case 'bomb':
      return CARD_KINDS.bomb.view(card, made) as Record<string, unknown>;
    case 'duel':
      return CARD_KINDS.duel.view(card, made) as Record<string, unknown>;
    case 'gunnery':
      return CARD_KINDS.gunnery.view(card, made) as Record<string, unknown>;
  }
}

/** What a choice's option is called on its button (only boarding cards offer one). */
export function choiceLabelKey(option: string): string {
  return `BROADSIDE.Boarding.Repel.${option}`;
}

/**
 * The ships whose command the poster must hold for his card to count: the firer, the ketch, the
 * ship that rolls, either side of a boarding. A card posted for a ship its author does not command
 * is void (decision chat-apply-policy).
 */
export function actingShips(card: AnyCard): string[] {
  switch (card.kind) {
    case 'broadside':
    case 'gunnery':
      return [card.firer.uuid];
    case 'strike':
    case 'turnRoll':
    case 'bomb':
      return [card.ship.uuid];
    case 'boarding':
      return [card.attacker.uuid, card.defender.uuid];
    // Posted by the GM's desk alone; its fighters stand for the ships of the other cards.
    case 'duel':
      return card.fighters.map((f) => f.uuid);
  }
}

/**
 * Every ship a card names: the only ships its changes, and the table records they write, may
 * concern (decision chat-apply-policy). A card that reaches further is void.
 */
export function namedShips(card: AnyCard): string[] {
  switch (card.kind) {
    case 'broadside':
      return [card.firer.uuid, card.target.uuid, ...(card.friend ? [card.friend.uuid] : [])];
    case 'gunnery':
      return [card.firer.uuid, card.target.uuid];
    case 'strike':
    case 'turnRoll':
      return [card.ship.uuid];
    case 'bomb':
      return [card.ship.uuid, card.target.uuid];
    case 'boarding':
      return [card.attacker.uuid, card.defender.uuid];
    // A duel's turn changes only its fighters.
    case 'duel':
      return card.fighters.map((f) => f.uuid);
  }
}

/** Whether every change of every option of a card stays among the ships (a duel's: the fighters) it names, and of their
 * kind. */
export function staysWithinNamedShips(card: AnyCard): boolean {
  const named = new Set(namedShips(card));
  const changes = [...card.changes, ...(card.choice?.options.flatMap((o) => o.changes) ?? [])];
  return changes.every((c) => {
    // Wounds are a duel's to give, and only wounds: a ship's card never reaches a crew member's sheet.
    if (!named.has(c.actorUuid) || Boolean(c.crew) !== (card.kind === 'duel')) return false;
    const boarding = c.flags?.boarding;
    const prize = c.flags?.prize;
    if (boarding && !(named.has(boarding.attacker.uuid) && named.has(boarding.defender.uuid))) return false;
    return !prize || named.has(prize.captorUuid);
  });
}

/**
 * The battle's scenario switches a card ticks once applied: boats in the water, a fireship ablaze,
 * ships grappled (decisions boats-launched-switch, fireship-ablaze).
 */
export function scenarioSwitchesOf(card: AnyCard): ('boatsLaunched' | 'fireshipAblaze' | 'shipsGrappled')[] {
  if (card.kind === 'turnRoll' && card.roll === 'launchBoats') return ['boatsLaunched'];
  if (card.kind === 'turnRoll' && card.roll === 'fireshipAblaze') return ['fireshipAblaze'];
  if (card.kind === 'boarding' && (card.grapple?.locked || card.fromBoats)) return ['shipsGrappled'];
  return [];
}

/**
 * Whether a message imitates the table: the deck's cards, the desk's notices and a duel's turns are
 * posted by the GM's desk alone, so one a player wrote is not shown as what it claims to be.
 */
export function imitatesTheTable(type: string, authorIsGM: boolean): boolean {
  return !authorIsGM && (type === 'deckCard' || type === 'notice' || type === 'duel');
}
