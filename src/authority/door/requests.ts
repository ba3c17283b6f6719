/** Which desk function carries out which kind of request. */
import type { Handlers } from '../desk';
import { applyCard, approveCard, declineCard, undoCard } from '../handlers/card-desk';
import { deckRequest, placeShipsRequest, scenarioRequest } from '../handlers/deck-desk';
import { sequenceRequest } from '../handlers/sequence-desk';
import { commitPick, endDuel, placeFighter, revealDuel, startDuel } from '../handlers/duel-desk';
import { fireRequest } from '../handlers/fire-desk';
import { boardFromBoatsRequest, boardingStepRequest, grappleRequest } from '../handlers/boarding-desk';

export const DESK_HANDLERS: Handlers = {
  applyCard,
  approveCard,
  declineCard,
  undoCard,
  deck: deckRequest,
  scenario: scenarioRequest,
  placeShips: placeShipsRequest,
  sequence: sequenceRequest,
  startDuel,
  commitPick,
  revealDuel,
  endDuel,
  placeFighter,
  fire: fireRequest,
  grapple: grappleRequest,
  boardingStep: boardingStepRequest,
  boardFromBoats: boardFromBoatsRequest,
};
