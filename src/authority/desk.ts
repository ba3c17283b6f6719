/**
 * The GM's desk: the one place where what a card or a deck action does to the table is decided
 * and written. It runs on the active GM's client only, takes one request at a time (so two clicks,
 * two GMs or a GM and a player never race), and re-checks every request against the user the
 * channel names, never against anything the request says about its sender.
 *
 * The desk reads and writes the world through the Desk port: Foundry's documents in play
 * (foundry-desk.ts), a fake server that enforces Foundry's permissions in the tests.
 */
import type { ShipRef } from '../data/ship-ref';
import type { AnyCard } from '../data/card-model';
import type { DiceSource } from '../rules/dice/dice';
import type { BattleData } from '../data/battle-data';
import type { ShipEntry } from '../data/squadrons';
import type { Ledger, LedgerWrite, VoidReason } from '../data/ledger-book';
import { answer, type Answer, type DeskRequest, type Envelope } from './channel/protocol';
import type { Notice } from '../data/notices';
import type { DeckCardData } from '../data/deck-card';
import type { CrewRef } from '../data/crew-ref';
import type { DuelRecord } from '../data/duel-records';
import type { CardShapes } from '../data/card-model';
import type { PickBox } from './handlers/picks';
import type { TokenPlacement } from '../rules/geometry/token-footprint';
import type { PlayerTrust } from '../data/player-trust';

/**
 * What the desk posts to chat: a notice, the card just drawn from a battle's deck, or a duel's
 * turn. A message about what players cannot see (a squadron all of whose ships are hidden) goes to
 * the GMs only.
 */
export type DeskMessage = (
  | { type: 'notice'; notice: Notice }
  | { type: 'deckCard'; deckCard: DeckCardData }
  | { type: 'duel'; card: CardShapes['duel'] }
) & {
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
  /** The seal of the card's data and rolls as they are now (authority/ledger/seal.ts). */
  seal: string;
  /**
   * Why the message holds no card the desk may act on (data/card-kinds.ts cardRefusal):
   * `cardTooLarge` for one beyond the bounds the rules allow (decision card-bounds).
   */
  refusal?: 'notACard' | 'cardTooLarge' | null;
  /** The message's rolls as stored (JSON), the dice the card was rolled with (roll-record.ts). */
  rolls: readonly unknown[];
  /** Why the desk marked it void, as its message says (shown only: the desk judges again). */
  voided?: string | null;
}

/** What the world's settings tell every shot. */
export interface TableConditions {
  choppy: boolean;
  noFireCards: boolean;
  /** The id of the gunnery module the world plays, as its setting holds it (registry/rule-modules.ts). */
  gunnery: string;
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
  /** Whether any player (a user who is no GM, connected or not) commands the actor; if none does, she is the GM's. */
  commandedByPlayer(actorUuid: string): boolean;
  /** The players (user ids, never a GM, connected or not) who own the actor, as the server's documents say. */
  owners(actorUuid: string): string[];
  /** How far the world trusts its players with cards that hit the GM's ships (its setting, as this client reads it). */
  trust(): PlayerTrust;
  ship(uuid: string): ShipRef | null;
  /** A Crew actor with the weapons he carries; null for anything else. */
  crew(uuid: string): CrewRef | null;
  card(messageId: string): DeskCard | null;
  /** The GM's ledger as it is now: read in place, never copied whole (decision ledger-store). */
  ledger(): Ledger;
  battle(combatId: string): DeskBattle | null;
  battles(): DeskBattle[];
  /** A battle's token as it stands on the battle's own scene; null when it is not placed there. */
  token(combatId: string, tokenId: string): TokenPlacement | null;
  /** What the world's settings tell every shot: a choppy sea, and a turn sequence that holds no Fire cards. */
  conditions(): TableConditions;
  writeShip(uuid: string, system: Record<string, unknown>): Promise<void>;
  writeCrew(uuid: string, system: Record<string, unknown>): Promise<void>;
  /** The duels, in the GM's store (data/duel-records.ts). */
  duels(): DuelRecord[];
  writeDuels(records: DuelRecord[]): Promise<void>;
  /** The picks this GM's client holds until their reveal (never written anywhere). */
  readonly picks: PickBox;
  /** Writes the parts of the ledger a change touches, and only those. */
  writeLedger(change: LedgerWrite): Promise<void>;
  /**
   * Marks a card's message with its entry's revision, so every client shows it anew; a void card
   * with why, for its footer only (its ledger entry is what decides).
   */
  markCard(messageId: string, revision: number, voided?: VoidReason): Promise<void>;
  writeBattle(combatId: string, data: Partial<BattleData>, round?: number): Promise<void>;
  /** Posts to chat as the GM, each reader seeing it in his own language; resolves to the message id. */
  post(message: DeskMessage): Promise<string>;
  /** Tells a user the outcome of something he asked for earlier (a card the GM has now approved). */
  tell(userId: string, answer: Answer): Promise<void>;
  dice(): DiceSource;
  /**
   * Runs a card's rule on the table's real dice, rolled on this client where every client sees
   * them (Dice So Nice); resolves to the card and the rolls to post with it.
   */
  roll<T>(rule: (dice: DiceSource) => T): Promise<{ result: T; rolls: unknown[] }>;
  /** Posts a card the desk rolled, with its rolls, for every reader, spoken by her ship; resolves to its message id. */
  postCard(card: AnyCard, rolls: readonly unknown[], speakerUuid: string): Promise<string>;
  now(): number;
  newId(): string;
}

/** What carries out one kind of request. */
export type Handler<R extends DeskRequest = DeskRequest> = (
  desk: Desk,
  asker: DeskUser,
  request: R,
  id: string,
) => Promise<Answer>;

/** The table of handlers: a kind a rule module carries out is there once the module has registered. */
export type Handlers = { [K in DeskRequest['kind']]?: Handler<Extract<DeskRequest, { kind: K }>> };

/**
 * Whose turn a piece of desk work waits for (decision desk-priority): the desk's own (a GM's
 * request, the status guard's put-backs, the desk's bookkeeping), one player's (his request, the
 * sealing of the cards he posts), or an unattributed query's (a duel's opening: the server does not
 * name its sender).
 */
export type Lane = { by: 'desk' } | { by: 'player'; userId: string } | { by: 'query' };

export const DESK_LANE: Lane = { by: 'desk' };
export const QUERY_LANE: Lane = { by: 'query' };

/** The lane of work a user set off: a GM's is the desk's own, a player's his. */
export const laneOf = (user: DeskUser): Lane => (user.isGM ? DESK_LANE : { by: 'player', userId: user.id });

/**
 * How much work may wait (decision desk-priority): a player's lane holds his one request and the
 * sealing of the cards he has just posted; the unattributed queries share one small lane. Beyond
 * that, new work is refused at once (`busy`), never queued.
 */
export const QUEUE_LIMITS = { player: 32, query: 8 } as const;

/** What the queue's observer is told as a piece of work starts (the tests and the bench measure with it). */
export interface Started {
  lane: Lane;
  id: string;
}

interface Job {
  work: () => Promise<Answer>;
  id: string;
  lane: Lane;
  /** Work that only counts in its latest form: a newer one with the same key replaces it while it waits. */
  latest: string | null;
  done: (answer: Answer) => void;
}

/**
 * The desk's queue: one piece of work at a time, each seeing what the one before it wrote. A
 * handler that throws answers `failed` and the queue goes on.
 *
 * The order is not first come, first served (decision desk-priority): the desk's own work goes
 * first, in the order it came; then the players' work, one piece from each player in turn; the
 * unattributed queries only when no other work waits. So no player, however much he sends, delays
 * the GM or the status guard by more than the one piece of work running, and a player who sends a
 * flood waits behind it himself while the others take their turns.
 */
export class DeskQueue {
  readonly #desk: Job[] = [];
  /** The players' lanes, in the order their turn comes. */
  readonly #players = new Map<string, Job[]>();
  readonly #queries: Job[] = [];
  #running = false;
  #scheduled = false;
  /** Told of each piece of work as it starts. */
  onStart: ((started: Started) => void) | null = null;

  constructor(
    private readonly desk: Desk,
    private readonly handlers: Handlers,
  ) {}

  /**
   * Runs a request from `asker` (the user the channel names). A player's request only counts in
   * its latest form: one still waiting when he sends another is answered `superseded`, not run.
   */
  handle(asker: DeskUser, envelope: Envelope): Promise<Answer> {
    const lane = laneOf(asker);
    const work = async () => {
      const handler = this.handlers[envelope.request.kind] as Handler | undefined;
      // A kind whose module is not registered: nothing here can carry it out.
      if (!handler) return answer(envelope.id, false, 'noRuleModule');
      return handler(this.desk, asker, envelope.request, envelope.id);
    };
    return this.run(work, envelope.id, lane, lane.by === 'player' ? 'request' : null);
  }

  /** Runs any other piece of desk work in the same queue, in its lane (the desk's own unless told). */
  run(work: () => Promise<Answer>, id = '', lane: Lane = DESK_LANE, latest: string | null = null): Promise<Answer> {
    return new Promise<Answer>((done) => {
      const job: Job = { work, id, lane, latest, done };
      const list = this.#laneList(lane);
      if (latest !== null) {
        const old = list.findIndex((j) => j.latest === latest);
        if (old >= 0) {
          const [gone] = list.splice(old, 1);
          gone!.done(answer(gone!.id, false, 'superseded'));
        }
      }
      const limit = lane.by === 'player' ? QUEUE_LIMITS.player : lane.by === 'query' ? QUEUE_LIMITS.query : Infinity;
      if (list.length >= limit) {
        done(answer(id, false, 'busy'));
        return;
      }
      list.push(job);
      this.#schedule();
    });
  }

  /** How many pieces of work wait (not counting the one running). */
  get waiting(): number {
    let n = this.#desk.length + this.#queries.length;
    for (const list of this.#players.values()) n += list.length;
    return n;
  }

  #laneList(lane: Lane): Job[] {
    if (lane.by === 'desk') return this.#desk;
    if (lane.by === 'query') return this.#queries;
    let list = this.#players.get(lane.userId);
    if (!list) {
      list = [];
      this.#players.set(lane.userId, list);
    }
    return list;
  }

  /** The next piece of work: the desk's, then the next player's in turn, then a query's. */
  #next(): Job | null {
    const own = this.#desk.shift();
    if (own) return own;
    for (const [userId, list] of this.#players) {
      const job = list.shift();
      // His turn passes: he goes to the back of the round, or leaves it with nothing waiting.
      this.#players.delete(userId);
      if (list.length) this.#players.set(userId, list);
      if (job) return job;
    }
    return this.#queries.shift() ?? null;
  }

  /** Work starts a moment after it is queued (never inside the caller), so work queued meanwhile is weighed with it. */
  #schedule() {
    if (this.#running || this.#scheduled) return;
    this.#scheduled = true;
    queueMicrotask(() => {
      this.#scheduled = false;
      void this.#pump();
    });
  }

  async #pump() {
    if (this.#running) return;
    this.#running = true;
    for (let job = this.#next(); job; job = this.#next()) {
      this.onStart?.({ lane: job.lane, id: job.id });
      let result: Answer;
      try {
        result = await job.work();
      } catch (error: unknown) {
        console.error('Broadside | the desk could not carry out a request', error);
        result = answer(job.id, false, 'failed');
      }
      job.done(result);
      // Those who waited for it go on first, as they would after any step of the desk.
      await Promise.resolve();
    }
    this.#running = false;
  }
}
