/**
 * Every place where the KMH text is silent, ambiguous or contradicts itself, and what Broadside
 * does there. One list, in our own words; code comments cite the ids ("decision <id>") and the
 * rules reference is generated from it.
 */
export interface RulesDecision {
  id: string;
  /** Section of the KMH text (and SPEC item) the decision belongs to. */
  rule: string;
  decision: string;
}

export const KMH_DECISIONS: readonly RulesDecision[] = [
  // K1 ship data
  {
    id: 'firepower-past-120',
    rule: '§9.2 / K1',
    decision: 'The firepower table stops at 120 guns; a bigger ship uses the 120-gun column (14 dice, 2 chasers).',
  },
  {
    id: 'token-footprint',
    rule: '§2.4 / K1, F7',
    decision:
      "The text sets no base sizes; it is written for models at 1:1200. A ship's token is the smallest base her " +
      'model fits on, her length over hull and bowsprit along it and her beam across, rounded up to the half square ' +
      'Foundry sizes tokens by (2.5 cm at 5 cm a square). At that scale a 1st to 3rd rate measures about 5.3 to 5.8 ' +
      'cm over all, so 7.5 × 2.5 cm; a 4th rate down to a gun-brig 2.7 to 4.8 cm, so 5 × 2.5 cm; a cutter about 2.5 ' +
      'cm, so 2.5 × 2.5 cm. No hull of the age is wider than 1.3 cm at 1:1200, so every beam is the half square. ' +
      'Galleys, bomb ketches, fireships and merchantmen take the footprint of the rate they are entered at.',
  },
  {
    id: 'go-large-frigates',
    rule: '§4.1 / K2',
    decision:
      'Only American frigates may go large. Nationality is free text, so the engine checks the frigate part (5th or ' +
      '6th rate) and leaves the nation to the GM.',
  },
  {
    id: 'three-deck-sans-culottes',
    rule: '§3 / K1',
    decision:
      'A three-deck Sans Culottes ship that rolls elite on the quality d20 is average, since the class may not have ' +
      'elite three-deckers.',
  },
  {
    id: 'masts-by-rate',
    rule: '§11 M / K1',
    decision:
      'Ship-rigged rates (1st to 6th, sloops) carry bowsprit, fore, main and mizzen; gun-brigs bowsprit, fore and ' +
      'main; cutters bowsprit and main. The sheet may list other spars (a bomb ketch: bowsprit, main, mizzen).',
  },
  {
    id: 'fifty-fifty',
    rule: 'all',
    decision:
      'Every even chance in the rules (gun burst save, foremast when taken aback, grape CREW, explosion, partial ' +
      'broadside on a merchant, steering repair when stopped) is a d6: 4, 5 or 6 means it happens.',
  },
  // K3 deck
  {
    id: 'deck-events',
    rule: '§5 / K3',
    decision:
      'Wind Change, Fire Test, Steering Damage Test, Strike Test and Boarding Action are in every turn. The text ' +
      "lists a Steering Damage card twice; it is one card. Getting Choppy is in when the scenario uses it, Ships' " +
      'Boats once any boat is in the water, Shore Battery Fire when batteries are present, Fireships once one is ' +
      'ablaze.',
  },
  {
    id: 'hold-last-card',
    rule: '§5.1 / K3',
    decision:
      'A Fire card can be held only when it is drawn, and not when it is the last card of the turn (there is no ' +
      'later moment to play it). Held cards still unplayed at the end of the turn are returned unplayed.',
  },
  {
    id: 'hold-just-drawn',
    rule: '§5.1 / K3',
    decision:
      'Holding is allowed only while the Fire card is the one just turned: any later action (another draw, playing a ' +
      'held card, combining or splitting) passes the moment for good. Undoing a later draw does not bring it back; ' +
      'undoing the hold itself does, since that puts the deck back at the moment of the draw.',
  },
  {
    id: 'split-mid-turn',
    rule: '§5.2 / K3',
    decision:
      "When formation is lost and squadrons get their own Move cards back, a card returned after the commander's " +
      'Move card was played this turn counts as played (the line has already moved); otherwise it is shuffled into ' +
      'the undrawn cards. Combining is allowed only before the first card of a turn.',
  },
  {
    id: 'deck-known-state',
    rule: '§5 / K3',
    decision:
      'Where the table knows the state of the battle, the Fire Test card joins a turn only when some ship is burning ' +
      'as the turn begins, and the Boarding Action card only when ships are grappled. A ship that catches fire ' +
      'during a turn is first tested in the next one.',
  },
  {
    id: 'deck-squadrons',
    rule: '§5 / K3',
    decision:
      'A squadron whose every ship has sunk, blown up or struck her colours gets no cards. A ship added to the ' +
      "battle during a turn, or moved to another squadron, acts on its squadron's cards from the next turn on.",
  },
  // K4 movement
  {
    id: 'quarter-boundaries',
    rule: '§6.2 / K4',
    decision:
      "Angle between heading and the wind's source: under 45° dead zone; 45° up to and including 90° wind on the " +
      'bow; over 90° and under 150° wind on the quarter; 150° to 180° wind astern.',
  },
  {
    id: 'sail-ladder',
    rule: '§6.4 / K4',
    decision:
      'A step is one move at a sail setting. Settings from slow to fast: stop, bow (basic − d6), basic, astern ' +
      '(basic + d6), quarter (basic + 2d6). Elite crews use stop–basic–quarter, average stop–bow–basic–quarter, poor ' +
      "all five. A setting missing from a crew's ladder counts as the rung below it, so an elite crew stops at once " +
      'from the bow and in one move from astern, as the text says.',
  },
  {
    id: 'past-largest',
    rule: '§6.3 / K4',
    decision:
      'Each turning-circle size beyond the largest template costs one cm straight per cm turned (two sizes past: two ' +
      'cm).',
  },
  {
    id: 'dead-zone-distance',
    rule: '§6.7 / K4',
    decision:
      'A dead zone test result of zero or more is the distance the ship makes into the wind that move. It uses the ' +
      'original basic speed of the sheet.',
  },
  {
    id: 'elite-reroll',
    rule: '§6.7 / K4',
    decision:
      'An elite crew re-rolls its highest dead-zone die, and only when the first throw would leave it taken aback; ' +
      'the new die stands.',
  },
  {
    id: 'taken-aback-foremast',
    rule: '§6.7 / K4',
    decision:
      'A ship taken aback whose foremast is already gone loses no other mast; its damage points still apply. The ' +
      'foremast is lost in full (three speed boxes and 5 DP), as an M result.',
  },
  {
    id: 'squadron-roll',
    rule: '§6.9 / K4',
    decision:
      'A squadron moving as a line rolls once, for the slowest sail setting any ship in it has; each ship works out ' +
      'its distance from those dice (fast sailors included) and all move the least of them.',
  },
  {
    id: 'sail-setting',
    rule: '§6.4 / K4, F6',
    decision:
      "A ship's sail setting is kept on her token with her move. Under full sail she makes the fastest setting her " +
      'quarter allows, whatever the quarter. A change of sail is ordered before her move is rolled and takes one ' +
      "step of her crew's ladder on that move: shortening from what she makes now, making sail from the setting she " +
      'keeps (the wind still caps what she makes). Reaching the top of the ladder is full sail again. An order given ' +
      'after the move was rolled waits for the next move.',
  },
  {
    id: 'line-move',
    rule: '§6.9 / K4, F6',
    decision:
      "Whether a squadron moves in line is the GM's choice when its Move card comes up: in line, in line and " +
      'manoeuvring, or each ship alone. A line that manoeuvres or has ships on different quarters of the wind takes ' +
      'the line of battle test first; failing it, every ship dices alone. Ships in the dead zone or with no speed ' +
      'left keep out of the line roll.',
  },
  {
    id: 'drift-swing',
    rule: '§6.5 / K4',
    decision:
      'A drifting ship swings one point (45°) a turn the shorter way toward having its stern to the wind; head to ' +
      'wind it swings clockwise. Becalmed ships do not drift.',
  },
  {
    id: 'move-allowance',
    rule: '§6.2, §6.7 / K4',
    decision:
      "The distance for an activation is rolled when the squadron's Move card comes up, from the wind quarter at the " +
      'start of the move, at the fastest setting that quarter allows unless the player asks for less. A becalmed ' +
      'ship or one in the dead zone gets no sailing distance: she drifts, is towed or takes the dead zone test.',
  },
  {
    id: 'turn-legs',
    rule: '§6.3 / K4, F6',
    decision:
      'A dragged path is sailed waypoint by waypoint: from each, the ship turns on her turning circle toward the ' +
      'next until her bow points at it, then sails straight to it, and the distance counts along the arc. A waypoint ' +
      'inside that circle is too tight; the turn goes to the side the waypoint lies on.',
  },
  {
    id: 'past-largest-legs',
    rule: '§6.3 / K4',
    decision:
      'The straight cm owed for turning past the largest template are sailed right after the turn, before the next ' +
      'waypoint. A move cut short by its distance turns only as far as it can still pay for.',
  },
  {
    id: 'no-allowance',
    rule: '§6 / F6',
    decision:
      'Outside a battle (no deck begun, or she is not in it), a ship with no distance recorded (none set by the GM) ' +
      'is limited only by her turning, and the ruler says so.',
  },
  {
    id: 'move-in-activation',
    rule: '§5 / K3, S2',
    decision:
      "Once a battle's deck has begun, a player's ship moves only while her squadron's Move card (or the one her " +
      'squadron moves under) is the card in play and her move has been rolled for it in this turn; under the ' +
      "Salt'n'Tar sequence, only in a move phase when her side acts and her move is worked out for the turn. A held " +
      'Fire card played meanwhile does not end the activation. The GM moves any ship at any time.',
  },
  {
    id: 'grape-saltntar',
    rule: '§7 / K6, S2',
    decision:
      "Under the Salt'n'Tar turn sequence there is no turn deck and so no Fire card to hold back: grape is fired " +
      'without that condition, and the fire dialog does not ask about a held card.',
  },
  {
    id: 'no-turn-on-the-spot',
    rule: '§6.3 / K4',
    decision:
      "A player cannot turn a ship's token on the spot: her heading changes only along the path she sails. The GM " +
      'may set any heading (to deploy a fleet or mend a mistake).',
  },
  {
    id: 'wind-points',
    rule: '§8 / K5, S1',
    decision:
      'The wind blows from one of eight compass points, or six on a hex scene (through the hex sides). A direction ' +
      'set by hand or rolled is moved to the nearest point of the scene, ties going clockwise.',
  },
  {
    id: 'halving-speed',
    rule: '§6.6, §10 / K4, K7',
    decision:
      'Halved speeds (towing, a foundering ship) round down. A foundering ship drifts at half its original basic ' +
      'speed.',
  },
  {
    id: 'raise-anchor',
    rule: '§7.1 / K4',
    decision:
      'Raising the anchor takes four turns of heaving in place of the one turn of cutting, so seven turns in all; ' +
      'the text\'s "raising sails becomes turn four" is read as the fourth step after the heaving.',
  },
  {
    id: 'collision-per-ship',
    rule: '§6.10 / K4',
    decision:
      'In a collision over 15 cm each ship rolls its own mast d6; a ship touched on its forward third rolls its own ' +
      'bowsprit d6. A collision at 0 cm does no damage.',
  },
  {
    id: 'collision-mast',
    rule: '§6.10 / K4',
    decision:
      'Masts lost in a collision are chosen on the mast d6 (never the bowsprit, which has its own roll) and cost ' +
      'what an M result costs: three speed boxes and 5 DP, and half the boats aboard.',
  },
  // K5 wind and sea
  {
    id: 'wind-d8',
    rule: '§8.2 / K5',
    decision:
      'The d8 for a new wind counts clockwise from 1 at the top left corner, so 3 is top right, 5 bottom right and 7 ' +
      'bottom left. The text calls 5 the bottom left, which cannot be four points round from the top left; the ' +
      'compass count wins.',
  },
  {
    id: 'wind-change-reading',
    rule: '§8.2 / K5',
    decision:
      'After 11–12 on 2d6, the next d6 of 1–5 means a one-point shift whose way a further d6 decides (1–3 clockwise, ' +
      '4–6 anticlockwise); a 6 means another d6: 6 becalms, 1–5 calls for the d8.',
  },
  {
    id: 'becalmed-shift',
    rule: '§8.2 / K5',
    decision:
      'While becalmed the wind keeps its last direction on record. A later one-point shift brings the wind back from ' +
      'that direction moved one point; a new direction also ends the calm.',
  },
  {
    id: 'choppy-on-factor',
    rule: '§8.3 / K5',
    decision:
      'The choppy-seas cut (a third for three-deckers, half for two-deckers, rounded up) is worked out on the ' +
      "sheet's fire factor and listed as one line of the pool.",
  },
  // K6 firing
  {
    id: 'range-rounding',
    rule: '§9.2 / K6',
    decision:
      'Measured ranges are rounded to the nearest cm (halves up) before the table is read, so 5.4 cm is point blank ' +
      'and 5.5 cm short. 30 cm is long range, 31–40 cm extreme, beyond 40 cm out of range.',
  },
  {
    id: 'full-arc',
    rule: '§9.1 / K6',
    decision: "A full broadside needs the target's mainmast within 15° of the beam; exactly 15° counts as within.",
  },
  {
    id: 'initial-broadside',
    rule: '§9.2, §4.1 / K6',
    decision:
      'The initial-broadside bonus goes only to ships with the Initial Broadside characteristic (as in the worked ' +
      'example), on the first broadside from each side: elite one die per deck with at least two, others one die.',
  },
  {
    id: 'poor-shots-first',
    rule: '§9.2 / K6',
    decision:
      'Poor shots "after the first broadside" lose their die from the second broadside on each side, matching the ' +
      "sheet's port and starboard boxes.",
  },
  {
    id: 'carronade-doubling',
    rule: '§9.5 / K6',
    decision:
      'An all-carronade ship doubles its pool after the additive modifiers and before any rake multiplier or partial ' +
      'halving.',
  },
  {
    id: 'grape-column',
    rule: '§9.4, §11 / K6, K8',
    decision:
      'Grape always reads the grapeshot column and hot shot the hot shot column, raking or not; grape is fired at ' +
      'the hull.',
  },
  {
    id: 'grape-crew',
    rule: '§9.4, §11 CREW / K6',
    decision:
      'Every grape broadside that scores a hit has an even chance of CREW casualties, raking or not (the boarding ' +
      'example does it alongside); a 9 or 0 on the grape column makes them certain without that roll.',
  },
  {
    id: 'special-check',
    rule: '§11 / K8',
    decision:
      'The special-damage check d10 is thrown only when the broadside has at least one hit; it reads 10 as 10, so ' +
      'with ten or more hits the special is certain.',
  },
  {
    id: 'chaser-dice',
    rule: '§9.2 / K6',
    decision:
      "Chasers roll their table dice at the range's to-hit number against the hull, without the broadside modifiers.",
  },
  {
    id: 'speed-halved',
    rule: '§9.2, §12 / K6, K10',
    decision:
      'For the fire modifier, speed is "halved" when current basic speed is at most half the original; the strike ' +
      'test\'s "below half" needs strictly less than half.',
  },
  // K7 damage
  {
    id: 'hull-speed-boxes',
    rule: '§10.2 / K7',
    decision:
      "Fire at the hull strikes a secondary speed box each time the ship's running damage-point total passes a " +
      'multiple of five; damage points from hull-type specials (hull, rake of hull, grape, hot shot) count, mast and ' +
      'gun-burst damage does not.',
  },
  {
    id: 'speed-box-kinds',
    rule: '§10.3, §11 / K7, K8',
    decision:
      'A bare "speed box" or "speed point" (rake of rigging, grape, masts, collisions) is a primary box, struck as ' +
      'three secondary boxes in order; the rigging column\'s "secondary speed boxes" are single secondary boxes.',
  },
  {
    id: 'founder-roll',
    rule: '§10, §11 / K7',
    decision: 'The d6 of moves a ship at zero value drifts before sinking is rolled the moment its value reaches zero.',
  },
  {
    id: 'rigging-example',
    rule: '§10.3 example / K7',
    decision:
      'The rigging example strikes 2 secondary boxes for a 7 on the rigging column; the table says 4, and the table ' +
      'wins.',
  },
  // K8 special damage
  {
    id: 'mast-reroll',
    rule: '§11 M / K8',
    decision:
      'A mast d6 naming a spar already lost or never carried (two-masted vessels) is rolled again, for M as for M&M; ' +
      'with no spar left standing an M does only its damage points.',
  },
  {
    id: 'rake-mast-order',
    rule: '§11 M / K8',
    decision:
      'A mast brought down by a rake is the standing spar nearest the firer: from astern mizzen, main, fore, ' +
      'bowsprit; from ahead bowsprit, fore, main, mizzen.',
  },
  {
    id: 'boats-with-mast',
    rule: '§11 M / K8',
    decision: 'A lost mast takes half the boats still aboard, rounded down.',
  },
  {
    id: 'fire-test-range',
    rule: '§11 F / K8',
    decision:
      'On its n-th fire test a fire goes out on a d10 of 1 to 6 − n, never fewer than 1; a 0 is the explosion test; ' +
      'other rolls keep it burning and add a move burning. A new fire on a burning ship does not reset the count; an ' +
      'F* upgrades an ordinary fire.',
  },
  // K9 repair
  {
    id: 'repair-choice',
    rule: '§11.1 / K9',
    decision:
      'Each turn of repair goes either to the hull (damage points) or to the rigging (secondary speed boxes), as the ' +
      'player chooses; successes beyond what can be recovered are lost. Lost masts are not restored; a foundering, ' +
      'sunk or exploded ship cannot repair.',
  },
  {
    id: 'repair-speed-cap',
    rule: '§11.1 / K9',
    decision:
      'Over a game a ship recovers at most one secondary speed box for every three it has had struck (counting those ' +
      'since repaired).',
  },
  // K10 strike
  {
    id: 'strike-na',
    rule: '§12 / K10',
    decision: 'An "n/a" cell of the strike table is read as 0% (a ship cannot normally be above its original value).',
  },
  {
    id: 'strike-zero',
    rule: '§12 / K10',
    decision: 'A ship at zero value reads the 1–9 row of the strike table.',
  },
  {
    id: 'strike-bowsprit',
    rule: '§12 / K10',
    decision:
      'The bowsprit is not a mast for the strike test: not for "completely dismasted", not for the +10% per mast ' +
      'brought down.',
  },
  {
    id: 'strike-g-boarding',
    rule: '§12 (g) / K10',
    decision:
      'Every deck lost in a boarding action is trigger (d) in its own right; (g) covers more damage after half value ' +
      'and more speed lost after half speed.',
  },
  {
    id: 'outnumbered-count',
    rule: '§12.1 / K10',
    decision:
      'Enemies within 20 cm outnumber friends two to one when there are at least twice as many; the ship itself ' +
      'counts among its friends.',
  },
  {
    id: 'merchant-close',
    rule: '§12.3 / K10',
    decision:
      'An unescorted merchant strikes when a foe is at short range (12 cm) or nearer. Every merchant, escorted or ' +
      'not, strikes on a full broadside and on an even chance when hit by a partial one.',
  },
  // K11 boarding
  {
    id: 'boarding-party-die',
    rule: '§13, §4.1 / K11',
    decision:
      'A boarding party adds one die to the boarding pool, as the modifier list and the worked example have it; the ' +
      'purse text\'s "double the lowest die" is not used. CREW casualties remove the boarding party for good.',
  },
  {
    id: 'boarding-push-back',
    rule: '§13 / K11',
    decision:
      "A defender must win a round by more than two (three or more) to push the attacker back a stage; the text's " +
      'example of a two-point win throwing boarders off contradicts its own rule, and the rule wins. Pushed back ' +
      'from Stage B the attacker is off the ship and fights for Stage A again; repelled at Stage A, the defender may ' +
      'counter-board or cast off. A tie changes nothing.',
  },
  {
    id: 'boarding-late-stages',
    rule: '§13 / K11',
    decision:
      'Stages A, B (once per defending deck) and C are fought; D (prize crew), E (cutting away) and F (rejoining) ' +
      'each take one Boarding Action card with no roll. Every round the attacker wins costs the defender 1 DP per 3 ' +
      'points of margin, the first foothold included (as in the worked example).',
  },
  // K12
  {
    id: 'aground-mast',
    rule: '§14.1 / K12',
    decision:
      'On a Crunch each standing mast (not the bowsprit) falls on a d6 of 6; a fallen mast is lost as by an M result ' +
      '(speed boxes, boats) but costs 10 DP in place of 5.',
  },
  {
    id: 'boats-carried',
    rule: '§15 / K12',
    decision:
      'One-deck ship-rigged rates (5th, 6th, sloops) carry 4 boats, gun-brigs 3 (the text\'s "others"), cutters 2; ' +
      'two-deckers roll, three-deckers carry 7.',
  },
  {
    id: 'boats-unrolled',
    rule: '§15 / K1',
    decision:
      'A two-decker whose boats have not been rolled (a new ship on its sheet, a compendium ship) starts with 5; the ' +
      'GM may roll or type the number on the sheet.',
  },
  {
    id: 'boats-dead-zone',
    rule: '§15.1 / K12',
    decision:
      'Boats are rowed, so heading into the wind they make the wind-on-bow 2 cm rather than taking a dead zone test.',
  },
  {
    id: 'boats-tow',
    rule: '§15.3 / K12',
    decision: 'Boats tow a ship 1 cm a turn (2 cm elite) only in a calm; more boats on the same ship do not add speed.',
  },
  {
    id: 'galley-turn',
    rule: '§16.1 / K12',
    decision:
      'A galley turning on the spot loses 2 cm per point of the eight-point compass, a part point counting whole, so ' +
      "90° costs 4 cm. The text's 8 cm for 90° contradicts its own eight-point rule; the rule wins.",
  },
  {
    id: 'fireship-drift',
    rule: '§17.1 / K12',
    decision:
      'A blazing fireship moves its rolled distance less a d6; until it has the wind astern, a quarter of that ' +
      'distance (rounded down) is made downwind instead of on its course.',
  },
  {
    id: 'fend-off-crews',
    rule: '§17.2 / K12',
    decision:
      'Fending off a fireship: elite crews of any class take 2 off the roll; non-elite Jolly Jack Tars also 2, Sans ' +
      'Culottes 3, Landlubbers 4.',
  },
  {
    id: 'bomb-special',
    rule: '§9.6, §18.2 / K12',
    decision:
      'A bomb hit dices for specials on the hull column with its d20 damage points counting as the hits, so ten or ' +
      'more make the special certain.',
  },
  {
    id: 'battery-long-guns',
    rule: '§19 / K12',
    decision:
      'The heavy guns of antiquated and impressive fortifications reach 50 cm; 41–50 cm counts as extreme range.',
  },
  {
    id: 'battery-improvised-guns',
    rule: '§19.2 / K12',
    decision:
      'An improvised battery (10 guns, factor 3) loses a gun per 2 DP and fires dice in proportion to the guns left, ' +
      'rounded up.',
  },
  {
    id: 'landing-elite-rethrow',
    rule: '§20.3 / K12',
    decision: 'An elite base re-throws its fire die only when it missed; the second throw stands.',
  },
  {
    id: 'melee-tie',
    rule: '§20.4 / K12',
    decision: 'A melee in which both sides inflict the same damage has no winner, and nobody falls back.',
  },
  // K6–K11 at the table: the chat cards
  {
    id: 'chat-apply-policy',
    rule: 'K6 / F3',
    decision:
      "A card is applied once, by the GM's client alone, which checks every request against the user the server " +
      'names. A card counts only when its poster commands a ship it acts for (the firer, the ketch, the ship tested, ' +
      'either side of a boarding) and it changes no ship it does not name, and its changes are what its dice give ' +
      'from the sheets (decision desk-derive); else it is void. The GM applies any card. A player applies a card ' +
      "himself only when he commands every ship it changes, it writes none of the table's records (a boarding, a " +
      "prize), it changes none of a ship's GM-only status (her fate, moves left afloat, strike status), and it was " +
      'sealed as posted from the figures on the sheets; otherwise its poster, its chooser or an owner of a ship it ' +
      'changes puts it before the GM, who approves or declines it, seeing what it will change. Anyone else is ' +
      'refused, and only the GM undoes.',
  },
  {
    id: 'desk-player-trust',
    rule: 'K6 / F3',
    decision:
      "How far players are trusted is a world setting only GMs write, read by the GM's client when it applies a " +
      'card, never taken from the asker. By default (as under chat-apply-policy) a card that changes a ship the ' +
      'player does not command waits for the GM. Set to apply at once, a player applies himself a card fired by a ' +
      "ship he commands whose every changed ship is his own or one no player commands (the GM's). Everything else " +
      "still waits: a card that hits another player's ship, writes the table's records, changes a ship's GM-only " +
      "status, or is the GM's alone (sealed late, rolled from other figures or on a player's client for another's " +
      "ship); a void, changed or stale card is refused as before, and only a card's firer's commander, not any " +
      'player it concerns, applies it at once.',
  },
  {
    id: 'chat-apply-difference',
    rule: 'K6 / F3',
    decision:
      'A card applied to a ship that changed since the roll adds what the card did rather than writing the state it ' +
      "computed: damage points, boxes and boats move by the card's difference (within her own base factor, speed and " +
      "boats), masts it brought down are added, and anything else it changed takes the card's value.",
  },
  {
    id: 'chat-strike-mapping',
    rule: '§12 / K10',
    decision:
      'A strike test clears the mark whatever the result. A roll under the chance sends the ship retiring, three ' +
      'quarters of her value lost in one turn strikes her at once, a passed test leaves her status as it was, and a ' +
      'struck ship stays struck.',
  },
  {
    id: 'chat-initial-broadside',
    rule: '§4 / K6',
    decision:
      "A side's initial broadside is used up when the broadside is rolled, not when its card is applied, so a card " +
      "that is never applied still spends it. Whether it is spent decides a shot, so only a GM writes it: the GM's " +
      'client spends it when it seals the card (a void card spends nothing; a card sealed late, for the GM alone, ' +
      "leaves it to him), it is kept with the status only a GM sets (a player's change of the sheet's boxes is put " +
      "back), and a world from before keeps each ship's boxes as they stand.",
  },
  {
    id: 'chat-rakes-from-tokens',
    rule: '§9.8 / K6, F3',
    decision:
      "The fire dialog measures range, full or partial broadside and rake from the two tokens, using the token's " +
      "rotation and the art's bow direction as the heading; every measured value is a default the GM may override. A " +
      "player's override holds only against a ship he commands: against any other the GM's client measures again " +
      '(decision desk-fire-facts).',
  },
  {
    id: 'fire-card-held-deck',
    rule: '§5, §9.4 / K3, K6',
    decision:
      "With a turn deck, the squadron's Fire card counts as held while it is in the held pile or is the card just " +
      "played from it; without a deck the fire dialog's tick (the GM's word) decides, and a player's tick alone " +
      'holds no Fire card for grape at a ship he does not command (decision desk-fire-facts).',
  },
  {
    id: 'boarding-record',
    rule: '§13 / K11',
    decision:
      'An ongoing boarding action is kept for both ships as the same record (attacker, defender, the stages and the ' +
      "one fought for), in the GM's ledger rather than on the ships their players own, written by the card's single " +
      "apply; the turn deck's Boarding Action card steps every recorded action once.",
  },
  {
    id: 'grapple-willing',
    rule: '§13 / K11',
    decision:
      "The grapple's player says whether one captain or both want to lock. A player speaks only for his own captain, " +
      'so his word for the other is a claim the card shows; a grapple writes the boarding record, which only the GM ' +
      "applies (decision chat-apply-policy), so the other side's word is given or withheld by the GM approving or " +
      "declining the card. The GM's client, rolling the grapple for him (decision desk-rolls), takes the number as " +
      'told.',
  },
  {
    id: 'boarding-counter',
    rule: '§13 / K11',
    decision:
      'A counter-boarding, when the defender chooses it over casting off (decision boarding-repel-choice), is a new ' +
      'action from the first stage with the sides swapped.',
  },
  {
    id: 'boarding-repel-choice',
    rule: '§13 / K11',
    decision:
      'The counter-boarding of decision boarding-counter is one of two choices: the card of the round that repelled ' +
      'an attack from alongside offers the defender to counter-board or to cast off, and nothing changes until one ' +
      "is made. Only the defender's owner or the GM chooses (a player through the GM), once. Casting off ends the " +
      'action and clears it from both ships; the attacker may grapple again from her next turn.',
  },
  {
    id: 'boarding-prize',
    rule: '§13.2 / K11',
    decision:
      "Winning the last fought stage takes the ship: she is recorded as struck and as the attacker's prize, and a " +
      'prize is boarded and boards as a poor, one-decked ship, and fires her broadsides as one too (poor quality and ' +
      'one deck in the plan of her pool; her chasers are unchanged). The three later stages take a Boarding Action ' +
      'card each, and after the last the record is cleared.',
  },
  {
    id: 'boarding-fire-split',
    rule: '§13.1 / K11',
    decision:
      "Firing into a boarding action, the friend's third of the hits is taken from the damage points first and then " +
      'from the struck boxes, and does to her what it would have done to the target; the special is checked against ' +
      'all the hits and falls on the target.',
  },
  {
    id: 'strike-consequences',
    rule: '§12 / K10',
    decision:
      "The conditions that make a retiring ship strike, and a merchant's danger, are checked on her Strike Test card " +
      'after the roll, from what the GM confirms in a dialog (defaults from the tokens: ships within 20 cm centre to ' +
      'centre, friends by token disposition, every struck friend on the scene counted as in sight). A ship retiring ' +
      'after the roll, already or newly, strikes when any condition holds.',
  },
  {
    id: 'undo-exact',
    rule: 'K6 / F3, F9',
    decision:
      "Undoing a card takes back exactly what it wrote, on the ships it wrote only. Counts move back by the card's " +
      "difference, whatever came after. Any other value returns to what lay under the card's write when that write " +
      'is still on top; under a later card it stays, and the later card now sits on what lay under. A value changed ' +
      'by hand since the card stays as it is, and the GM is told which.',
  },
  {
    id: 'undo-keeps-standing',
    rule: 'K6 / F3',
    decision:
      'An applied card whose message is deleted stays applied: its effect stays on the ships, and its own undo is ' +
      "gone with the message. Its writes stay in the GM's ledger only while a card applied before it, on a path of a " +
      'ship it also wrote, can still be undone (that undo reads it); then they leave the ledger too (decision ' +
      'ledger-store).',
  },
  {
    id: 'ledger-window',
    rule: 'F9',
    decision:
      "The GM's ledger remembers the last 300 cards nobody has acted on; an older one acted on later is sealed again " +
      'as it is then, and only the GM may apply it. Cards applied, waiting for the GM or void are remembered while ' +
      'their message exists (decision ledger-store).',
  },
  {
    id: 'desk-channel',
    rule: 'F9',
    decision:
      "A player asks the GM's client by writing his request into his own User document, whose writer the server " +
      'names to every client; the answer comes back into his User document, written by the GM. The client of a ' +
      'connected GM who may change world settings (a full GM before an assistant, then the lowest id) carries out ' +
      'every request, one at a time.',
  },
  {
    id: 'desk-priority',
    rule: 'F9',
    decision:
      "The GM's client takes work in this order: first its own (a GM's request, putting back a status a player " +
      "changed, its bookkeeping) in the order it came; then the players' requests and the cards they post, one from " +
      'each player in turn; last the duel openings sent by query, whose sender the server does not name, only when ' +
      "nothing else waits. A player's mailbox holds one request: his client sends the next once the last is " +
      "answered, and when a newer one comes before the GM's client took the last, only the newer one is carried out " +
      'and the last is answered as replaced. A player may send 20 requests at once and then one more each second; ' +
      "beyond that he is told to wait. At most 32 pieces of one player's work and 8 openings by query wait at a " +
      'time; anything more is turned away at once. An opening by query waits only when it opens a pick sealed for ' +
      "its duel's turn and not yet held (any other is refused at once), and holds one place per pick: sent again, it " +
      "takes its own place over. The status put-backs a player sets off wait one at a time among the GM's client's " +
      "own work, the ship changed first put back first, so however many ships he changes, and however often, a GM's " +
      'request waits behind one of them at most.',
  },
  {
    id: 'desk-conditions',
    rule: 'F9',
    decision:
      "A ship's conditions on her tokens (on fire, aground, dismasted, steering damaged, grappled, foundering, sunk, " +
      "marked, retiring, struck, a prize) are never set by hand on the token: each follows her sheet or the GM's " +
      "records, and the GM's client makes and removes her status effects to match, taking off any a player makes and " +
      'putting back any he deletes. A click on a condition in the token HUD writes the fact to her sheet instead: ' +
      'fire, grounding and steering for her owner (between battles: in one, only the GM or a card, decision ' +
      'desk-battle-tracks), her colours for the GM only; the others need more than one fact or a card and are set ' +
      "there. The clean-up a player's change sets off waits in his own turn, so a flood of them never delays the GM.",
  },
  {
    id: 'card-bounds',
    rule: 'F3, F9',
    decision:
      'A chat card holds no more than the rules can make: its dice no more than twice the largest pool the engine ' +
      'builds (a 1st rate over-gunned, elite, raking with carronades from her first broadside: 88 dice), a name no ' +
      "longer than 200 characters, records no deeper, longer or larger than the engine's own, in 64 rolls at most. A " +
      "card beyond that is shown as one line saying it is void, the GM's client keeps no entry for it, and every " +
      'request about it is refused with that reason. Requests and answers, their counters, and the duel records are ' +
      'bounded the same way.',
  },
  {
    id: 'desk-derive',
    rule: 'K6 / F3',
    decision:
      "A card keeps the dice it was rolled with and what the table told its roll (the fire plan, a strike test's " +
      "surroundings, a turn roll's options, the mortar's distance). When the GM's client seals it, it runs the same " +
      "card rule again on those dice, from each ship's sheet with her damage as the card found it (the state her " +
      "change starts from) and the table's boarding record, and compares the changes: a card whose changes, or whose " +
      'dice, are not what that gives is void, its poster is told which ship is wrong, and neither he nor the GM can ' +
      "apply it. A duel's turn is rolled by the GM's client itself and counts only if the duel's record names its " +
      'message. A card sealed late (no GM was there) is derived then, from the sheets as they are. The footer still ' +
      'lists what applying it will change.',
  },
  {
    id: 'desk-round-clock',
    rule: 'Foundry combat',
    decision:
      "A round the desk turns (a deck's turn, a sequence begun, a Kyngesreach round) is written with what " +
      "Foundry's Next Round passes: its direction and CONFIG.time.roundTime a round, none out of round 0, so the " +
      "clock moves as under core. Where core's button hands the round to the desk, core's own update moves no " +
      'time.',
  },
  {
    id: 'desk-fire-facts',
    rule: '§9 / K6, F3',
    decision:
      "A player's broadside at a ship he does not command holds only if the table gives what its order tells, as the " +
      "GM's client finds it when it seals the card: range, bearing, full or partial and rake measured from the two " +
      "ships' tokens on the scene of a battle that holds them both; the sea from the world's wind; her first " +
      'broadside from that side from the status only a GM writes; a held Fire card (needed for grape) from her ' +
      "battle's deck, and none without one unless the turn has no Fire cards; firing into a boarding action from the " +
      "GM's boarding record. The player measured the same tokens a moment before, so a small difference is allowed: " +
      'a range counts if a distance within 2 cm of the measured one falls in its band, a full broadside or a rake if ' +
      "the firer's heading turned 2 degrees either way gives it, and a target bears likewise. A partial broadside " +
      'where a full one is measured, or no rake where one is, only costs the firer and is taken as told. An order ' +
      "the table contradicts makes the card void, its poster told so. When no battle's scene holds both tokens, the " +
      "shot cannot be measured: the rest is checked and the card is for the GM alone. The GM's own cards and a " +
      "player's at his own ships are taken as told.",
  },
  {
    id: 'desk-rolls',
    rule: 'K6 / F3',
    decision:
      "Dice a player's own client rolls can be forged by a modified client, as in any Foundry system; derivation " +
      '(decision desk-derive) only makes a card agree with its dice. A card that changes a ship its poster does not ' +
      'command (a broadside or mortar at an enemy, a boarding round, a grapple) is therefore to be rolled by the ' +
      "GM's client: the player's button sends his choices as a request, the GM's client checks them against his " +
      "ship's sheet, rolls with real Rolls so Dice So Nice shows them to every client, and posts the card as his " +
      "ship's. A card that changes only ships he commands (a repair, a fire test, his own strike test) stays rolled " +
      'on his client. The broadside is rolled so: his Fire button sends his ship, the target and his choices; the ' +
      "GM's client refuses a ship he does not command, takes range, bearing, rake, sea, first broadside, Fire card " +
      'and boarding from the table (decision desk-fire-facts; a partial shot or no rake he asks for stands; a shot ' +
      "no battle's scene lets it measure is refused, and he asks the GM), posts the card for every reader and seals " +
      'it as its own, and he is told. It rolls one shot from a side at a time: while a shot from that side waits ' +
      '(open, or put before the GM), another is refused, so a player cannot roll again and again and ask for the ' +
      'best card; the GM applies it or removes its card first. It rolls none from a side the target does not lie on. ' +
      "Once a battle's moves place its ships, her shot is measured from the token they place, never from a combatant " +
      'a player added for another token of hers. A broadside a player still rolls on his own client at a ship he ' +
      "does not command (a modified client, a macro) is not void, since a table may accept it, but it is the GM's " +
      "alone to apply, its footer saying it was rolled on the player's client. The grapple, the boarding steps and " +
      'boarding from boats are built the same way (decision grapple-willing): his Board button sends his ship, the ' +
      'other ship and how many captains are willing; a step of an action sends only his ship, either side of it, and ' +
      "the GM's client reads the action from its own boarding record and both sheets; his Boats Board button sends " +
      "how many boats, checked against his ship's sheet. The GM's client refuses a ship he does not command, a " +
      'grapple or boats when either ship is already in an action its records hold, and more boats than she has ' +
      "aboard, then rolls (boats have no dice), posts the card as his ship's and seals it as its own; he is told. " +
      'Likewise one grapple or step at a time: while a boarding card of her own waits for the table, another is ' +
      'refused. A grapple or a fought round he still rolls on his own client at a ship he does not command is the ' +
      "GM's alone to apply as above; a boats card he posts himself has no dice to forge and is only derived. For " +
      'every such request, a ship a battle hides (her combatant or her token) is answered as a ship that is not ' +
      'there, and no refusal names a ship he may not see (decision procedure-hidden-ships). The mortar is rolled so ' +
      "too: his button sends his ketch and the target, nothing else; the GM's client refuses a ship he does not " +
      "command or that is no bomb ketch, takes the range, the target's last move and whether the ketch is stopped " +
      'from the table (decision bomb-ketch-inputs; where no battle records their moves it refuses, and he asks the ' +
      "GM), refuses what the rules refuse before a die falls, posts the card as his ship's and seals it as its own; " +
      'while her last bomb waits for the table, another is refused.',
  },
  {
    id: 'desk-battle-tracks',
    rule: 'K6 / F9',
    decision:
      'While a ship is a combatant of a battle, her damage tracks (damage points, speed boxes, every mark of other ' +
      "damage, fires, boats lost, this turn's tally and her strike mark) change only by a GM's hand or a card " +
      "applied on the GM's client. Her owner's own change is left out on his client, which tells him why; a client " +
      "that skipped that has its change put back by the GM's client, which tells him too. Outside a battle her owner " +
      'writes them as before (repairs between battles). What a GM or a card left is kept in the ledger with the ' +
      'GM-only status, so a change made while no GM was connected is put back when one comes, if she is still ' +
      'fighting then.',
  },
  {
    id: 'desk-battle-figures',
    rule: 'K6 / F9',
    decision:
      'While a ship is a combatant of a battle, what decides her shots and the shots at her is locked as her ' +
      'damage tracks are (decision desk-battle-tracks): the heading of her token art (the desk turns her outline ' +
      'by it to measure bearing, full or partial broadside and rake), the width and height of her token (the ' +
      'outline it measures range from; her place is judged as her movements are), her KMH build (guns, rate, decks, national ' +
      'class, quality, characteristics and those bought off, the extra or missing fire die, chasers, the ' +
      'overrides of speed, base factor and boats, bomb ketch and fireship), her Kyngesreach figures (class, DR, ' +
      'HIP, sail HP, guns per battery, calibre), and her crew list (who is aboard and in which post, which ' +
      "decides who counts for her rolls, decision kr-crew-owned). Only a GM changes them then; her owner's change " +
      "is left out on his client, which tells him why, and a client that skipped that has it put back by the GM's " +
      'client before any shot it queued is measured, and is told. The Crew actors aboard her are locked with her: ' +
      'the skills she rolls with (Gunner, Seamanship, Tactics, Weather Sense, the spell skill) are changed only ' +
      "by a GM while she fights, his player's change left out on his client or put back by the GM's client, and " +
      'he is told. What a GM left of all these is kept in the ledger, so a change made while no GM was connected ' +
      'is put back when one comes. Between battles her owner refits her and signs crew on or off as he likes, his ' +
      'players train their characters, and she fights with what they left. Her purse and notes stay his.',
  },
  {
    id: 'ship-crew-bound',
    rule: 'F9',
    decision:
      "A ship's crew list holds at most 24 entries and names each Crew actor once, in one post: more than her " +
      'officers and the hands who roll for her could fill, and a client that writes more, or one actor twice, ' +
      "is refused by her schema. Whatever a list holds, the GM's client and every roll read only its first 24 " +
      'entries, each actor in the first post he is listed in, so a long list costs no more than a full one.',
  },
  {
    id: 'desk-battle-roster',
    rule: 'K6 / F9',
    decision:
      'A battle remembers every ship that has been among its combatants until it ends: a ship taken out of the ' +
      "combat (by her owner's toggle or anyone's) and put back, or left out, still counts as fighting in it for " +
      "the GM's client, so her damage tracks, her figures and the skills of the crew aboard her stay locked " +
      '(decisions desk-battle-tracks, desk-battle-figures) and she returns as she left. Only when the battle is ' +
      "deleted are they her owner's again. The rosters are kept in the GM's ledger, so a GM who reloads or " +
      'another who takes the desk over holds the same ships to their battles (at most 64 ships a battle and 16 ' +
      'battles are kept; a combatant beyond them counts while she is one).',
  },
  {
    id: 'ledger-store',
    rule: 'F9',
    decision:
      "The GM's ledger keeps one record per card, each a page of one journal entry the GM's client makes and only " +
      'GMs own (players may read it, as every client shows where a card stands, but it is left out of their journal ' +
      "sidebar, and when a GM changes who may see or own it, the GM's client puts it back; its id is kept in a world " +
      "setting, so no journal a player made passes for it). The ships' records, the hand edits and the GM-only " +
      "status stay in a world setting. An apply writes its own card's page and the journal's counter, never the " +
      'whole ledger, and every client keeps the ledger in memory, looked up by message, never copied whole. A void ' +
      'card keeps a small record of its own, of the same few fields for every card (its message, its poster, its ' +
      'seal, why it is void): it is void for good, whatever changes later, and its poster cannot undo that, as the ' +
      'record is not his to write. The mark the desk puts on its message only shows why in its footer; taking it off ' +
      'changes nothing. Each void card costs one such record and no more, never forgotten while its message exists ' +
      'and gone with it. A card too large to read keeps no record and is refused for its size every time (decision ' +
      'card-bounds). A card whose message is gone leaves, unless an undo still reads it (decision ' +
      'undo-keeps-standing). No client believes a page that anyone but a GM wrote: should a GM hand the journal to a ' +
      "player by mistake, a page he writes is not taken, and the GM's client writes it back as its own book holds it " +
      '(or removes a page it never made).',
  },
  {
    id: 'card-roll-mode',
    rule: 'F3',
    decision:
      "A card is posted in its roller's roll mode, except that a card with something to apply is never hidden from " +
      'the GM: a self roll is shown to the GM as a GM roll is.',
  },
  {
    id: 'deck-undo',
    rule: '§5 / K3',
    decision:
      "The GM may take back any of the turn's actions, last first: a draw, a hold, a play, combining or splitting " +
      'squadrons. Each undo puts the deck exactly as it was before that action; what was done on the card (its ' +
      'rolls, its cards applied) is not undone with it. Beginning the deck and a new turn cannot be taken back.',
  },
  {
    id: 'deck-squadrons-fixed',
    rule: '§5 / K3',
    decision:
      'Squadrons are fixed when the deck begins: which ships sail in which, on which side, and which is the ' +
      'flagship. Before that the GM may name them, and the others are proposed by nation or side; after it, nothing ' +
      "on a ship's own sheet or token moves her, and a ship joining later sails in none until the GM places her.",
  },
  {
    id: 'deck-flag-officers',
    rule: '§5.2 / K3',
    decision:
      "The senior officer who may put squadrons in line under one Move card is the player owning a squadron's " +
      'flagship (as the deck fixed it, decision deck-squadrons-fixed) when she leads it. At the start of a turn they ' +
      "may put any squadron of their side under their squadron's card, and take back those that follow it; the GM " +
      'may do either for anyone.',
  },
  {
    id: 'deck-card-hidden-ships',
    rule: '§5 / K3',
    decision:
      "A drawn card that concerns ships the GM has hidden is announced twice: the players' message names only the " +
      'ships they can see, and the whole card goes to the GMs alone as a whisper. A card all of whose squadron is ' +
      "hidden goes to the GMs alone. So no message a player receives holds a hidden ship's name or token.",
  },
  {
    id: 'procedure-hidden-ships',
    rule: '§5 / K3',
    decision:
      "A ship is hidden from the players when her combatant or her token is. The cards an event card's procedure " +
      "rolls for a hidden ship (her fire test, steering test, strike test) go to the GMs alone, whatever the GM's " +
      "roll mode, in the table's name rather than hers, and without Foundry's rolls: a whisper with rolls still " +
      "reaches every client as a hidden roll, its data whole. The dice stay with the card (in its flag), so the GM's " +
      'client seals and derives it as any other card, but no dice are shown rolling for it. So no message a player ' +
      "receives names a hidden ship or holds her token's or actor's id.",
  },
  {
    id: 'bomb-ketch-range',
    rule: '§18 / K12',
    decision:
      "A ship is a bomb ketch by a flag on her sheet. The mortar's range is measured from the centre of the ketch's " +
      "token to the nearest point of the target's hull, and the player may correct it.",
  },
  {
    id: 'bomb-ketch-inputs',
    rule: '§18 / K12',
    decision:
      "Once a battle has begun, its moves (kept in the battle's data, which only a GM writes) record what each ship " +
      "sailed in her latest move, and that is what the mortar reads: the target's last move is the whole cm she " +
      'sailed in her latest move (one less on the dice for each full 3 cm), and the ketch is stopped when she sailed ' +
      "nothing in hers. A player's mortar at a ship he does not command is rolled by the GM's client from these " +
      'records and the range between the tokens (decision desk-rolls); where no begun battle holding both ships ' +
      "records their moves it is refused, and the GM rolls it. The GM's own dialog starts from the same records, " +
      "else at 0 cm moved and stopped, and he may correct them (a ship moved by hand outside the battle's moves, a " +
      'turn in which she did not sail).',
  },
  {
    id: 'boarding-boats',
    rule: '§13.3, §15.2 / K11',
    decision:
      "Boarders from boats need no grapple: the action starts when the boats come alongside, against the target's " +
      "decks as usual, and in every fought round the attacker rolls one d6 plus the boats' bonus. Repelled, they go " +
      'back to their boats and the action ends; there is no counter-boarding of boats.',
  },
  {
    id: 'boats-launched-switch',
    rule: '§5, §15 / K3',
    decision:
      "Launching boats in an active combat ticks the combat's boats-launched switch, so the Ships' Boats card joins " +
      'the next turn; stowing them leaves it for the GM to untick, since other boats may still be out.',
  },
  {
    id: 'fireship-ablaze',
    rule: '§17 / K12',
    decision:
      'A ship is a fireship by a flag on her sheet. Setting her ablaze is a card that gives her a hazardous fire ' +
      "and, in an active combat, ticks the combat's fireship switch so the Fireships card joins the deck; her move " +
      'and her end-of-turn explosion are cards of their own, an explosion recording her as blown up. The engine has ' +
      'no morale effect of a fireship.',
  },
  {
    id: 'strike-unmarked',
    rule: '§12.1, §12.3 / K10',
    decision:
      'When the Strike Test card comes up, a ship already retiring or a merchant that is not marked takes no d% test ' +
      'but is checked for the conditions that make her strike, on a card of her own. Surroundings given by a macro ' +
      "replace the table's, but the conditions and a merchant's danger are still read from the table.",
  },
];

/** Looks a decision up by id (the rules reference and tests use it). */
export function kmhDecision(id: string): RulesDecision | undefined {
  return KMH_DECISIONS.find((d) => d.id === id);
}
