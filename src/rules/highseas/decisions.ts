/**
 * Every choice we made for High Seas characters and weapons (and the GURPS crew skills) where the
 * texts are silent or unclear. The rules reference journal is built from this list.
 */
export interface Decision {
  id: string;
  /** The rule or table the decision belongs to. */
  rule: string;
  decision: string;
}

export const HIGH_SEAS_DECISIONS: readonly Decision[] = [
  {
    id: 'hs-attribute-range',
    rule: 'H1 attributes',
    decision:
      'Strength, Dexterity, Endurance and Wit are 3d6 scores from 3 to 18 (10 for a new character). A roll against ' +
      'an attribute succeeds on a d20 at or under it.',
  },
  {
    id: 'hs-hit-points',
    rule: 'H1 hit points',
    decision:
      'The text uses hit points but never says where they come from. A character has as many as their Endurance; the ' +
      'sheet may set another maximum (1 to 40).',
  },
  {
    id: 'hs-hit-points-below-zero',
    rule: 'H1 hit points',
    decision:
      'Current hit points may fall below zero (down to -40) so that damage beyond the total, which kills, can be ' +
      'recorded. At exactly zero the character is unconscious for 1d6 hours.',
  },
  {
    id: 'hs-two-thresholds',
    rule: 'H2 wounds',
    decision:
      'The text gives two different knock-out and death thresholds. We read the half-hit-point one as applying to ' +
      'damage on the head or chest and flank, and the full-hit-point one to damage on the whole body.',
  },
  {
    id: 'hs-location-total',
    rule: 'H1 wounds by location',
    decision:
      'Each location keeps the damage it has taken in all. Half the hit points (rounded up) on the head or chest ' +
      'knocks out and more kills; on a limb it makes the limb useless. The single-blow thresholds (2 head, 4 chest, ' +
      '3 limb) are checked in the duel, not on the sheet.',
  },
  {
    id: 'hs-hit-points-authority',
    rule: 'H1 wounds by location',
    decision:
      'The current hit points are the record of total damage (the token bar edits them). Damage by location only ' +
      'says where wounds are; the sheet does not add it up against the hit points.',
  },
  {
    id: 'hs-chest-flank',
    rule: 'H1 hit locations',
    decision: 'Chest and flank share one location, since the wound rules treat them alike.',
  },
  {
    id: 'hs-location-roll',
    rule: 'H1 hit locations',
    decision:
      'The text has no location table. A d20 picks it: 1-2 head, 3-10 chest and flank, 11-13 right arm, 14-15 left ' +
      'arm, 16-18 right leg, 19-20 left leg. The sword arm and leading leg face the enemy and are hit more often.',
  },
  {
    id: 'hs-expertise',
    rule: 'H1 weapon expertise',
    decision:
      'Expertise is kept per weapon class (missile, polearm, dueling, other, unarmed), since the text sets weapon ' +
      'expertise against brawling expertise. Each is a d20 chance from 0 to 20, 5 for a new character; the class of ' +
      'the weapon in hand picks which one applies.',
  },
  {
    id: 'hs-skill-levels',
    rule: 'H1 skills',
    decision:
      'Seamanship, acrobatics, gunnery and strategy are tiers: none, trained, master and master superior (the text ' +
      'names the last two). The rigging bonus for mastery goes to a master of seamanship or better.',
  },
  {
    id: 'hs-quick-dexterity',
    rule: 'H1 movement',
    decision:
      'The Dexterity 15 bonus to climbing and swimming applies at 15 or more, as it does for moving and running.',
  },
  {
    id: 'hs-sea-legs',
    rule: 'H1 sea legs',
    decision:
      'A character trained in seamanship is used to fighting aboard and has sea legs. Others count their successful ' +
      'attacks aboard (blows that land, not parried or blocked) up to three, then roll Wit as the turn ends; a ' +
      'failed roll is made again after each further successful attack. The sheet marks sea legs once gained.',
  },
  {
    id: 'hs-left-hand',
    rule: 'H1 fighting styles',
    decision:
      'Without a style, no item may be used in the left hand. The French style may use every left-hand item the text ' +
      'lists; the Italian style only the main gauche, buckler and baton, the three it gets a bonus for.',
  },
  {
    id: 'hs-weapon-damage',
    rule: 'H1 weapons',
    decision:
      "A weapon's damage is a fixed number, done on a light wound; a serious wound adds 1d6 to it. Strength below " +
      'MinSTR or above AdvSTR changes the whole blow, which never falls below 0.',
  },
  {
    id: 'hs-weapon-stats',
    rule: 'H1 weapons',
    decision:
      'The text names the weapons but gives no numbers. Ours: light blades (dagger, main gauche, foil) need little ' +
      'Strength and do 2; rapier 3; heavy blades 4; polearm 5; two-handed sword 6. Foil and rapier get +1 to hit and ' +
      'to parry; the dagger and two-handed sword parry at -1. Every value is editable on the item.',
  },
  {
    id: 'hs-weapon-classes',
    rule: 'H1 weapon classes',
    decision:
      'Dagger and main gauche are dueling weapons (they parry and disarm) but cannot lunge. The two-handed sword is ' +
      'an "other" weapon that only strikes, yet parries and is parried. Baton, buckler, cloak and hat are "other" ' +
      'items that do not parry themselves; they add the style bonus in the left hand.',
  },
  {
    id: 'hs-firearms',
    rule: 'H1 weapons',
    decision:
      'Strength does not change firearm damage (MinSTR 3, AdvSTR 18). Loading is a long action: two for a pistol or ' +
      'wheellock, three for a musket, which we add as the text mentions firing but no long gun. The wheellock keeps ' +
      'its +1 to hit.',
  },
  {
    id: 'hs-disarm-strength',
    rule: 'H2 disarm',
    decision: "Where the text compares the strength of two weapons, a weapon's strength is its MinSTR.",
  },
  {
    id: 'hs-weight',
    rule: 'H1 equipment',
    decision:
      'The text counts weight points worn but lists none. The sheet holds the total (0 to 10) for the GM to set; ' +
      'helmet and cuirass are marked separately for their effect on punches.',
  },
  {
    id: 'hs-duel-snapshot',
    rule: 'H2 the duel',
    decision:
      "A duel reads each fighter's sheet once, as it begins: attributes, expertise, skills, armour, the weapons in " +
      'his hands and the wounds he already has. From then on the duel keeps its own account of what it does to him; ' +
      "each turn card carries that turn's wounds to the sheet.",
  },
  {
    id: 'hs-action-types',
    rule: 'H2 actions',
    decision:
      'The turn sheet has five boxes (move, attack, defence, counter, miscellaneous) but lists eight kinds of ' +
      'action. Missile, polearm and other, duelling and unarmed actions all go in the attack box, so a fighter makes ' +
      'at most one attack a turn besides a counter.',
  },
  {
    id: 'hs-misc-actions',
    rule: 'H2 actions',
    decision:
      'The text leaves miscellaneous actions to circumstance. Getting up and picking a dropped weapon up are normal ' +
      'actions; each loading step of a firearm is a long one. Firearms come to a duel loaded.',
  },
  {
    id: 'hs-firearms-loaded',
    rule: 'H2 actions',
    decision:
      'A pistol, wheellock or musket in hand is loaded when a duel begins; firing empties it, and it fires again ' +
      'after as many loading steps as the weapon needs.',
  },
  {
    id: 'hs-duel-distance',
    rule: 'H2 movement',
    decision:
      'The duel keeps the distance in metres between every two fighters (the GM sets where they start, a metre by ' +
      'default). A move or run closes on, or draws away from, the opponent the fighter picked; closing stops a metre ' +
      'away. Other distances stay as they are.',
  },
  {
    id: 'hs-reach',
    rule: 'H2 movement',
    decision:
      'Hand weapons and fists reach 1 metre and a polearm 2. The lunge and the tackle reach 3 metres further, as ' +
      'their entries say. Missiles reach any distance in a duel (decision hs-missile-range).',
  },
  {
    id: 'hs-missile-range',
    rule: 'H2 missiles',
    decision:
      'The text gives no ranges for thrown blades or shots, so a duel puts no limit or penalty on distance for them.',
  },
  {
    id: 'hs-step-back',
    rule: 'H2 defences',
    decision:
      'Stepping back is movement: it happens with the moves, before any attack, and puts 3 metres more between the ' +
      'fighter and everyone else. Only a lunge or a tackle, or a missile, still reaches him after a step back from ' +
      'one metre.',
  },
  {
    id: 'hs-move-halving',
    rule: 'H2 movement',
    decision:
      'Aloft a move is the rigging distance and a run doubles it; in the water a move is the swim and there is no ' +
      'running. A useless leg halves a move, and so does being aboard without sea legs; with both it is quartered, ' +
      'each halving rounded up.',
  },
  {
    id: 'hs-ties',
    rule: 'H2 order',
    decision:
      'Fighters acting at the same point of the turn go in order of Dexterity, then expertise (in the class of the ' +
      'weapon used; for moves the best expertise), then height, each higher first. Those still level roll a d20 ' +
      'each, higher first, rolling again while they tie.',
  },
  {
    id: 'hs-d20',
    rule: 'H2 rolls',
    decision:
      'Every roll is a d20 at or under its target. There is no automatic success or failure: a target of 20 or more ' +
      'always succeeds, one below 1 never does.',
  },
  {
    id: 'hs-serious',
    rule: 'H2 wounds',
    decision:
      'A roll made by half or less means a roll at or under half its target, rounded up: with 13 to hit, 7 or less ' +
      'is a serious wound.',
  },
  {
    id: 'hs-resistance-roll',
    rule: 'H2 resistance rolls',
    decision:
      'In a resistance roll the first side rolls against his target; what he made it by is taken off the second ' +
      "side's target, what he missed it by is added to it. The first side wins when the second then misses his roll.",
  },
  {
    id: 'hs-defences',
    rule: 'H2 defences',
    decision:
      'The text names duck, sidestep and dodge without numbers. A dodge takes 3 off any blow and 1 off a missile. A ' +
      'duck takes 5 off the blows that swing (slash, strike, punch, haymaker), a sidestep 5 off the straight ones ' +
      '(thrust, lunge, kick, tackle); each takes 2 off a missile. A chosen defence holds against every attack of the ' +
      'turn.',
  },
  {
    id: 'hs-off-hand',
    rule: 'H2 situational modifiers',
    decision:
      'An attack with the weapon in the left hand is at -4, or -2 for a fighter of the French style, who is schooled ' +
      'in the left hand. A left-hand item only ever strikes if his style lets him hold it there.',
  },
  {
    id: 'hs-high-ground',
    rule: 'H2 situational modifiers',
    decision: 'A fighter the GM marks as on higher ground gets +1 to hit an opponent who is not.',
  },
  {
    id: 'hs-prone',
    rule: 'H2 situational modifiers',
    decision:
      'A prone fighter attacks at -2 and is attacked at +2. He cannot move, run, step back, duck, sidestep or dodge; ' +
      'he can still fire, parry, block, counter and load, and getting up is a miscellaneous action.',
  },
  {
    id: 'hs-lost-turns',
    rule: 'H2 stun and holds',
    decision:
      'A fighter who is unconscious, dead, under water, held by a grapple, entangled, or stunned twice in the turn ' +
      'before, picks nothing and takes no action; a held fighter counts down one turn of his hold, an entangled one ' +
      'is free again after the turn he lost.',
  },
  {
    id: 'hs-stun-turn',
    rule: 'H2 stun and holds',
    decision:
      'Losing the rest of the turn to a stun takes away every action not yet made: the attack, the counter, the ' +
      'miscellaneous action and the defence chosen, and with it any parry, even the free one of a duelling weapon.',
  },
  {
    id: 'hs-parry-base',
    rule: 'H2 parries',
    decision:
      "The parry list starts from the chance to hit. We read it as the parrier's own: his expertise in the class of " +
      "the parrying weapon plus that weapon's bonus. The rigging's -1 and the water's -5 apply to parries as to " +
      "attacks; the landsman's -1 is to hit only.",
  },
  {
    id: 'hs-parry-weapon',
    rule: 'H2 parries',
    decision:
      'A fighter parries with the weapon in his right hand if it parries, otherwise with the one in his left. ' +
      'Whatever he holds in the left hand adds its style bonus either way, so a French fencer parrying with a main ' +
      'gauche alone still has its +3.',
  },
  {
    id: 'hs-free-parry',
    rule: 'H2 parries',
    decision:
      'The free reaction parry at -6 needs a duelling weapon in hand and is made against every parryable attack, ' +
      'whatever other defence was chosen. The parry guess counts for it too, and each free parry counts as an ' +
      'earlier parry of the turn.',
  },
  {
    id: 'hs-breakage',
    rule: 'H2 breakage',
    decision:
      'After a parry that holds, a d20 decides whether the parrying weapon breaks: on a 20, or on 19 or 20 when the ' +
      'attacking weapon has a higher MinSTR. An improvised block that holds breaks on 19 or 20. The blow is still ' +
      'stopped; a broken weapon is lost for the rest of the duel, and a broken block leaves nothing to block weapons ' +
      'with until the turn ends.',
  },
  {
    id: 'hs-improvised-block',
    rule: 'H2 blocks',
    decision:
      "An improvised block against a weapon is rolled at a third of Dexterity, less the attacker's weapon bonus when " +
      "it is positive and a point for every two (or part) the attacker's weapon expertise exceeds the blocker's " +
      'brawling expertise. Something to block with is always at hand aboard; a block needs a usable arm and stops no ' +
      'missile.',
  },
  {
    id: 'hs-brawling-block',
    rule: 'H2 blocks',
    decision:
      'A brawling block is a resistance roll with the attacker rolling first, on the attribute he named in his pick. ' +
      'The block holds unless the attacker wins it.',
  },
  {
    id: 'hs-unarmed-resistance',
    rule: 'H2 unarmed',
    decision:
      'A punch, haymaker or kick that lands does its points at once; whether it stuns is then Strength (the ' +
      'attacker, first) against Endurance. A grapple or tackle that lands holds only if the attacker wins Strength ' +
      'against Strength.',
  },
  {
    id: 'hs-unarmed-damage',
    rule: 'H2 unarmed',
    decision:
      'A light punch or kick does nothing but may stun. A serious punch does 1 and a serious kick 2, each a point ' +
      'more at Strength 16 or above; a haymaker does a point more than the punch would. Helmet and cuirass take a ' +
      'point each off punches and haymakers only, and both together turn them aside (no points, no stun). A grapple ' +
      'that holds always does its optional point.',
  },
  {
    id: 'hs-tackle',
    rule: 'H2 unarmed',
    decision: 'A tackle that lands leaves both fighters prone and always tries the grapple as well.',
  },
  {
    id: 'hs-counter',
    rule: 'H2 counters',
    decision:
      'A counter waits for the first attack made on the fighter that turn and answers it at once, at whoever made ' +
      'it: a counterattack is one of his normal attacks at +1 (parried and defended as any other), an entangle a ' +
      "cloak thrown with his right-hand weapon's chance. A counter against a counter is allowed; each fighter " +
      'counters once a turn. A counter nobody sets off is lost.',
  },
  {
    id: 'hs-disarm-timing',
    rule: 'H2 disarm',
    decision:
      'A disarm is tried once a turn at most: as the counter (against the first attack on him made with a duelling ' +
      'weapon), or straight after a parry that held, if his pick said so. The dropped weapon can be picked up again.',
  },
  {
    id: 'hs-entangle',
    rule: 'H2 entangle',
    decision:
      "An entangle is rolled with the right-hand weapon's chance to hit and its defence modifiers, but takes no " +
      'counterattack bonus, cannot be parried and does no damage.',
  },
  {
    id: 'hs-short-blades',
    rule: 'H2 missiles and water',
    decision:
      'The text spares daggers in the water and lets blades be thrown without naming which. Short blades are the ' +
      'duelling weapons that cannot lunge (dagger, main gauche): only they are thrown, and only they keep their full ' +
      'chance in the water. A thrown blade is gone for the duel.',
  },
  {
    id: 'hs-fall',
    rule: 'H2 rigging',
    decision:
      'A fighter aloft rolls for his footing as each turn ends in which he made or took an attack. A fall does 1d6 ' +
      'on a rolled location and leaves him prone on deck.',
  },
  {
    id: 'hs-drowning',
    rule: 'H2 water',
    decision:
      'A duel is fighting, so anyone in the water rolls to stay afloat as each turn ends. Once under, he takes no ' +
      'actions and rolls each turn to come up, a point harder for each failure; past his Endurance in turns under ' +
      'water he drowns.',
  },
  {
    id: 'hs-positions',
    rule: 'H2 rigging and water',
    decision:
      'The GM places fighters on deck, in the rigging or in the water, and marks higher ground, from the duel ' +
      'tracker; a fall from the rigging brings a fighter down by itself.',
  },
  {
    id: 'hs-useless-arm',
    rule: 'H2 wounds',
    decision:
      'A useless arm holds nothing: the weapon in that hand cannot be used (a two-handed weapon needs both arms). ' +
      'The Endurance roll against it is made only for a blow of 3 or more that does not already bring the limb to ' +
      'half the hit points.',
  },
  {
    id: 'hs-height',
    rule: 'H1 characters',
    decision:
      'Height only breaks ties in a duel. A character is 170 cm tall unless the sheet says otherwise; a sheet saved ' +
      'before height existed takes that value when it is loaded.',
  },
  {
    id: 'hs-duel-start',
    rule: 'H2 the duel',
    decision:
      'A duel is between two to six Crew actors, none already in a running duel and none down. The GM may start any; ' +
      'a player only one in which he commands at least one fighter. The GM picks for fighters no player commands.',
  },
  {
    id: 'hs-duel-end',
    rule: 'H2 the duel',
    decision:
      'A duel is over when fewer than two of its fighters are still on their feet. A pick may name only an opponent ' +
      'still on his. The GM may end a duel at any time.',
  },
  {
    id: 'gurps-skill-levels',
    rule: 'G1 crew skills',
    decision:
      'Weather Sense, Seamanship, Tactics (Naval), Gunner (Cannon) and the spell skill are effective GURPS skill ' +
      'levels from 0 to 30, 0 meaning the character cannot attempt the roll. New crew have Gunner (Cannon) 12, the ' +
      'crew average Kyngesreach assumes, and 10 in Weather Sense, Seamanship and Tactics (Naval).',
  },
  {
    id: 'gurps-spell',
    rule: 'G1 crew skills',
    decision:
      'A crew member has at most one spell skill for the wind contests, stored with its name and level; level 0 ' +
      'means no spell.',
  },
];
