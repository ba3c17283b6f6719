/**
 * A ship's move for a new activation, started by her squadron's Move card or her move dialog: the
 * chosen movement rules roll or work it out and record it on her token (MovementModule.startMoves).
 */
import { activeModule, moveRecord, shipActorOf } from './foundry-sailing';

type TokenDoc = TokenDocument.Implementation;

/** Rolls (or works out) a ship's move for a new activation and records it on her token. */
export async function startMove(doc: TokenDoc, turn = moveRecord(doc).turn): Promise<void> {
  const actor = shipActorOf(doc);
  if (!actor || !doc.canUserModify(game.user, 'update')) return;
  return activeModule().startMoves([doc], { turn });
}

/** A squadron's new move, as on its Move card: its ships' movement rules say whether they move together. */
export async function startSquadronMove(tokens: readonly TokenDoc[], squadron: string): Promise<void> {
  const docs = tokens.filter((d) => shipActorOf(d) !== null);
  if (!docs.length) return;
  return activeModule().startMoves(docs, { squadron });
}
