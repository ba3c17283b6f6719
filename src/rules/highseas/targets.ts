/**
 * The d20 targets of a duel with every modifier named: to hit, to parry, to block, to break, and
 * the exact chances a card shows before the dice. Pure; attack.ts rolls against them.
 */
import { type ActionId, type AttackForm, type BrawlAttribute, type ParryGuess, PARRY_GUESSES } from './actions';
import { isShortBlade, leftHandBonus, type Fighter, type HeldWeapon } from './fighter';
import { chance, expertiseEdge, resistanceChance, seriousTarget, sumOf, type Modifier } from './rolls';
import { FREE_PARRY_MODIFIER, type WeaponClass } from './weapons';
import { RIGGING_FIGHT_PENALTY, WATER_FIGHT_PENALTY, divideRoundingUp } from './character';

/** What one attack is: who makes it on whom, its form, and the weapon and hand it is made with. */
export interface AttackSetup {
  attacker: Fighter;
  defender: Fighter;
  form: AttackForm;
  /** Null for an unarmed blow. */
  weapon: HeldWeapon | null;
  hand: 'right' | 'left' | null;
  counter: boolean;
  /** An entangling cloak thrown with the right-hand weapon's chance (decision hs-entangle). */
  entangle: boolean;
  aboard: boolean;
}

export const weaponClassOf = (setup: Pick<AttackSetup, 'weapon'>): WeaponClass =>
  setup.weapon?.stats.weaponClass ?? 'unarmed';
export const isMissile = (form: AttackForm): boolean => form === 'throw' || form === 'fire';

/**
 * What each defence does to an attack's chance, by form (decision hs-defences): a dodge takes 3
 * off every blow and 1 off a missile; a duck 5 off the swung blows, a sidestep 5 off the straight
 * ones, each 2 off a missile.
 */
const SWUNG: readonly AttackForm[] = ['slash', 'strike', 'punch', 'haymaker'];
const STRAIGHT: readonly AttackForm[] = ['thrust', 'lunge', 'kick', 'tackle'];

export function defenceModifier(defence: ActionId | null, form: AttackForm): number {
  const missile = isMissile(form);
  switch (defence) {
    case 'dodge':
      return missile ? -1 : -3;
    case 'duck':
      return missile ? -2 : SWUNG.includes(form) ? -5 : 0;
    case 'sidestep':
      return missile ? -2 : STRAIGHT.includes(form) ? -5 : 0;
    default:
      return 0;
  }
}

/** Penalties for fighting aloft or afloat; in the water daggers and the unarmed are spared. */
function placeModifiers(f: Fighter, weapon: HeldWeapon | null): Modifier[] {
  if (f.position === 'rigging') return [{ id: 'rigging', value: RIGGING_FIGHT_PENALTY }];
  if (f.position === 'water' && weapon && !isShortBlade(weapon.stats))
    return [{ id: 'water', value: WATER_FIGHT_PENALTY }];
  return [];
}

/** An attack's target: expertise and weapon, the defence chosen, then the situation (decisions hs-off-hand,
 * hs-high-ground, hs-prone). */
export function toHit(setup: AttackSetup, defence: ActionId | null): { modifiers: Modifier[]; target: number } {
  const { attacker, defender, weapon, form } = setup;
  const entangling = setup.entangle;
  const cls = weaponClassOf(setup);
  const modifiers: Modifier[] = [{ id: 'expertise', value: attacker.sheet.expertise[cls] }];
  if (weapon && weapon.stats.bonus !== 0) modifiers.push({ id: 'weaponBonus', value: weapon.stats.bonus });
  if (setup.counter && !entangling) modifiers.push({ id: 'counter', value: 1 });
  const fromDefence = defenceModifier(defence, form);
  if (fromDefence) modifiers.push({ id: `defence.${defence}`, value: fromDefence });
  if (setup.hand === 'left' && !entangling)
    modifiers.push({ id: 'offHand', value: attacker.sheet.style === 'french' ? -2 : -4 });
  if (attacker.highGround && !defender.highGround) modifiers.push({ id: 'highGround', value: 1 });
  if (setup.aboard && !attacker.seaLegs && attacker.position !== 'water') modifiers.push({ id: 'landsman', value: -1 });
  modifiers.push(...placeModifiers(attacker, weapon));
  if (attacker.prone) modifiers.push({ id: 'prone', value: -2 });
  if (defender.prone) modifiers.push({ id: 'targetProne', value: 2 });
  return { modifiers, target: sumOf(modifiers) };
}

/** Only blades can be parried: the attacking weapon must be parryable, and no unarmed blow or missile is. */
export function isParryable(setup: AttackSetup): boolean {
  return Boolean(setup.weapon?.stats.parryable) && !isMissile(setup.form) && !setup.entangle;
}

/** A two-handed sword only strikes, so its blow is always read as if guessed. */
const readAnyway = (setup: AttackSetup) => setup.form === 'strike' && Boolean(setup.weapon?.stats.parryable);

export interface ParryInput {
  parrier: Fighter;
  weapon: HeldWeapon;
  /** The parry defence was chosen; otherwise this is a duelling weapon's free reaction parry. */
  chosen: boolean;
  guess: ParryGuess;
  previous: number;
}

/**
 * The parry target: the parrier's own chance to hit with his parrying weapon (decision
 * hs-parry-base), then every modifier of the parry list.
 */
export function parryTarget(setup: AttackSetup, input: ParryInput): { modifiers: Modifier[]; target: number } {
  const { parrier, weapon } = input;
  const cls = weapon.stats.weaponClass;
  const modifiers: Modifier[] = [{ id: 'expertise', value: parrier.sheet.expertise[cls] }];
  if (weapon.stats.bonus !== 0) modifiers.push({ id: 'weaponBonus', value: weapon.stats.bonus });
  if (readAnyway(setup)) modifiers.push({ id: 'twoHandedSword', value: 3 });
  else if (input.guess === setup.form) modifiers.push({ id: 'guessed', value: 3 });
  const attackBonus = setup.weapon?.stats.bonus ?? 0;
  if (attackBonus > 0) modifiers.push({ id: 'attackerBonus', value: -attackBonus });
  if (weapon.stats.parryBonus !== 0) modifiers.push({ id: 'parryBonus', value: weapon.stats.parryBonus });
  const gap = setup.attacker.sheet.expertise[weaponClassOf(setup)] - parrier.sheet.expertise[cls];
  if (gap > 0) modifiers.push({ id: 'expertiseGap', value: -divideRoundingUp(gap, 2) });
  const left = leftHandBonus(parrier);
  if (left) modifiers.push({ id: `style.${parrier.sheet.style}`, value: left.bonus });
  if (input.previous > 0) modifiers.push({ id: 'previousParries', value: -input.previous });
  if (!input.chosen) modifiers.push({ id: 'freeParry', value: FREE_PARRY_MODIFIER });
  modifiers.push(...placeModifiers(parrier, weapon));
  return { modifiers, target: sumOf(modifiers) };
}

/**
 * An improvised block against a weapon: a third of Dexterity, less the attacker's weapon bonus and
 * a point for every two his expertise is above the blocker's brawling (decision hs-improvised-block).
 */
export function improvisedBlockTarget(setup: AttackSetup, blocker: Fighter): { modifiers: Modifier[]; target: number } {
  const modifiers: Modifier[] = [{ id: 'dexterityThird', value: divideRoundingUp(blocker.sheet.dexterity, 3) }];
  const attackBonus = setup.weapon?.stats.bonus ?? 0;
  if (attackBonus > 0) modifiers.push({ id: 'attackerBonus', value: -attackBonus });
  const edge = expertiseEdge(setup.attacker.sheet.expertise[weaponClassOf(setup)], blocker.sheet.expertise.unarmed);
  if (edge) modifiers.push({ id: 'expertiseGap', value: -edge });
  return { modifiers, target: sumOf(modifiers) };
}

/** A brawling block: the attacker's chosen attribute against the blocker's, the better brawler ahead by a point per
 * two. */
export function brawlingTargets(
  setup: AttackSetup,
  blocker: Fighter,
  attribute: BrawlAttribute,
): { attacker: number; blocker: number; attackerEdge: number; blockerEdge: number } {
  const a = setup.attacker.sheet.expertise.unarmed;
  const b = blocker.sheet.expertise.unarmed;
  const attackerEdge = expertiseEdge(a, b);
  const blockerEdge = expertiseEdge(b, a);
  return {
    attacker: setup.attacker.sheet[attribute] + attackerEdge,
    blocker: blocker.sheet[attribute] + blockerEdge,
    attackerEdge,
    blockerEdge,
  };
}

/**
 * Faces of a d20 that break a parrying weapon or an improvised block: a 20, or 19–20 when the
 * blow is heavier (a higher MinSTR) or the block improvised (decision hs-breakage).
 */
export function breakageFrom(setup: AttackSetup, parrying: HeldWeapon | null): number {
  if (!parrying) return 19;
  return (setup.weapon?.stats.minStr ?? 0) > parrying.stats.minStr ? 19 : 20;
}

/**
 * The chances a card shows for an attack before its dice, each the chance of one roll on its own,
 * as its target reads: the parry and the block are what they are once the blow lands, not that
 * times the chance to hit (a card that printed both read 65% to hit beside 42% to parry at 13).
 */
export interface AttackOdds {
  hit: number;
  serious: number;
  /** For each parry guess, the chance a parry holds against the blow that lands; null when no parry is made. */
  parry: Record<ParryGuess, number> | null;
  /** The chance a block holds against the blow that lands; null when no block is made. */
  block: number | null;
}

export interface DefenceSetup {
  parry: Omit<ParryInput, 'guess'> | null;
  block: { kind: 'improvised' | 'brawling'; blocker: Fighter; attribute: BrawlAttribute } | null;
}

export function attackOdds(setup: AttackSetup, target: number, defence: DefenceSetup): AttackOdds {
  const odds: AttackOdds = { hit: chance(target), serious: chance(seriousTarget(target)), parry: null, block: null };
  if (defence.parry) {
    // Only a guess naming the attack's form changes the parry, so two targets cover the three guesses.
    const right = parryTarget(setup, { ...defence.parry, guess: setup.form as ParryGuess }).target;
    const wrong = parryTarget(setup, { ...defence.parry, guess: PARRY_GUESSES.find((g) => g !== setup.form)! }).target;
    const of = (guess: ParryGuess) => chance(guess === setup.form ? right : wrong);
    odds.parry = { thrust: of('thrust'), slash: of('slash'), lunge: of('lunge') };
  }
  if (defence.block?.kind === 'improvised')
    odds.block = chance(improvisedBlockTarget(setup, defence.block.blocker).target);
  if (defence.block?.kind === 'brawling') {
    const t = brawlingTargets(setup, defence.block.blocker, defence.block.attribute);
    // The attacker rolls first; the block holds when he does not win.
    odds.block = 1 - resistanceChance(t.attacker, t.blocker);
  }
  return odds;
}
