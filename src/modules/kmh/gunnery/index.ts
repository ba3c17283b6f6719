/**
 * KMH gunnery behind the gunnery contract. Its fire dialog, plan and broadside cards stay where
 * they are (applications/fire-dialog.ts, chat/fire.ts, chat/broadside-card.ts) and keep their own
 * card kind; this adapter only tells the sheet and the registry what KMH gunnery is.
 */
import type { GunneryContract } from '../../../authority/gunnery';
import type { FiringSide } from '../../../rules/geometry/firing-geometry';

export const KMH_GUNNERY: GunneryContract = {
  sheet: 'damagePoints',
  // The dialog is loaded when first opened: its module builds on Foundry's classes, which the
  // registry's readers (the settings, the tests) do not need.
  openFire: async (actorUuid, side) => {
    const actor = fromUuidSync(actorUuid) as Actor.Implementation | null;
    if (!actor) return null;
    const { openFireDialog } = await import('./fire-dialog');
    return openFireDialog(actor, (side as FiringSide | null) ?? null);
  },
  card: null,
};
