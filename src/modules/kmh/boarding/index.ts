/**
 * KMH boarding behind the boarding contract (authority/boarding.ts): the sheet's and the deck's
 * buttons, and what the module registers for them: its card kind, and the requests a player sends
 * the GM's client for a card that changes a ship he does not command (decision desk-rolls).
 */
import type { BoardingContract } from '../../../authority/boarding';
import { addRequestReader } from '../../../authority/channel/protocol';
import { addDeskRequests, deskRequest } from '../../../authority/door/requests';
import { board, boardFromBoats, grapple, rollBoardingStep, runBoardingActions } from './actions';
import { registerBoardingCard } from './card-model';
import { boardFromBoatsRequest, boardingStepRequest, grappleRequest } from './desk';
import { readBoardingAsk } from './input';

export const KMH_BOARDING: BoardingContract = {
  board,
  grapple,
  boardFromBoats,
  rollStep: rollBoardingStep,
  runActions: runBoardingActions,
};

/** Its card kind, the readers of its requests and the desk's handlers of them; once per session. */
export function registerBoarding(): void {
  registerBoardingCard();
  addRequestReader(['grapple', 'boardingStep', 'boardFromBoats'], readBoardingAsk);
  addDeskRequests(
    deskRequest('grapple', grappleRequest),
    deskRequest('boardingStep', boardingStepRequest),
    deskRequest('boardFromBoats', boardFromBoatsRequest),
  );
}
