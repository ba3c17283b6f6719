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
      'Strength, Dexterity, Endurance and Wit are 3d6 scores from 3 to 18 (10 for a new character). A roll against an attribute succeeds on a d20 at or under it.',
  },
  {
    id: 'hs-hit-points',
    rule: 'H1 hit points',
    decision:
      'The text uses hit points but never says where they come from. A character has as many as their Endurance; the sheet may set another maximum (1 to 40).',
  },
  {
    id: 'hs-hit-points-below-zero',
    rule: 'H1 hit points',
    decision:
      'Current hit points may fall below zero (down to -40) so that damage beyond the total, which kills, can be recorded. At exactly zero the character is unconscious for 1d6 hours.',
  },
  {
    id: 'hs-two-thresholds',
    rule: 'H2 wounds',
    decision:
      'The text gives two different knock-out and death thresholds. We read the half-hit-point one as applying to damage on the head or chest and flank, and the full-hit-point one to damage on the whole body.',
  },
  {
    id: 'hs-location-total',
    rule: 'H1 wounds by location',
    decision:
      'Each location keeps the damage it has taken in all. Half the hit points (rounded up) on the head or chest knocks out and more kills; on a limb it makes the limb useless. The single-blow thresholds (2 head, 4 chest, 3 limb) are checked in the duel, not on the sheet.',
  },
  {
    id: 'hs-hit-points-authority',
    rule: 'H1 wounds by location',
    decision:
      'The current hit points are the record of total damage (the token bar edits them). Damage by location only says where wounds are; the sheet does not add it up against the hit points.',
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
      'The text has no location table. A d20 picks it: 1-2 head, 3-10 chest and flank, 11-13 right arm, 14-15 left arm, 16-18 right leg, 19-20 left leg. The sword arm and leading leg face the enemy and are hit more often.',
  },
  {
    id: 'hs-expertise',
    rule: 'H1 weapon expertise',
    decision:
      'Expertise is kept per weapon class (missile, polearm, dueling, other, unarmed), since the text sets weapon expertise against brawling expertise. Each is a d20 chance from 0 to 20, 5 for a new character; the class of the weapon in hand picks which one applies.',
  },
  {
    id: 'hs-skill-levels',
    rule: 'H1 skills',
    decision:
      'Seamanship, acrobatics, gunnery and strategy are tiers: none, trained, master and master superior (the text names the last two). The rigging bonus for mastery goes to a master of seamanship or better.',
  },
  {
    id: 'hs-quick-dexterity',
    rule: 'H1 movement',
    decision: 'The Dexterity 15 bonus to climbing and swimming applies at 15 or more, as it does for moving and running.',
  },
  {
    id: 'hs-sea-legs',
    rule: 'H1 sea legs',
    decision:
      'A character trained in seamanship is used to fighting aboard and has sea legs. Others count their successful attacks aboard up to three, then roll Wit; the sheet marks sea legs once gained.',
  },
  {
    id: 'hs-left-hand',
    rule: 'H1 fighting styles',
    decision:
      'Without a style, no item may be used in the left hand. The French style may use every left-hand item the text lists; the Italian style only the main gauche, buckler and baton, the three it gets a bonus for.',
  },
  {
    id: 'hs-weapon-damage',
    rule: 'H1 weapons',
    decision: "A weapon's damage is a fixed number, done on a light wound; a serious wound adds 1d6 to it.",
  },
  {
    id: 'hs-weapon-stats',
    rule: 'H1 weapons',
    decision:
      'The text names the weapons but gives no numbers. Ours: light blades (dagger, main gauche, foil) need little Strength and do 2; rapier 3; heavy blades 4; polearm 5; two-handed sword 6. Foil and rapier get +1 to hit and to parry; the dagger and two-handed sword parry at -1. Every value is editable on the item.',
  },
  {
    id: 'hs-weapon-classes',
    rule: 'H1 weapon classes',
    decision:
      'Dagger and main gauche are dueling weapons (they parry and disarm) but cannot lunge. The two-handed sword is an "other" weapon that only strikes, yet parries and is parried. Baton, buckler, cloak and hat are "other" items that do not parry themselves; they add the style bonus in the left hand.',
  },
  {
    id: 'hs-firearms',
    rule: 'H1 weapons',
    decision:
      'Strength does not change firearm damage (MinSTR 3, AdvSTR 18). Loading is a long action: two for a pistol or wheellock, three for a musket, which we add as the text mentions firing but no long gun. The wheellock keeps its +1 to hit.',
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
      'The text counts weight points worn but lists none. The sheet holds the total (0 to 10) for the GM to set; helmet and cuirass are marked separately for their effect on punches.',
  },
  {
    id: 'gurps-skill-levels',
    rule: 'G1 crew skills',
    decision:
      'Weather Sense, Seamanship, Tactics (Naval), Gunner (Cannon) and the spell skill are effective GURPS skill levels from 0 to 30, 0 meaning the character cannot attempt the roll. New crew have Gunner (Cannon) 12, the crew average Kyngesreach assumes, and 10 in Weather Sense, Seamanship and Tactics (Naval).',
  },
  {
    id: 'gurps-spell',
    rule: 'G1 crew skills',
    decision: 'A crew member has at most one spell skill for the wind contests, stored with its name and level; level 0 means no spell.',
  },
];
