/**
 * A card's footer for one reader: where it stands (open, waiting for the GM, applied, void, changed
 * after it was posted) and the buttons this reader may press. The desk re-checks every press;
 * this only hides what would be refused. Pure.
 */
import type { CardEntry } from '../data/ledger-book';
import { isApplicable, type ApplicableCard } from '../data/card-apply';
import type { DeskRequest } from '../authority/channel/protocol';
import type { Reader } from '../documents/reader';

export interface CardControls {
  /** The key of the line saying where the card stands; '' for an open card. */
  stateKey: string;
  /** Who applied it, who asked the GM, or why it is void. */
  stateData: Record<string, string>;
  canApply: boolean;
  /** The options of a choice this reader may make, each a button. */
  choices: { id: string; label: string }[];
  /** The GM's buttons for a card a player put before him. */
  canApprove: boolean;
  canUndo: boolean;
  /** The revision the buttons act on (requests carry it; a stale one is refused). */
  revision: number;
  /** What applying it will do, ship by ship, for whoever may apply or approve it (filled in by the renderer). */
  effects: { ship: string; text: string }[];
}

const state = (name: string) => `BROADSIDE.Card.State.${name}`;

/**
 * The footer of a card. `entry` is the ledger's (null while not yet sealed), `sealed` whether the
 * card is as it was posted, `names` looks users up, `choiceLabel` names a choice's option.
 */
export function cardControls(
  card: ApplicableCard,
  entry: CardEntry | null,
  reader: Reader,
  authorId: string,
  sealed: boolean,
  names: (userId: string) => string,
  choiceLabel: (option: string) => string,
  /** The actors the card is about besides those it changes (its firer, a duel's fighters). */
  acting: readonly string[] = [],
): CardControls {
  const none: CardControls = {
    stateKey: '',
    stateData: {},
    canApply: false,
    choices: [],
    canApprove: false,
    canUndo: false,
    revision: entry?.revision ?? 0,
    effects: [],
  };
  if (!isApplicable(card)) return none;
  if (entry?.status === 'applied' && entry.applied) {
    const option = entry.applied.option ? choiceLabel(entry.applied.option) : '';
    return {
      ...none,
      stateKey: state(option ? 'appliedChoice' : 'applied'),
      stateData: { name: names(entry.applied.by), option },
      canUndo: reader.isGM,
    };
  }
  if (entry && entry.seal && !sealed) return { ...none, stateKey: state('changed') };
  if (entry?.status === 'void') return { ...none, stateKey: state(`void.${entry.reason ?? 'notYourShip'}`) };
  if (entry?.status === 'awaiting' && entry.awaiting) {
    const option = entry.awaiting.option ? ` (${choiceLabel(entry.awaiting.option)})` : '';
    return {
      ...none,
      stateKey: state('awaiting'),
      stateData: { name: names(entry.awaiting.by), option },
      canApprove: reader.isGM,
    };
  }
  const about = [...card.changes.map((c) => c.actorUuid), ...acting];
  const concerned = reader.isGM || reader.id === authorId || about.some(reader.commands);
  const chooser = card.choice && (reader.isGM || reader.commands(card.choice.chooserUuid));
  return {
    ...none,
    stateKey: entry?.gmOnly ? state(entry.gmOnly) : '',
    canApply: !card.choice && concerned,
    choices: chooser ? card.choice!.options.map((o) => ({ id: o.id, label: choiceLabel(o.id) })) : [],
  };
}

/** The request a card's button makes (its data-card-action, the revision it shows, its choice). */
export function cardButtonRequest(
  action: string,
  messageId: string,
  revision: number,
  option: string | null,
): DeskRequest | null {
  switch (action) {
    case 'apply':
      return { kind: 'applyCard', messageId, option: null, revision };
    case 'choose':
      return option ? { kind: 'applyCard', messageId, option, revision } : null;
    case 'approve':
      return { kind: 'approveCard', messageId, revision };
    case 'decline':
      return { kind: 'declineCard', messageId, revision };
    case 'undo':
      return { kind: 'undoCard', messageId, revision };
    default:
      return null;
  }
}
