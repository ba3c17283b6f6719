/**
 * How a request reaches the desk and its answer comes back, with the sender named by the server.
 *
 * A user writes his request into his own User document (flags.broadside.request, a JSON string so
 * Foundry's merging of objects cannot mix two requests). Every client receives the update with the
 * id of the user the server says made it; the active GM's client takes the request as that user's
 * and answers by writing flags.broadside.answer on the asker's User document, which only he and a
 * GM can write. A player can write only his own User document, so he can ask only as himself. The
 * active GM's own requests go straight to the desk (decision desk-channel).
 */
import { answer, readAnswer, readEnvelope, type Answer, type DeskRequest, type Envelope } from './protocol';
import type { DeskQueue, DeskUser } from './desk';

/** How long an asker waits for the GM's answer. */
export const ANSWER_TIMEOUT_MS = 20_000;

/** How many request ids per user the desk remembers, to refuse one written again. */
const REMEMBERED = 200;

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
}

export class Mailbox {
  #waiting = new Map<string, (a: Answer) => void>();
  #seen = new Map<string, string[]>();

  constructor(
    private readonly port: MailPort,
    /** The desk this client runs when it is the active GM. */
    private readonly desk: () => DeskQueue,
  ) {}

  /** Asks the desk: on the active GM directly, from anyone else through his User document. */
  async send(request: DeskRequest): Promise<Answer> {
    const envelope: Envelope = { id: this.port.newId(), request };
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
  async onUserUpdated(mailbox: string, writer: string, request: string | undefined, reply: string | undefined): Promise<void> {
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
      result = await this.desk().handle(asker, envelope);
    }
    await this.port.writeAnswer(writer, JSON.stringify(result));
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

function parse<T>(text: string, read: (v: unknown) => T | null): T | null {
  try {
    return read(JSON.parse(text));
  } catch {
    return null;
  }
}
