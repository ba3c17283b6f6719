/** This client's user as a card, a tracker or a sheet reads him: who he is and which actors he commands. */
import { actorByUuid } from './lookups';

export interface Reader {
  id: string;
  isGM: boolean;
  commands: (actorUuid: string) => boolean;
}

export function currentReader(): Reader {
  const user = game.user;
  return {
    id: user.id ?? '',
    isGM: user.isGM,
    commands: (uuid) => actorByUuid(uuid)?.isOwner ?? false,
  };
}
