/** What the chat card of a drawn deck card shows. Pure. */
import { cardInfo, type CardId } from '../rules/kmh';
import { cardLabelKey } from './tracker-context';
import type { ShipEntry } from './squadrons';

/**
 * Event cards whose procedure runs when they are drawn (the wind's rolls, and the chat cards of the
 * tests and boardings); the others are carried out on the table, and their card says so.
 */
export const SELF_RUNNING = ['windChange', 'gettingChoppy', 'strikeTest', 'fireTest', 'steeringDamageTest', 'boardingAction'] as const;

export interface CardMessageContext {
  card: CardId;
  kind: 'move' | 'fire' | 'event';
  labelKey: string;
  squadron: string;
  turn: number;
  hintKey: string;
  ships: { name: string; img: string; tokenId: string }[];
  /** Localised lines of the card's outcome (the wind's roll...). */
  outcomes: string[];
  /** Event cards carried out on the table: the card tells the players to act. */
  prompt: boolean;
  /** The event card concerns particular ships, and none is concerned now. */
  noShips: boolean;
  canSelect: boolean;
  canFire: boolean;
  fireDialogMissing: boolean;
}

const CONCERNING_SHIPS = ['fireTest', 'steeringDamageTest', 'strikeTest'];

export function cardMessageContext(
  card: CardId,
  turn: number,
  ships: readonly ShipEntry[],
  outcomes: readonly string[],
  fireDialog: boolean,
): CardMessageContext {
  const info = cardInfo(card);
  const kind = info.kind === 'move' || info.kind === 'fire' ? info.kind : 'event';
  const selfRunning = (SELF_RUNNING as readonly string[]).includes(info.kind);
  return {
    card,
    kind,
    labelKey: cardLabelKey(card),
    squadron: 'squadron' in info ? info.squadron : '',
    turn,
    hintKey: `BROADSIDE.Deck.Hint.${info.kind}`,
    ships: ships.map((s) => ({ name: s.name, img: s.img, tokenId: s.tokenId ?? '' })),
    outcomes: [...outcomes],
    prompt: kind === 'event' && !selfRunning,
    noShips: CONCERNING_SHIPS.includes(info.kind) && ships.length === 0,
    canSelect: ships.length > 0,
    canFire: kind === 'fire' && ships.length > 0,
    fireDialogMissing: kind === 'fire' && !fireDialog,
  };
}
