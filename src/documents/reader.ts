/** This client's user as a card, a tracker or a sheet reads him: who he is and which actors he commands. */
import type { Reader } from '../chat/card-controls';

export function currentReader(): Reader {
  const user = game.user;
  return {
    id: user.id ?? '',
    isGM: user.isGM,
    commands: (uuid) => (fromUuidSync(uuid) as Actor.Implementation | null)?.isOwner ?? false,
  };
}
