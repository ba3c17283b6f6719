/**
 * Ten turns of a duel aboard between two fixed fighters, every die scripted and every turn
 * checked: Lieutenant Kestrel (cutlass, a seaman) against Capitaine Moreau (rapier and main gauche,
 * French style, a landsman with one successful attack aboard behind him).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { newDuel, resolveTurn, type DuelState, type TurnResult, type TurnStep } from '../../../src/rules/highseas';
import { KESTREL_MOREAU, kestrel, moreau } from './ten-turn-script';

type Attack = Extract<TurnStep, { kind: 'attack' }>;
const attacks = (r: TurnResult) => r.steps.filter((s): s is Attack => s.kind === 'attack');
const K = (d: DuelState) => d.fighters[0]!;
const M = (d: DuelState) => d.fighters[1]!;

/** Turn `i` of the script: its picks, its dice, every die used. */
function play(duel: DuelState, i: number): TurnResult {
  const { picks, faces } = KESTREL_MOREAU[i]!;
  expect(duel.turn).toBe(i + 1);
  const dice = new ScriptedDice(faces);
  const result = resolveTurn(duel, picks, dice);
  expect(dice.remaining, 'every scripted die is used').toBe(0);
  return result;
}

describe('a ten-turn duel between Kestrel and Moreau', () => {
  it('goes as the dice say, turn by turn', () => {
    let duel = newDuel([kestrel, moreau], { aboard: true, gap: 4 });

    // 1. Both close. Moreau, quicker, moves first: 7 m halved for a landsman is 4, and the gap is 1.
    let r = play(duel, 0);
    expect(r.steps).toEqual([
      { kind: 'order', fighters: ['moreau', 'kestrel'], by: 'dexterity', rolls: [] },
      { kind: 'move', fighter: 'moreau', action: 'move', way: 'close', toward: 'kestrel', metres: 4, gap: 1 },
      { kind: 'move', fighter: 'kestrel', action: 'move', way: 'close', toward: 'moreau', metres: 6, gap: 1 },
    ]);
    duel = r.next;

    // 2. Moreau's thrust (13: expertise 13, rapier +1, landsman -1) hits on 12 and is parried (guessed);
    //    Kestrel's slash hits seriously on 5 but Moreau parries at 21 and his rapier breaks on a 19.
    r = play(duel, 1);
    let [first, second] = attacks(r);
    expect(first!.attacker).toBe('moreau');
    expect(first!.modifiers).toEqual([
      { id: 'expertise', value: 13 },
      { id: 'weaponBonus', value: 1 },
      { id: 'landsman', value: -1 },
    ]);
    expect(first!.odds).toEqual({
      hit: 0.65,
      serious: 0.35,
      parry: { thrust: 0.65, slash: 0.5, lunge: 0.5 },
      block: null,
    });
    expect(first!.parry!.modifiers).toEqual([
      { id: 'expertise', value: 12 },
      { id: 'guessed', value: 3 },
      { id: 'attackerBonus', value: -1 },
      { id: 'expertiseGap', value: -1 },
    ]);
    expect(first!.outcome).toBe('parried');
    expect(first!.parry!.breakage).toEqual({ roll: 4, from: 20, broke: false });
    expect(second!.serious).toBe(true);
    expect(second!.parry!.test.target).toBe(21);
    expect(second!.parry!.modifiers.map((m) => m.id)).toEqual([
      'expertise',
      'weaponBonus',
      'guessed',
      'parryBonus',
      'style.french',
    ]);
    expect(second!.parry!.breakage).toEqual({ roll: 19, from: 19, broke: true });
    duel = r.next;
    expect(M(duel).hands.right).toBe('broken');

    // 3. Off hand now: the main gauche slashes at 10 (French off hand -2), seriously on 3; Kestrel's
    //    parry fails on 16; 2 + d6 3 to the chest stuns him, and his thrust is lost.
    r = play(duel, 2);
    [first] = attacks(r);
    expect(first!.modifiers.find((m) => m.id === 'offHand')).toEqual({ id: 'offHand', value: -2 });
    expect(first!.target).toBe(10);
    expect(first!.points!.points).toBe(5);
    expect(first!.wound).toMatchObject({ location: 'chest', points: 5, stun: true, condition: 'active' });
    expect(r.steps).toContainEqual({ kind: 'skipped', fighter: 'kestrel', action: 'thrust' });
    expect(r.sheets.kestrel).toEqual({ wounds: { chest: 5 }, damage: 5, lamed: [], attacksAboard: 0, seaLegs: false });
    expect(r.sheets.moreau!.attacksAboard).toBe(1);
    duel = r.next;
    expect(K(duel).actions).toBe(1);

    // 4. Stunned, Kestrel has one action: he parries (guessing wrong) at 11 and holds on 10.
    r = play(duel, 3);
    [first] = attacks(r);
    expect(first!.parry!.test).toEqual({ target: 11, roll: 10, made: true, margin: 1 });
    duel = r.next;
    expect(K(duel).actions).toBe(2);

    // 5. Moreau steps back 3 m; Kestrel's lunge reaches 4 and hits on 9. Moreau's free parry (13,
    //    with -6) fails on 17; 4 to the right arm, and a failed Endurance roll (14) lames it for 4 days.
    r = play(duel, 4);
    expect(r.steps[0]).toEqual({
      kind: 'move',
      fighter: 'moreau',
      action: 'stepBack',
      way: 'withdraw',
      toward: null,
      metres: 3,
      gap: null,
    });
    [first] = attacks(r);
    expect(first).toMatchObject({ gap: 4, reach: 4, outcome: 'landed' });
    expect(first!.parry).toMatchObject({ chosen: false, test: { target: 13, roll: 17, made: false } });
    expect(first!.parry!.modifiers).toContainEqual({ id: 'freeParry', value: -6 });
    expect(first!.wound).toMatchObject({
      location: 'rightArm',
      points: 4,
      lamed: true,
      days: 4,
      limbRoll: { target: 12, roll: 14, made: false },
    });
    duel = r.next;
    expect(M(duel).lamed).toEqual(['rightArm']);

    // 6. Kestrel closes and slashes; Moreau's thrust (10) hits on 6, Kestrel's free parry (8) holds on
    //    5 and he disarms him (4 against 13 - 8 = 5: 9 misses). His slash, 12 - 3 for the dodge,
    //    hits the head for 4: stunned.
    r = play(duel, 5);
    expect(r.steps[0]).toMatchObject({ kind: 'move', fighter: 'kestrel', metres: 6, gap: 1 });
    [first, second] = attacks(r);
    expect(first!.parry!.test.target).toBe(8);
    expect(first!.parry!.disarm).toMatchObject({
      first: { roll: 4, margin: 8 },
      second: { target: 5, roll: 9 },
      firstWins: true,
    });
    expect(second!.modifiers).toContainEqual({ id: 'defence.dodge', value: -3 });
    expect(second!.parry).toBeNull();
    expect(second!.wound).toMatchObject({ location: 'head', points: 4, stun: true });
    duel = r.next;
    expect(M(duel).hands.left).toBe('dropped');
    expect(M(duel).actions).toBe(1);

    // 7. Moreau reaches for his blade; Kestrel's punch (8) lands seriously on 3 for a point to the left
    //    leg and stuns him (Strength 12 rolls 2; Endurance 12 - 10 misses on 7): the blade stays down.
    r = play(duel, 6);
    [first] = attacks(r);
    expect(first!.points).toEqual({
      parts: [{ id: 'punchDamage', value: 1 }],
      seriousDie: null,
      points: 1,
      turned: false,
    });
    expect(first!.stunRoll).toMatchObject({ firstWins: true });
    expect(r.steps).toContainEqual({ kind: 'skipped', fighter: 'moreau', action: 'recover' });
    duel = r.next;
    expect(M(duel).hands.left).toBe('dropped');

    // 8. Moreau picks it up this time; Kestrel's grapple (8) lands light on 8 and holds (5 against
    //    10 - 7 = 3: 11 misses) for one turn, with a point to the chest.
    r = play(duel, 7);
    [first] = attacks(r);
    expect(first!.hold).toMatchObject({ turns: 1, firstWins: true });
    expect(first!.wound).toMatchObject({ location: 'chest', points: 1 });
    expect(r.steps).toContainEqual({ kind: 'misc', fighter: 'moreau', action: 'recover', hand: 'left', loaded: false });
    duel = r.next;
    expect(M(duel).immobilised).toBe(1);
    expect(M(duel).hands.left).toBe('ready');

    // 9. Held, Moreau loses the turn; with nobody parrying, Kestrel's slash misses on 14.
    r = play(duel, 8);
    expect(r.steps[0]).toEqual({ kind: 'lost', fighter: 'moreau', reason: 'held' });
    expect(attacks(r)[0]).toMatchObject({ outcome: 'missed', parry: null });
    duel = r.next;
    expect(M(duel).immobilised).toBe(0);

    // 10. Moreau thrusts (10) on 7; Kestrel's parry fails on 20; 2 to the chest makes 7, half his hit
    //     points: out for 3 hours. Moreau's third successful attack aboard, and Wit 13 on 12 gives him sea legs.
    r = play(duel, 9);
    [first] = attacks(r);
    expect(first!.wound).toMatchObject({ location: 'chest', points: 2, condition: 'unconscious', hours: 3 });
    expect(r.steps).toContainEqual({ kind: 'skipped', fighter: 'kestrel', action: 'slash' });
    expect(r.steps.at(-1)).toMatchObject({
      kind: 'seaLegs',
      fighter: 'moreau',
      test: { target: 13, roll: 12 },
      gained: true,
    });
    expect(r.sheets.moreau).toEqual({ wounds: {}, damage: 0, lamed: [], attacksAboard: 1, seaLegs: true });
    duel = r.next;

    expect(duel.turn).toBe(11);
    expect(K(duel)).toMatchObject({ condition: 'unconscious', damage: { chest: 7 } });
    expect(M(duel)).toMatchObject({
      condition: 'active',
      seaLegs: true,
      attacksAboard: 3,
      damage: { head: 4, chest: 1, rightArm: 4, leftLeg: 1 },
    });
  });
});
