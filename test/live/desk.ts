/**
 * Requests to the desk as a player's client sends them: written into this user's own User document
 * (flags.broadside.request), answered by the active GM's client in flags.broadside.answer. On the
 * GM's own client this runs the whole round trip through the server, not the direct call the
 * system's own buttons make there (decision desk-channel).
 */
import { answerTo } from './checks';
import { nextHook } from './scratch';

export type Answer = NonNullable<ReturnType<typeof answerTo>>;

const answerFlag = (user: User.Implementation) =>
  (user.flags as { broadside?: { answer?: unknown } }).broadside?.answer;

/** Writes a request into this user's mailbox and resolves with the desk's answer to it. */
export async function askThroughMailbox(request: Record<string, unknown>): Promise<Answer> {
  const id = foundry.utils.randomID();
  const heard = nextHook<[User.Implementation]>(
    'updateUser',
    (user) => user.id === game.user.id && answerTo(id, answerFlag(user)) !== null,
    10_000,
  );
  await game.user.setFlag('broadside', 'request', JSON.stringify({ id, request }));
  const [user] = await heard;
  return answerTo(id, answerFlag(user))!;
}

/** A card request at the card's revision; asked once more at the revision a stale answer names. */
export async function askAboutCard(
  kind: string,
  message: ChatMessage.Implementation,
  extra: Record<string, unknown> = {},
) {
  const revision = Number(message.getFlag('broadside', 'revision' as never) ?? 0);
  const first = await askThroughMailbox({ kind, messageId: message.id, revision, ...extra });
  if (first.code !== 'stale') return first;
  return askThroughMailbox({ kind, messageId: message.id, revision: Number(first.data.revision), ...extra });
}
