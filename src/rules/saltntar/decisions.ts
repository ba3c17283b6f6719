/**
 * Where the Salt'n'Tar texts are silent or disagree, and what Broadside does there. The revised
 * text wins over v0.1. Code comments cite the ids ("decision <id>"); the rules reference
 * compendium is generated from this list.
 */
import type { RulesDecision } from '../kmh/decisions';

export const SALTNTAR_DECISIONS: readonly RulesDecision[] = [
  // S1 wind and bearings
  {
    id: 'saltntar-d8',
    rule: 'Initial wind / S1',
    decision:
      'The revised d8 table names southeast twice (for a 4 and a 6). A 6 is southwest, as v0.1 has it: only that ' +
      'reading gives the eight faces the eight different points, clockwise from north.',
  },
  {
    id: 'saltntar-wind-from',
    rule: 'Initial wind / S1',
    decision:
      'A wind named by a compass point blows from that point, as sailors name winds: a north wind comes from the ' +
      'north and carries drifting ships south. The compass on the canvas shows where it comes from, and bearings are ' +
      'read against that source.',
  },
  {
    id: 'saltntar-bearing',
    rule: 'Movement / S1',
    decision:
      "The bearing is the compass point nearest the angle between her heading and the wind's source. Exactly between " +
      'two points she takes the one farther off the wind: 22.5° off the wind on eight points is beating (not head to ' +
      'wind), and 90° off on six points, halfway between beating and broad reaching and so also 90° from dead ' +
      'downwind, is broad reaching.',
  },
  {
    id: 'saltntar-masts',
    rule: 'Strain roll / S3',
    decision:
      'Masts per hull for the broken-mast result: small galley, longship, small merchant and cutter one; large ' +
      'galley, large merchant and schooner two; sailed warship three. With the last mast gone the ship drifts.',
  },
  {
    id: 'saltntar-hull-default',
    rule: 'Ship types / S1',
    decision:
      'A ship with no hull type chosen sails as a sailed warship; cutters as cutters, sloops and gun-brigs as ' +
      'schooners, merchants as small or large merchants by size.',
  },
  // S2 turn sequence
  {
    id: 'saltntar-luck-shared',
    rule: 'Luck roll / S2',
    decision:
      "Each side's own luck: a 1 is one slower, a 5 one faster, a 6 two faster and a strain. When two or more sides " +
      'roll a 1, every side sails one slower and the 1s cost their sides nothing on top (they end at one slower, ' +
      'like everyone). When two or more sides roll a 6, every side sails one faster and each 6 adds one more for its ' +
      'own side and marks its strain (two faster in all, one ahead of the rest). With both at once the two shared ' +
      'changes cancel, so the 1s end level and the 6s one faster. Every luck change lasts from the luck roll to the ' +
      "next wind roll; the world's wind itself is not changed.",
  },
  {
    id: 'saltntar-sides',
    rule: 'Luck roll / S2, F6',
    decision:
      'On the canvas each token disposition (friendly, neutral, hostile, secret) with ship tokens on the scene is a ' +
      'side for the luck roll. The luck changes the wind speed each ship of the side sails at until the next wind ' +
      'roll, and a six marks the strain on each of them.',
  },
  {
    id: 'saltntar-half-moves',
    rule: 'Game turn / S2, F6',
    decision:
      "A ship's move is rolled at the start of her turn and kept for both half moves, each half of it; the points " +
      'turned in each half and the strain they cost are recorded with the move. While the turn sequence is in the ' +
      'first half move a player may sail only the first half.',
  },
  {
    id: 'saltntar-half-move-turns',
    rule: 'Game turn / S2',
    decision:
      'Her bearing, and with it her move, is read once when her move starts: turning in the first half changes her ' +
      'course, not her speed, until her next move. A turn comes before the sailing it steers: she may pivot anywhere ' +
      'from the start of a half up to its end, and a pivot on the halfway mark counts to the second half. In a race ' +
      'the whole move may turn two points; the first is free and the second marks one strain, the same price as a ' +
      'second change of direction in combat.',
  },
  // S3 wind roll, calm and gale
  {
    id: 'saltntar-wind-bounds',
    rule: 'Wind roll / S3',
    decision:
      "The wind roll's one-less and one-more work on their own: from 1 a slackening makes a calm (0), and from 3 a " +
      'freshening makes a gale (4), without any luck needed. The wind never goes below 0 or above 6; a roll that ' +
      "would take it further leaves it at the bound, and a side's luck is kept within the same 0 to 6.",
  },
  {
    id: 'saltntar-gale',
    rule: 'Gale / S3',
    decision:
      'In a gale (4 or more) a ship with sails up, set or reefed, may hold any heading, but her sails drive her only ' +
      'when she is running: then she makes wind speed plus her running factor, halved when reefed, less her lasting ' +
      'losses, and marks a strain that turn. On any other bearing she drifts downwind at wind speed, marks no strain ' +
      'and, like every drifting ship, does not turn. She may reef in a gale as at any time.',
  },
  // S3 maneuvers
  {
    id: 'saltntar-reef',
    rule: 'Maneuvers / S3',
    decision: 'Reefing halves the move exactly, with no rounding; a reefed ship running in a gale halves that run too.',
  },
  {
    id: 'saltntar-maneuver-timing',
    rule: 'Maneuvers / S3',
    decision:
      'Orders are given at the end of a turn. Reef and furl are done at once: she moves reefed or adrift from the ' +
      'next turn. Every other order takes its turns first and she is in her new state from the turn after them: ' +
      'unreefing one turn (still reefed next turn, full sail the turn after), setting sail two, anchoring two (she ' +
      'moves on as before while the anchor bites, then lies still), weighing anchor three, taking to the oars one ' +
      '(the sails come in at once and she drifts that turn, then rows at half speed for one turn and at full speed ' +
      'from the next), resting the oars two (she carries half her rowing speed for both, then lies furled). A turn ' +
      'passes for a ship when her next move starts. A new order replaces one still waiting; oars ordered in a wind ' +
      'that has risen above 1 by then lapse. Only orders that change something may be given (no reefing furled ' +
      'sails, no weighing an anchor not down).',
  },
  {
    id: 'saltntar-anchor-strain',
    rule: 'Maneuvers / S3',
    decision:
      'Anchoring with sails set or reefed calls for a strain roll at once, as the text says: a d6 plus the strain ' +
      'she has marked, which may be none, so a ship without strain can do no worse than the first row. No strain is ' +
      'marked before the roll. She still takes two turns to come to rest.',
  },
  {
    id: 'saltntar-weigh',
    rule: 'Maneuvers / S3',
    decision:
      'Weighing anchor is one order of three turns that raises the anchor and sets the sails: she lies at anchor for ' +
      'those three turns and sails from the turn after, with no separate order to set sail and no drifting in ' +
      'between. An oared ship that wants to row orders the oars afterwards.',
  },
  {
    id: 'saltntar-row-wind',
    rule: 'Rowing / S3',
    decision:
      "Rowing's limit of wind 0 or 1 reads the world's wind (the wind roll's speed), not the speed a ship sails at " +
      "after her side's luck: luck is a gust in the sails, and a rowing order spans turns while luck lasts one. The " +
      'limit applies when the order is given and when it is done; a crew already rowing rows on whatever the wind ' +
      'does until ordered to rest the oars or set sail.',
  },
  // S3 strain roll
  {
    id: 'saltntar-mast-row',
    rule: 'Strain roll / S3',
    decision:
      'The paragraph after the strain table speaks of a roll of 12 but describes the broken-mast row, which the ' +
      'table puts at 11; the paragraph means the 11 row, and 12 or more is always sinking. A ship that loses her ' +
      "only mast, or her last, drifts. One with masts still standing sails only when running (the text's downwind, " +
      'as in its gale rule), at her move less the lasting losses; on any other bearing she drifts downwind.',
  },
  {
    id: 'saltntar-crew-awash',
    rule: 'Strain roll / S3',
    decision:
      'A deck awash costs a tenth of the crew the ship had when the battle began, not of those still aboard, so the ' +
      'losses add up (10%, 20% and so on, never past all of them) rather than compounding. Broadside keeps the share ' +
      'lost; where a number of men is wanted, the men lost are that share of the starting crew rounded up, so a ' +
      'swept deck always takes someone.',
  },
  {
    id: 'saltntar-speed-loss',
    rule: 'Strain roll / S3',
    decision:
      'Each lasting loss of 3" comes off after any halving (reefed sails, half speed under oars) and applies to ' +
      'rowing and to a gale run as to sailing. Drifting is the wind carrying the hull, so the losses never slow it; ' +
      'a ship whose move falls to 0 or less drifts downwind at wind speed instead.',
  },
  {
    id: 'saltntar-sinking',
    rule: 'Strain roll / S3',
    decision:
      'The 1d6 turns of a sinking ship are counted in the strain phase of the turns that follow the roll, by the ' +
      'same countdown as a KMH ship foundering; when none are left she goes down and is out of the battle. Until ' +
      'then she moves as her state allows, and a ship already going down makes no more strain rolls.',
  },
  {
    id: 'saltntar-strain-gm',
    rule: 'Strain roll / S3',
    decision:
      "Once her battle has begun, a ship's strain, the speed, masts and crew the strain table took from her, the " +
      "turns she has left afloat and the luck she sails with this turn are kept by the GM's table in the battle, " +
      'which her player cannot write; he keeps giving her orders, hull and sails. She comes into the battle with ' +
      "what her own record says when the table first writes hers, and her strain rolls there are the GM's to make.",
  },
];

export function saltntarDecision(id: string): RulesDecision | undefined {
  return SALTNTAR_DECISIONS.find((d) => d.id === id);
}
