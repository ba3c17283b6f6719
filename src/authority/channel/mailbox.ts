/**
 * How a request reaches the desk and its answer comes back, with the sender named by the server.
 *
 * A user writes his request into his own User document (flags.broadside.request, a JSON string so
 * Foundry's merging of objects cannot mix two requests). Every client receives the update with the
 * id of the user the server says made it; the active GM's client takes the request as that user's
 * and answers by writing flags.broadside.answer on the asker's User document, which only he and a
 * GM can write. A player can write only his own User document, so he can ask only as himself. The
 * active GM's own requests go straight to the desk (decision desk-channel).
 *
 * A mailbox holds one request: a client writes its next only once the last is answered, and on the
 * desk only a player's latest request counts (one still waiting is answered `superseded`). A
 * player's requests are counted against his rate, and those beyond it are answered `tooFast`, not
 * run; the answers to one user are written one at a time, the latest replacing one not yet written,
 * so a flood costs the desk no more writes than a few requests (decision desk-priority).
 */
import {
  MAX_ENVELOPE_CHARS,
  answer,
  readAnswer,
  readEnvelope,
  type Answer,
  type DeskRequest,
  type Envelope,
} from './protocol';
import type { DeskQueue, DeskUser } from '../desk';

/** How long an asker waits for the GM's answer. */
export const ANSWER_TIMEOUT_MS = 20_000;

/** How many request ids per user the desk remembers, to refuse one written again. */
const REMEMBERED = 200;

/**
 * A player's rate (decision desk-priority): a burst of PLAYER_BURST requests, then one more every
 * PLAYER_REFILL_MS. A player clicking as fast as a table goes never meets it.
 */
export const PLAYER_BURST = 20;
export const PLAYER_REFILL_MS = 1_000;

/** A player's allowance of requests: full at first, spent one a request, filled again with time. */
export class RateBucket {
  #tokens = new Map<string, { left: number; at: number }>();

  constructor(
    private readonly burst = PLAYER_BURST,
    private readonly refillMs = PLAYER_REFILL_MS,
  ) {}

  /** Spends one of the user's requests at `now`; false when none is left. */
  take(userId: string, now: number): boolean {
    const was = this.#tokens.get(userId) ?? { left: this.burst, at: now };
    const gained = Math.floor(Math.max(0, now - was.at) / this.refillMs);
    const left = Math.min(this.burst, was.left + gained);
    // Time not yet worth a whole request is kept for the next one.
    const at = left === this.burst ? now : was.at + gained * this.refillMs;
    if (left < 1) {
      this.#tokens.set(userId, { left, at });
      return false;
    }
    this.#tokens.set(userId, { left: left - 1, at });
    return true;
  }

  /** Seconds until the user may ask again. */
  waitSeconds(userId: string, now: number): number {
    const was = this.#tokens.get(userId);
    return was ? Math.max(1, Math.ceil((was.at + this.refillMs - now) / 1000)) : 0;
  }
}

/** What the mailbox needs of the client it runs on. */
export interface MailPort {
  self(): DeskUser;
  user(id: string): DeskUser | null;
  isActiveGM(): boolean;
  /** Some GM is connected to take the request. */
  gmConnected(): boolean;
  /** Writes this client's user's request flag. */
  writeRequest(text: string): Promise<void>;
  /** Writes an answer into a user's answer flag (the active GM only). */
  writeAnswer(userId: string, text: string): Promise<void>;
  newId(): string;
  /** Shows an answer nobody is waiting for (the GM decided on something asked earlier). */
  show(answer: Answer): void;
  setTimeout(fn: () => void, ms: number): unknown;
  /** The time in milliseconds (a player's rate is counted against it). */
  now(): number;
}

export class Mailbox {
  #waiting = new Map<string, (a: Answer) => void>();
  #seen = new Map<string, string[]>();
  readonly #rate = new RateBucket();
  /** This client's request still waiting for its answer: the next is written after it. */
  #outgoing: Promise<unknown> = Promise.resolve();
  /** Per user, the answer being written and the one to write next. */
  readonly #answering = new Map<string, { next: string | null; written: Promise<void> }>();

  constructor(
    private readonly port: MailPort,
    /** The desk this client runs when it is the active GM. */
    private readonly desk: () => DeskQueue,
  ) {}

  /** Asks the desk: on the active GM directly, from anyone else through his User document. */
  async send(request: DeskRequest): Promise<Answer> {
    const envelope: Envelope = { id: this.port.newId(), request };
    if (this.port.isActiveGM()) return this.desk().handle(this.port.self(), envelope);
    // One request in the mailbox at a time: this one is written once the last is answered.
    const turn = this.#outgoing.then(() => this.#post(envelope));
    this.#outgoing = turn.catch(() => undefined);
    return turn;
  }

  async #post(envelope: Envelope): Promise<Answer> {
    if (this.port.isActiveGM()) return this.desk().handle(this.port.self(), envelope);
    if (!this.port.gmConnected()) return answer(envelope.id, false, 'noGM');
    const reply = new Promise<Answer>((resolve) => {
      this.#waiting.set(envelope.id, resolve);
      this.port.setTimeout(() => {
        if (this.#waiting.delete(envelope.id)) resolve(answer(envelope.id, false, 'noAnswer'));
      }, ANSWER_TIMEOUT_MS);
    });
    await this.port.writeRequest(JSON.stringify(envelope));
    return reply;
  }

  /**
   * Every client, on a User document's update: `mailbox` is the user whose document changed,
   * `writer` the user the server says changed it, `request`/`answer` the flags' new text if the
   * update changed them.
   */
  async onUserUpdated(
    mailbox: string,
    writer: string,
    request: string | undefined,
    reply: string | undefined,
  ): Promise<void> {
    if (request !== undefined && this.port.isActiveGM()) await this.#take(mailbox, writer, request);
    if (reply !== undefined && mailbox === this.port.self().id) this.#receive(writer, reply);
  }

  async #take(mailbox: string, writer: string, text: string) {
    // Only a user's own writes to his own mailbox are his requests.
    const asker = this.port.user(writer);
    if (!asker || writer !== mailbox) return;
    const envelope = parse(text, readEnvelope);
    if (!envelope) return;
    const seen = this.#seen.get(writer) ?? [];
    let result: Answer;
    if (seen.includes(envelope.id)) {
      result = answer(envelope.id, false, 'replayed');
    } else {
      this.#seen.set(writer, [...seen, envelope.id].slice(-REMEMBERED));
      const now = this.port.now();
      if (!asker.isGM && !this.#rate.take(writer, now)) {
        result = answer(envelope.id, false, 'tooFast', { seconds: String(this.#rate.waitSeconds(writer, now)) });
      } else {
        result = await this.desk().handle(asker, envelope);
      }
    }
    await this.#answer(writer, JSON.stringify(result));
  }

  /** Writes an answer into a user's mailbox: one write at a time per user, the latest waiting replacing an older one.
   * */
  #answer(userId: string, text: string): Promise<void> {
    const busy = this.#answering.get(userId);
    if (busy) {
      busy.next = text;
      return busy.written;
    }
    const slot: { next: string | null; written: Promise<void> } = { next: text, written: Promise.resolve() };
    slot.written = (async () => {
      try {
        while (slot.next !== null) {
          const now = slot.next;
          slot.next = null;
          await this.port.writeAnswer(userId, now);
        }
      } finally {
        this.#answering.delete(userId);
      }
    })();
    this.#answering.set(userId, slot);
    return slot.written;
  }

  #receive(writer: string, text: string) {
    // Answers count only when a GM wrote them (a player can write his own flags too).
    if (!this.port.user(writer)?.isGM) return;
    const reply = parse(text, readAnswer);
    if (!reply) return;
    const waiting = this.#waiting.get(reply.id);
    if (waiting) {
      this.#waiting.delete(reply.id);
      waiting(reply);
    } else {
      this.port.show(reply);
    }
  }
}

/** A request or answer read from its text: one longer than any real one is not read at all. */
function parse<T>(text: string, read: (v: unknown) => T | null): T | null {
  if (text.length > MAX_ENVELOPE_CHARS) return null;
  try {
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}
