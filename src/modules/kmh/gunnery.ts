/**
 * KMH gunnery behind the gunnery contract. Its fire dialog, plan and broadside cards stay where
 * they are (applications/fire-dialog.ts, chat/fire.ts, chat/broadside-card.ts) and keep their own
 * card kind; this adapter only tells the sheet and the registry what KMH gunnery is.
 */
import type { GunneryContract } from '../../authority/gunnery';
import type { FiringSide } from '../../rules/geometry/firing-geometry';
import { openFireDialog } from '../../applications/fire-dialog';

export const KMH_GUNNERY: GunneryContract = {
  sheet: 'damagePoints',
  openFire: (actorUuid, side) => {
    const actor = fromUuidSync(actorUuid) as Actor.Implementation | null;
    return actor ? openFireDialog(actor, (side as FiringSide | null) ?? null) : null;
  },
  card: null,
};
