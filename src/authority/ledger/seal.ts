/**
 * The seal of a card: a SHA-256 digest of its data and rolls as posted. The desk keeps it in the
 * ledger when the card is posted and compares it when the card is acted on, so a card its author
 * changed afterwards is refused (an author may edit his own message; the ledger only a GM).
 */
import { canonical } from '../writes/effects';
import { sha256Hex } from './sha256';

/** The SHA-256 digest of a value's canonical JSON (the seal of a card, the commitment of a pick). */
export function digestOf(value: unknown): string {
  return sha256Hex(canonical(value));
}

export function sealOf(card: { type: string; system: unknown; rolls: readonly string[] }): string {
  return digestOf({ type: card.type, system: card.system, rolls: [...card.rolls] });
}
