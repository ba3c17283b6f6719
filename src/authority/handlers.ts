/** Which desk function carries out which kind of request. */
import type { Handlers } from './desk';
import { applyCard, approveCard, declineCard, undoCard } from './card-desk';
import { deckRequest, placeShipsRequest, scenarioRequest } from './deck-desk';
import { sequenceRequest } from './sequence-desk';
import { commitPick, endDuel, placeFighter, revealDuel, startDuel } from './duel-desk';
import { fireRequest } from './fire-desk';
import { gunneryFireRequest } from './gunnery-desk';
import { boardFromBoatsRequest, boardingStepRequest, grappleRequest } from './boarding-desk';

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
  gunneryFire: gunneryFireRequest,
  grapple: grappleRequest,
  boardingStep: boardingStepRequest,
  boardFromBoats: boardFromBoatsRequest,
};
