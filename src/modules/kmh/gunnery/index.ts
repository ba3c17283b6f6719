/**
 * KMH gunnery behind the gunnery contract: its fire dialog, its strike tests and a bomb ketch's
 * mortar, as the sheet, the turn deck and the macros ask for them, and its own wiring (card kinds,
 * the Fire request the desk carries out for a player) for the module's `register`.
 */
import type { GunneryContract } from '../../../authority/gunnery';
import type { FiringSide } from '../../../rules/geometry/firing-geometry';
import { addRequestReader } from '../../../authority/channel/protocol';
import { addDeskRequests, deskRequest } from '../../../authority/door/requests';
import type * as DialogCode from './fire-dialog';
import type * as StrikeCode from './strike-actions';
import type * as BombCode from './bomb-actions';
import { attachKmhCards } from './card-kinds';
import { fireRequest, readFireRequest } from './fire-desk';
import { mortarRequest, readMortarRequest } from './bomb-desk';
import { FULL_BROADSIDE_ARC_DEGREES } from '../../../rules/kmh';
import { actorByUuid } from '../../../documents/lookups';

/**
 * The windows and rolls KMH gunnery opens, which build on Foundry's classes: given with the module
 * as the entry registers it (kmh/module.ts), so the rest of the module loads without them.
 */
export interface KmhWindows {
  openFireDialog: typeof DialogCode.openFireDialog;
  fireAt: typeof DialogCode.fireAt;
  FireDialog: typeof DialogCode.FireDialog;
  runStrikeTests: typeof StrikeCode.runStrikeTests;
  fireMortar: typeof BombCode.fireMortar;
}

declare module '../../../authority/gunnery' {
  interface GunneryApi {
    /** Fires a ship at a target with the dialog's choices, without the dialog. */
    fireAt: KmhWindows['fireAt'];
    FireDialog: KmhWindows['FireDialog'];
    runStrikeTests: KmhWindows['runStrikeTests'];
    fireMortar: KmhWindows['fireMortar'];
  }
}

const shipOf = actorByUuid;

/** KMH gunnery with its windows. */
export function kmhGunnery(windows: KmhWindows): GunneryContract {
  return {
    openFire: (actorUuid, side, squadron = []) => {
      const actor = shipOf(actorUuid);
      const waiting = squadron.map(shipOf).filter((a): a is Actor.Implementation => a !== null);
      return actor && windows.openFireDialog(actor, (side as FiringSide | null) ?? null, null, waiting);
    },
    card: null,
    fullBroadsideArc: FULL_BROADSIDE_ARC_DEGREES,
    strikeTests: (ships, table) => windows.runStrikeTests(ships, undefined, table),
    mortar: windows.fireMortar,
    api: windows,
  };
}

/** The module's gunnery wiring: its card kinds, and the Fire and Mortar requests the desk reads and carries out. */
export function registerKmhGunnery(): void {
  attachKmhCards();
  addRequestReader(['fire'], readFireRequest);
  addDeskRequests(deskRequest('fire', fireRequest));
  addRequestReader(['mortar'], readMortarRequest);
  addDeskRequests(deskRequest('mortar', mortarRequest));
}
