/**
 * Where the Salt'n'Tar texts are silent or disagree, and what Broadside does there. The revised
 * text wins over v0.1. Code comments cite the ids ("decision <id>").
 */
import type { RulesDecision } from '../kmh/decisions';

export const SALTNTAR_DECISIONS: readonly RulesDecision[] = [
  {
    id: 'saltntar-bearing',
    rule: 'Movement / S1',
    decision: 'The bearing is the compass point nearest the angle between heading and the wind\'s source; a ship exactly between two points takes the one farther off the wind.',
  },
  {
    id: 'saltntar-masts',
    rule: 'Strain roll / S3',
    decision: 'Masts per hull for the broken-mast result: small galley, longship, small merchant and cutter one; large galley, large merchant and schooner two; sailed warship three. With the last mast gone the ship drifts.',
  },
  {
    id: 'saltntar-hull-default',
    rule: 'Ship types / S1',
    decision: 'A ship with no hull type chosen sails as a sailed warship; cutters as cutters, sloops and gun-brigs as schooners, merchants as small or large merchants by size.',
  },
  {
    id: 'saltntar-d8',
    rule: 'Initial wind / S1',
    decision: 'On the revised d8 table the second "southeast" (a 6) is southwest, as in v0.1.',
  },
  {
    id: 'saltntar-wind-bounds',
    rule: 'Wind roll / S3',
    decision: 'Wind speed stays between 0 (calm) and 6; rolls that would take it further leave it at the bound.',
  },
  {
    id: 'saltntar-luck-shared',
    rule: 'Luck roll / S2',
    decision: 'When two or more sides roll a 1, the wind drops by one for everyone and the 1s cost nothing more. When two or more roll a 6, it rises by one for everyone and each six adds one more for its own side and marks its strain.',
  },
  {
    id: 'saltntar-gale',
    rule: 'Gale / S3',
    decision: 'In a gale a ship with sails set may only run, at wind speed plus her running factor, marking a strain each round; on any other bearing she drifts downwind at wind speed. Lasting speed losses apply to that speed too.',
  },
  {
    id: 'saltntar-reef',
    rule: 'Maneuvers / S3',
    decision: 'Reefing halves the move exactly (no rounding), before the lasting losses of the strain table are taken off. A move of 0 or less drifts downwind at wind speed.',
  },
  {
    id: 'saltntar-maneuver-timing',
    rule: 'Maneuvers / S3',
    decision: 'Reef and furl take effect at once. Unreefing waits one turn, setting sails two, anchoring two, weighing anchor three, taking to the oars one (the sails come in at once, and she rows at half speed the turn after, full speed from then on). A turn passes for a ship when her next move starts. A new order replaces one still waiting; oars ordered in a wind that has risen above 1 by then lapse.',
  },
  {
    id: 'saltntar-sides',
    rule: 'Luck roll / S2, F6',
    decision: 'On the canvas each token disposition (friendly, neutral, hostile, secret) with ship tokens on the scene is a side for the luck roll. The luck changes the wind speed each ship of the side sails at until the next wind roll, and a six marks the strain on each of them.',
  },
  {
    id: 'saltntar-half-moves',
    rule: 'Game turn / S2, F6',
    decision: 'A ship\'s move is rolled at the start of her turn and kept for both half moves, each half of it; the points turned in each half and the strain they cost are recorded with the move. While the turn sequence is in the first half move a player may sail only the first half.',
  },
];

export function saltntarDecision(id: string): RulesDecision | undefined {
  return SALTNTAR_DECISIONS.find((d) => d.id === id);
}
