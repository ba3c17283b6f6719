/**
 * A picker's side of the secret picks (authority/handlers/picks.ts): seal the pick through the mailbox,
 * then hand its opening to the active GM alone, and keep it on this client until the turn is
 * revealed, so it can be handed over again to a GM who lost it. Pure over the PickPort.
 */
import type { DuelPick } from '../../rules/highseas';
import { answer, readAnswer, type Answer, type DeskRequest } from '../../authority/channel/protocol';
import type { DeskUser } from '../../authority/desk';
import { commitmentOf, type Opening } from '../../authority/handlers/picks';
import { commitmentFor, type DuelRecord } from '../../data/duel-records';

/** This client's own openings, kept where only it can read them (the browser's storage). */
export interface OpeningStore {
  put(opening: Opening): void;
  all(): Opening[];
  drop(duelId: string, turn: number, fighter: string): void;
}

export interface PickPort {
  self(): DeskUser;
  isActiveGM(): boolean;
  /** A request through the mailbox (attributed by the server). */
  ask(request: DeskRequest): Promise<Answer>;
  /** On the active GM's own client: the opening straight to his desk. */
  openLocally(opening: Opening): Promise<Answer>;
  /** Anyone else: the opening by query to the active GM; rejects when no GM takes it. */
  queryGM(opening: Opening): Promise<unknown>;
  store: OpeningStore;
  salt(): string;
}

/** Hands an opening to the active GM and reads his answer. */
export async function sendOpening(port: PickPort, opening: Opening): Promise<Answer> {
  if (port.isActiveGM()) return port.openLocally(opening);
  try {
    return readAnswer(await port.queryGM(opening)) ?? answer('', false, 'noAnswer');
  } catch {
    return answer('', false, 'noGM');
  }
}

/** Seals a pick and opens it to the GM; the opening is kept here until its turn is revealed. */
export async function submitPick(port: PickPort, record: DuelRecord, fighter: string, pick: DuelPick): Promise<Answer> {
  const opening: Opening = { duelId: record.id, turn: record.state.turn, fighter, pick, salt: port.salt() };
  const sealed = await port.ask({
    kind: 'commitPick',
    duelId: opening.duelId,
    turn: opening.turn,
    fighter,
    commitment: commitmentOf(opening),
  });
  if (!sealed.ok) return sealed;
  port.store.put(opening);
  return sendOpening(port, opening);
}

/**
 * On every change of the duels: openings of turns gone by are dropped, and those of sealed picks
 * the GM does not hold (he reloaded, or another GM took the desk) are sent again.
 */
export async function resendOpenings(port: PickPort, records: readonly DuelRecord[]): Promise<void> {
  const me = port.self().id;
  for (const opening of port.store.all()) {
    const record = records.find((r) => r.id === opening.duelId);
    const commitment =
      record && !record.over && record.state.turn === opening.turn ? commitmentFor(record, opening.fighter) : null;
    if (!commitment || commitment.by !== me || commitment.hash !== commitmentOf(opening)) {
      port.store.drop(opening.duelId, opening.turn, opening.fighter);
      continue;
    }
    if (!commitment.opened) await sendOpening(port, opening);
  }
}
