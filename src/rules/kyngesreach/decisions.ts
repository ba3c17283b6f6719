import type { RulesDecision } from '../kmh/decisions';

/**
 * Every place where the Kyngesreach texts (the v1.4 draft, with v1.3 for what it leaves out) are
 * silent, unclear or at odds, and what Broadside does there. In our own words; the code cites the
 * ids ("decision <id>") and the rules reference journal is built from this list.
 */
export const KYNGESREACH_DECISIONS: readonly RulesDecision[] = [
  // G1: rolls and the wind gauge
  {
    id: 'kr-low-skill',
    rule: 'G1 success rolls',
    decision:
      'Rolls follow the GURPS basic set at any effective skill, even below 3: totals of 3 and 4 are always critical ' +
      'successes, so an all but hopeless roll can still come off, and a total ten or more above the skill is a ' +
      'critical failure.',
  },
  {
    id: 'kr-weather-sense',
    rule: 'G1 wind gauge',
    decision:
      'The texts give the round-1 Weather Sense modifier but not what it is added to. It decides round 1 by itself: ' +
      'the side with the larger modifier has the gauge; equal modifiers go to the larger margin of the two Weather ' +
      'Sense rolls, and equal margins are a tie. The modifier is used up in round 1 and changes no later roll.',
  },
  {
    id: 'kr-contest',
    rule: 'G1 wind gauge',
    decision:
      'The contested rolls (Seamanship for the gauge, spell skills for the wind) are Quick Contests: one roll each, ' +
      'the larger margin wins, whether both made their roll or both missed. Equal margins are a tie. A critical ' +
      'counts only through its margin.',
  },
  {
    id: 'kr-tie',
    rule: 'G1 wind gauge',
    decision:
      'After a tie nobody holds the gauge that round: both ships fire at once, each from the state the round began ' +
      'with, with -1 to the Gunner roll; each fires the battery that bears and none changes battery or range. The ' +
      'next round is contested afresh.',
  },
  {
    id: 'kr-gauge-battle',
    rule: 'G1 wind gauge',
    decision:
      "Who holds the gauge is the battle's, not a player's word: the GM records it each round (by hand or from the " +
      "round's contest) where only a GM writes, and every shot fires with it. A ship in a battle that records no " +
      'holder has won no gauge and fires as after a tie.',
  },
  {
    id: 'kr-desk-facing',
    rule: 'G2 hit location',
    decision:
      'Which side the target shows the firer decides where hits land, so it is measured, not chosen: the dialog and ' +
      "the desk both read it from the two ships' tokens, and a shot the desk fires for a player takes the table's " +
      'side whatever his order said.',
  },
  {
    id: 'kr-rigging-hit',
    rule: 'G1 wind gauge',
    decision:
      'A location-3 hit and a chain-shot hit cost sail HP, and the sail-HP bands give their gauge penalty; they are ' +
      'not also counted as -1 rigging hits, which would charge the same damage twice. The -1 per rigging hit is kept ' +
      'for the rigging collapse on the critical table, and it stacks with the sail bands.',
  },
  {
    id: 'kr-tactics',
    rule: 'G1 wind gauge',
    decision:
      'Each side may roll Tactics (Naval) once a round before the Seamanship contest; any success gives +1, a ' +
      'critical success no more. Not trying costs nothing; a failure costs nothing either.',
  },
  {
    id: 'kr-magic-wind',
    rule: 'G1 magical wind',
    decision:
      'A working wind spell is the "trailing wind/magic" line and the v1.4 +2 at once: one +2, not two. When both ' +
      'sides work the wind, a Quick Contest of their spell skills gives the +2 to the winner and to neither on a ' +
      'tie; the GM may instead rule on the strength of the spells by giving the spell to one side only.',
  },
  {
    id: 'kr-masts-lost',
    rule: 'G2 dismasting',
    decision:
      'One mast lost gives the enemy its own bonus (fore +2, main +3, mizzen +1). Two lost give +5 in place of ' +
      'those, not on top, and the ship gives up the gauge with no roll; when both sides have, nobody holds it and ' +
      'the round is a tie. All masts lost (every mast she carried) is adrift: the same, and the GM moves her with ' +
      'the wind.',
  },
  {
    id: 'kr-masts-carried',
    rule: 'G2 dismasting',
    decision:
      'The mast table gives every class three masts. A sheet may leave masts out (a brig has two); "all masts" then ' +
      'means the ones she carries, so a two-masted brig that loses both is adrift.',
  },
  {
    id: 'kr-sail-immobile',
    rule: 'G2 sail damage',
    decision:
      'With all her sail HP gone a ship is immobile until jury-rigged: she gives up the gauge without a roll, as ' +
      'with two masts lost. Sail HP never falls below 0.',
  },
  {
    id: 'kr-band-edges',
    rule: 'G2 sinking and sail bands',
    decision:
      'The sinking table shares its edges between rows. A shared edge belongs to the better state: exactly 75% of ' +
      'HIP left is minor damage, exactly 50% noticeable stress, exactly 25% severe flooding, exactly 10% critical ' +
      'flooding; 0 is sunk. The sail bands start at their own figure: exactly a quarter of the sail lost already ' +
      'costs 1 on the gauge.',
  },
  {
    id: 'kr-class-ranges',
    rule: 'G2 ship figures',
    decision:
      "A ship of the line's DR is 40 to 50 and her HIP 1,000 to 1,250. The class gives 40 and 1,000; a sheet may set " +
      "any whole value within the range (HMS Victory: DR 50). The other classes' figures are single values.",
  },
  {
    id: 'kr-fourth-rate',
    rule: 'G2 ship figures',
    decision:
      'A fourth-rate appears only in the handling ratings (0). For DR, HIP, sail HP and mast DR she takes the ship ' +
      "of the line's figures, the nearest row of her size.",
  },
  {
    id: 'kr-hip-table',
    rule: 'G2 penetration',
    decision:
      'The v1.4 draft gives a formula (HIP loss equal to penetration, at most 50) and a table in steps of 10 that ' +
      'disagree. The table is used: 1-10 costs 10, 11-20 costs 20, 21-30 costs 30, 31-50 costs 40, over 50 costs 50.',
  },
  {
    id: 'kr-called-location',
    rule: 'G2 called shots',
    decision:
      "A called shot rolls no hit location: every hit strikes what was aimed at. Rudder: damage against the ship's " +
      "DR. Rigging: against DR 10. A mast: against that mast's DR. Deck crew: no DR and no damage roll.",
  },
  {
    id: 'kr-called-ammo',
    rule: 'G2 called shots',
    decision:
      'Each called shot needs the ammunition of its row loaded and standard or close range. Round shot may also be ' +
      'fired unaimed, which rolls the location; chain, bar and grape are only ever fired at the target of their row. ' +
      'A mast must be named for bar shot and still be standing.',
  },
  {
    id: 'kr-rudder',
    rule: 'G2 called shots',
    decision:
      "A rudder hit that gets through the ship's DR costs HIP like a hull hit and damages the steering, as the " +
      'steering critical does.',
  },
  {
    id: 'kr-rigging-dr',
    rule: 'G2 sail damage',
    decision:
      "A location-3 hit goes against the rigging's DR 10 like chain shot. What gets through costs the calibre's sail " +
      'damage (9-pounder 10 HP, 18-pounder 20, 32-pounder 40), not the damage rolled.',
  },
  {
    id: 'kr-mast-penetration',
    rule: 'G2 masts',
    decision:
      'The texts say a penetrating mast hit inflicts damage but not what. It counts toward the three that bring the ' +
      "mast down and costs the calibre's sail damage; it costs no HIP. The mast falls on its third penetrating hit, " +
      'and the dismasting effects apply from then.',
  },
  {
    id: 'kr-critical-dr',
    rule: 'G2 criticals',
    decision:
      "A location-6 hit rolls damage against the ship's own DR. Only if it gets through does it cost HIP like a hull " +
      'hit and roll 1d on the critical table; a hit that does not get through does nothing.',
  },
  {
    id: 'kr-critical-effects',
    rule: 'G2 criticals',
    decision:
      'Fire on deck, steering damage, magazine disruption, injury to a character and a major hit are recorded on the ' +
      'ship and listed on the card for the GM to play out; the texts give them no numbers. Rigging collapse counts ' +
      'as one rigging hit, -1 to the gauge from then on.',
  },
  {
    id: 'kr-readiness',
    rule: 'G2 hit location',
    decision:
      'Readiness starts at 100%. Each deck-crew hit (location 4 or grape) takes 10 points off what she started with, ' +
      'not a tenth of what is left, down to 0. It feeds the Gunner roll through the damage modifier.',
  },
  {
    id: 'kr-cannon-hit',
    rule: 'G2 hit location',
    decision:
      "A location-5 hit destroys 1d guns of the target's battery that faces the firer (never more than it has) and " +
      "puts one round on that battery's reload; a loaded battery so hit must wait a round before firing.",
  },
  {
    id: 'kr-damage-modifier',
    rule: 'G2 Gunner roll',
    decision:
      'The texts name "morale" and "damage" modifiers with no values. Damage is worked out from the firing ship: ' +
      'severe flooding -1, critical flooding -2, rapid sinking -3, and -1 for each full 20 points of readiness lost. ' +
      "Morale is the GM's, from -5 to +5, and shown on the card.",
  },
  {
    id: 'kr-critical-gunner',
    rule: 'G2 Gunner roll',
    decision:
      'A critical success on the Gunner roll reads the 100% row whatever its margin (still capped by the range ' +
      'band); any failure, critical or not, hits nothing. A critical failure has no further effect.',
  },
  {
    id: 'kr-cap-rounding',
    rule: 'G2 Gunner roll',
    decision:
      'The hit rate is capped by the range band and then multiplied by the operational guns and rounded down. ' +
      'Capping before or after rounding gives the same count, so the order does not matter.',
  },
  {
    id: 'kr-range-change',
    rule: 'G2 range bands',
    decision:
      'The holder may try once a round, before anyone fires, to move the range one band nearer or further: a ' +
      'Seamanship roll with no modifier, success moves it. The range never goes past close or extreme, and the new ' +
      "band holds for both ships' fire that round. Apart from that the range is measured on the table.",
  },
  {
    id: 'kr-fire-order',
    rule: 'G1 wind gauge',
    decision:
      'The holder fires first and her hits count before the other ship answers: guns destroyed, a reload delay or ' +
      'a sinking take effect at once. The holder names which battery fires; the other ship fires the battery that ' +
      "bears. In the wind-gauge rounds the desk holds every player's shot to that order: nobody fires before the " +
      "round's gauge is contested; once a ship holds it, no other fires until a card of hers was fired that round " +
      'or she cannot fire (both batteries reloading, or out of the fight); after a tie all fire. A card a player ' +
      'rolls himself out of turn is void. The GM has the last word: his own shots are never held back, and he or ' +
      "the holder's captain may pass her turn (macro call passFire), opening fire to every ship for the rest of " +
      'the round.',
  },
  {
    id: 'kr-reload-start',
    rule: 'G2 reloading',
    decision:
      'A battery that fires starts reloading that round: its count is set to 3 (4 if it is to load a new kind of ' +
      'shot), and it falls by one at the start of each following round. It may fire again when the count is 0, so a ' +
      'battery firing every time it can fires in rounds 1, 4, 7 and so on.',
  },
  {
    id: 'kr-desk-facts',
    rule: 'G1 wind gauge, G2 Gunner roll',
    decision:
      'A Kyngesreach broadside a player rolls himself at a ship he does not command holds only if the table gives ' +
      'what its order tells (as decision desk-fire-facts says for every shot): the range band, measured from the ' +
      'two tokens with the same 2 cm allowance; that the battery bears; the side the target shows the firer; the ' +
      "gauge as the battle records it; no morale modifier (the GM's to give); and the order of fire of the round " +
      '(decision kr-fire-order). An order the table contradicts makes the card void, its poster told so; tokens ' +
      'no scene holds leave the card for the GM alone.',
  },
  {
    id: 'kr-reload-battle',
    rule: 'G2 reloading',
    decision:
      'A ship reloads in one battle only, however many battles her tokens are added to (a player may add his own ' +
      'token to any combat): her battle is the first whose round turns while she is in it, and while she stays in ' +
      "that battle no other battle's round counts her reload down. Each battle keeps the ships it counts where " +
      'only a GM writes; a ship that has left a battle is no longer its, and the next battle to turn a round with ' +
      'her in it takes her.',
  },
  {
    id: 'kr-gauge-contestants',
    rule: 'G1 wind gauge',
    decision:
      'The texts pit two ships. With more on the table the first two sides each contest with their leading ship (the ' +
      "flagship of the side's first squadron still fighting, else its first ship afloat). The winner alone holds the " +
      'gauge and fires first; every other ship fires after her, as the side without the gauge, and after a tie every ' +
      'ship fires at once.',
  },
  {
    id: 'kr-round-desk',
    rule: 'G1 wind gauge',
    decision:
      "The tracker's rounds are the battle's: only the GM begins them and turns to the next round, which the desk " +
      'does once for the round he saw (a second press for the same round is refused), counting every reloading ' +
      "battery of the battle's ships down by one and clearing the gauge for the new contest. The contest is rolled " +
      "once a round by the desk on the table's dice, from the ships' sheets, for the GM or for a player who commands " +
      'one of the two ships contesting it.',
  },
  {
    id: 'kr-gauge-tries',
    rule: 'G1 wind gauge',
    decision:
      "Before a round's Seamanship contest each contesting side's commander (the ship's player, or the GM, who " +
      'commands every ship) chooses whether his side tries Tactics and raises a magical wind; he may change it ' +
      'until the contest, never for the other side and never after it. The choice is declared openly, as at a ' +
      'table, so the other side may answer a wind with its own. Round 1 is Weather Sense alone and takes no ' +
      'tries. A try needs someone aboard with the skill (Tactics above 0, a spell skill above 0). A new round ' +
      "forgets the last round's choice. So that the other side may answer, from round 2 a player's Contest press " +
      'only says his side is ready: the contest rolls once both sides have pressed since the last change of ' +
      "either side's tries, or at once when the GM presses (his go for both).",
  },
  {
    id: 'kr-core-round',
    rule: 'G2 reloading',
    decision:
      "While the battle plays Kyngesreach rounds, Foundry's own round buttons turn the same round as the tracker's: " +
      'Next Round asks the desk for the next Kyngesreach round (reloads counted down, the gauge cleared, the ' +
      "combat's round set to it), so the two counters never part. Previous Round is refused with a warning: a round " +
      'once turned has counted the reloads down and opened a new contest, which the rules never take back.',
  },
  {
    id: 'kr-core-turn',
    rule: 'G1 the wind gauge',
    decision:
      "These rounds have no turns by initiative (the gauge decides who fires first): Foundry's Next and Previous " +
      'Turn mark no combatant and move neither the round nor the clock, and the user is told why.',
  },
  {
    id: 'kr-stray-round',
    rule: 'G2 reloading',
    decision:
      "The combat's round is the module's, written by the desk: one written any other way (a macro, the console, " +
      "a player's client) is put back by the desk at once, moving no time and counting nothing down.",
  },
  {
    id: 'kr-ammo-switch',
    rule: 'G2 reloading',
    decision:
      'Changing the kind of shot of a loaded battery takes 5 rounds. A battery still reloading that changes kind ' +
      'starts again with 4 rounds from then, with nothing for the rounds already spent.',
  },
  {
    id: 'kr-range-measure',
    rule: 'G1 range bands',
    decision:
      'The texts name four bands but no distances. On the table the range is measured as for any broadside and read ' +
      'as the nearest band: up to 5 cm close, up to 12 cm standard, up to 20 cm long, up to 40 cm extreme; further ' +
      'than that no broadside is fired.',
  },
  {
    id: 'kr-figures-from-kmh',
    rule: 'G2 ship figures',
    decision:
      'A ship keeps her Kyngesreach figures beside her other ones, and each one left empty on her sheet is read from ' +
      'the ship as built: first to third rates are ships of the line with 32-pounders, a fourth-rate a fourth-rate ' +
      'with 18-pounders, fifth and sixth rates frigates with 9-pounders (the Sojourner of the texts), sloops, gun ' +
      'brigs and cutters sloop/brigs with 9-pounders; half her guns (rounded down) are on each side; DR, HIP, sail ' +
      "HP and mast DR are her class's; a gun brig carries a fore and a main mast, a cutter a main mast only, every " +
      'other ship all three.',
  },
  {
    id: 'kr-gun-crew',
    rule: 'G1 crew skills',
    decision:
      'A ship rolls with the Crew actors on her sheet who count (decision kr-crew-owned): for each roll (Gunner, ' +
      'Seamanship, Tactics, Weather Sense, the spell skill) the best level any of them has. A ship with nobody on ' +
      'her sheet who counts rolls at the crew average the texts assume (Gunner 12, 10 for the others, no spell).',
  },
  {
    id: 'kr-crew-owned',
    rule: 'G1 crew skills',
    decision:
      'A player owns his ship and may list any Crew actor on her sheet, so a listed member counts only where her ' +
      'commanders may vouch for him: on a ship a player commands, a member a player who commands her also owns; on a ' +
      "ship no player commands (only a GM could list him), everyone listed. The GM's own NPC, or another player's " +
      "character, listed on a player's ship counts for nothing, and the ship rolls as if he were not aboard; to lend " +
      "an NPC to a player's ship the GM gives one of her players ownership of him. Who owns what is read from the " +
      "world's documents (the GM's client from the server's), never from a request. The fire, the gauge contest and " +
      "the desk's firing and checking of a card all count by this rule, and the fire dialog names each listed member " +
      'who does not count, with why.',
  },
  {
    id: 'kr-tracks-kept',
    rule: 'G2 damage',
    decision:
      'The sheet keeps what the ship has lost (HIP, sail HP, guns, readiness), not what she has left, so a change of ' +
      'her figures keeps her damage, and a card moves each track by what its shot did. Reload counts are kept the ' +
      'same way: a broadside adds its rounds, a cannon hit one more, and each new round of the tracker takes one off.',
  },
  {
    id: 'kr-tracks-gm-only',
    rule: 'G2 damage',
    decision:
      'The texts say nothing of who keeps the tracks. Every track a card writes (HIP, sail and readiness lost, mast ' +
      'hits and masts lost, guns lost, reload counts and the shot loaded, the criticals) is changed only by a GM or ' +
      "by a card the GM's client applies, in a battle or out: a ship's owner cannot write them, his change is left " +
      "out on his own client and put back by the GM's client if his client skipped that, and repairs between battles " +
      "are the GM's to write. Her figures (class, DR, HIP, sail HP, guns, calibre) stay her owner's, as her build is.",
  },
];

export function kyngesreachDecision(id: string): RulesDecision | undefined {
  return KYNGESREACH_DECISIONS.find((d) => d.id === id);
}
