/**
 * This client's way to the desk: one mailbox, and on the active GM the desk's queue. Every button,
 * dialog and macro that changes the table asks through askDesk, and the asker is always told how
 * it went, in his own language.
 */
import { RulesError } from '../../rules/errors';
import { DeskQueue } from '../desk';
import { DESK_HANDLERS } from '../door/requests';
import { FOUNDRY_DESK, foundryMailPort } from '../foundry-desk';
import { Mailbox } from './mailbox';
import { answerText, answerLevel } from './answers';
import type { Answer, DeskRequest } from './protocol';

let queue: DeskQueue | null = null;

/** The desk's queue (only ever used on the active GM's client). */
export function deskQueue(): DeskQueue {
  queue ??= new DeskQueue(FOUNDRY_DESK, DESK_HANDLERS);
  return queue;
}

/** Tells the user how a request went (quietly for what the chat already shows). */
export function showAnswer(answer: Answer): void {
  const level = answerLevel(answer);
  if (level === 'quiet') return;
  // The blanks carry names users typed (ships, cards): escaped before they reach the notification.
  const escaped = {
    ...answer,
    data: Object.fromEntries(Object.entries(answer.data).map(([k, v]) => [k, foundry.utils.escapeHTML(v)])),
  };
  const text = answerText(
    escaped,
    (key, data) => (data ? game.i18n.format(key, data) : game.i18n.localize(key)),
    (key) => game.i18n.has(key),
    game.i18n.lang,
  );
  if (level === 'warn') ui.notifications?.warn(text);
  else ui.notifications?.info(text);
}

export const mailbox = new Mailbox(foundryMailPort(showAnswer), deskQueue);

/** Asks the desk and tells the user the outcome; resolves to the answer. */
export async function askDesk(request: DeskRequest): Promise<Answer> {
  const answer = await mailbox.send(request);
  showAnswer(answer);
  return answer;
}

/**
 * Tells the user why the rules refused something he tried on his own client (a roll the engine
 * will not make): `<prefix>.<code>` in his language, else the engine's own sentence. Anything
 * that is not a rules refusal is thrown on.
 */
export function reportRefusal(error: unknown, prefix = 'BROADSIDE.Errors'): null {
  if (!(error instanceof RulesError)) throw error;
  const key = `${prefix}.${error.code}`;
  ui.notifications?.warn(game.i18n.has(key) ? game.i18n.localize(key) : error.message);
  return null;
}
