/**
 * The GM's desk: the one place where what a card or a deck action does to the table is decided
 * and written. It runs on the active GM's client only, takes one request at a time (so two clicks,
 * two GMs or a GM and a player never race), and re-checks every request against the user the
 * channel names, never against anything the request says about its sender.
 *
 * The desk reads and writes the world through the Desk port: Foundry's documents in play
 * (foundry-desk.ts), a fake server that enforces Foundry's permissions in the tests.
 */
import type { ShipRef } from '../chat/fire';
import type { AnyCard } from '../chat/card-kinds';
import type { DiceSource } from '../rules/dice/dice';
import type { BattleData } from '../combat/battle-data';
import type { ShipEntry } from '../combat/squadrons';
import type { Ledger, LedgerWrite, VoidReason } from './ledger';
import { answer, type Answer, type DeskRequest, type Envelope } from './protocol';
import type { Notice } from '../chat/notices';
import type { DeckCardData } from '../combat/card-message';
import type { CrewRef } from '../duel/fighter-sheet';
import type { DuelRecord } from '../duel/records';
import type { DuelCard } from '../chat/duel';
import type { PickBox } from './picks';

/**
 * What the desk posts to chat: a notice, the card just drawn from a battle's deck, or a duel's
 * turn. A message about what players cannot see (a squadron all of whose ships are hidden) goes to
 * the GMs only.
 */
export type DeskMessage = ({ type: 'notice'; notice: Notice } | { type: 'deckCard'; deckCard: DeckCardData } | { type: 'duel'; card: DuelCard }) & {
  gmOnly?: boolean;
};

/** A user as the server names him. */
export interface DeskUser {
  id: string;
  name: string;
  isGM: boolean;
}

/** A connected user as the choice of the desk's client reads him. */
export interface DeskCandidate {
  id: string;
  active: boolean;
  isGM: boolean;
  /** A full GM rather than an assistant. */
  gamemaster: boolean;
  /** Holds "Modify Configuration Settings": the ledger is a world setting. */
  modifiesSettings: boolean;
}

/**
 * The user whose client runs the desk: a connected GM who may write world settings, a full GM
 * before an assistant, then the lowest id, so every client names the same one.
 */
export function deskUserId(users: readonly DeskCandidate[]): string | null {
  const able = users.filter((u) => u.active && u.isGM && u.modifiesSettings);
  able.sort((a, b) => Number(b.gamemaster) - Number(a.gamemaster) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return able[0]?.id ?? null;
}

/**
 * Whether this client has just become the desk's: told on every connect and disconnect of any
 * user whether it runs the desk now, it answers true once when that starts, so the takeover (a
 * tidy-up of the ledger, the duels' openings asked for again) is run by a new desk only, never
 * again for a player coming and going.
 */
export class DeskSeat {
  #held = false;

  taken(runsNow: boolean): boolean {
    const taken = runsNow && !this.#held;
    this.#held = runsNow;
    return taken;
  }
}

/** A card message as the desk reads it. */
export interface DeskCard {
  id: string;
  /** The author the server recorded. */
  authorId: string;
  /** The card its data model holds; null when the message is no (valid) Broadside card. */
  card: AnyCard | null;
  /** The seal of the card's data and rolls as they are now (authority/seal.ts). */
  seal: string;
  /** Why the desk marked it void, as its message says (shown only: the desk judges again). */
  voided?: string | null;
}

/** A battle (Combat) as the desk reads it. */
export interface DeskBattle {
  id: string;
  data: BattleData;
  /** Its ship combatants as they are now. */
  ships: ShipEntry[];
}

/** What the desk reads and writes. Every write is made by the active GM's client. */
export interface Desk {
  user(id: string): DeskUser | null;
  /** Whether the user commands (owns) the actor: a GM commands every one. */
  commands(userId: string, actorUuid: string): boolean;
  ship(uuid: string): ShipRef | null;
  /** A Crew actor with the weapons he carries; null for anything else. */
  crew(uuid: string): CrewRef | null;
  card(messageId: string): DeskCard | null;
  /** The GM's ledger as it is now: read in place, never copied whole (decision ledger-store). */
  ledger(): Ledger;
  battle(combatId: string): DeskBattle | null;
  battles(): DeskBattle[];
  writeShip(uuid: string, system: Record<string, unknown>): Promise<void>;
  writeCrew(uuid: string, system: Record<string, unknown>): Promise<void>;
  /** The duels, in the GM's store (duel/records.ts). */
  duels(): DuelRecord[];
  writeDuels(records: DuelRecord[]): Promise<void>;
  /** The picks this GM's client holds until their reveal (never written anywhere). */
  readonly picks: PickBox;
  /** Writes the parts of the ledger a change touches, and only those. */
  writeLedger(change: LedgerWrite): Promise<void>;
  /**
   * Marks a card's message with its entry's revision, so every client shows it anew; a void card
   * (which the ledger does not keep) with why, for its footer.
   */
  markCard(messageId: string, revision: number, voided?: VoidReason): Promise<void>;
  writeBattle(combatId: string, data: Partial<BattleData>, round?: number): Promise<void>;
  /** Posts to chat as the GM, each reader seeing it in his own language; resolves to the message id. */
  post(message: DeskMessage): Promise<string>;
  /** Tells a user the outcome of something he asked for earlier (a card the GM has now approved). */
  tell(userId: string, answer: Answer): Promise<void>;
  dice(): DiceSource;
  now(): number;
  newId(): string;
}

/** What carries out one kind of request. */
export type Handler<R extends DeskRequest = DeskRequest> = (desk: Desk, asker: DeskUser, request: R, id: string) => Promise<Answer>;

export type Handlers = { [K in DeskRequest['kind']]: Handler<Extract<DeskRequest, { kind: K }>> };

/**
 * The desk's queue: requests run one after another, each seeing what the one before it wrote. A
 * handler that throws answers `failed` and the queue goes on.
 */
export class DeskQueue {
  #tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly desk: Desk,
    private readonly handlers: Handlers,
  ) {}

  /** Runs a request from `asker` (the user the channel names). */
  handle(asker: DeskUser, envelope: Envelope): Promise<Answer> {
    return this.run(async () => {
      const handler = this.handlers[envelope.request.kind] as Handler;
      return handler(this.desk, asker, envelope.request, envelope.id);
    }, envelope.id);
  }

  /** Runs any other piece of desk work in the same queue. */
  run(work: () => Promise<Answer>, id = ''): Promise<Answer> {
    const next = this.#tail.then(work).catch((error: unknown) => {
      console.error('Broadside | the desk could not carry out a request', error);
      return answer(id, false, 'failed');
    });
    this.#tail = next;
    return next;
  }
}
