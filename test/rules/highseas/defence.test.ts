import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { defenceSetup, resolveAttack, type AttackSetup, type Engaged, type Fighter, type TurnContext } from '../../../src/rules/highseas';
import { fighter } from './duel-fixtures';

const attacker = fighter('a');
const setup = (change: Partial<AttackSetup> = {}): AttackSetup => ({
  attacker,
  defender: fighter('d'),
  form: 'thrust',
  weapon: attacker.sheet.right,
  hand: 'right',
  counter: false,
  entangle: false,
  aboard: false,
  ...change,
});
const engaged = (f: Fighter, change: Partial<Engaged> = {}): Engaged => ({
  fighter: f,
  pick: null,
  defence: null,
  counter: null,
  acting: true,
  stuns: 0,
  parries: 0,
  disarmTried: false,
  blockBroken: false,
  hits: 0,
  fought: false,
  ...change,
});

describe('the defence a defender makes against one attack', () => {
  const d = fighter('d');
  it('parries by choice, or with a duelling weapon anyway, not chosen (decision hs-free-parry)', () => {
    expect(defenceSetup(setup(), engaged(d, { defence: 'parry', parries: 1 }), 'strength').parry).toEqual({
      parrier: d,
      weapon: d.sheet.right,
      chosen: true,
      previous: 1,
    });
    expect(defenceSetup(setup(), engaged(d, { defence: 'dodge' }), 'strength').parry).toMatchObject({ chosen: false });
  });
  it('parries no attack that cannot be parried, even when he chose to parry', () => {
    expect(defenceSetup(setup({ entangle: true }), engaged(d, { defence: 'parry' }), 'strength')).toEqual({ parry: null, block: null, parryWeapon: null });
  });
  it('blocks a weapon with something at hand until that breaks, and never an entangling attack (decision hs-improvised-block)', () => {
    expect(defenceSetup(setup(), engaged(d, { defence: 'block' }), 'dexterity').block).toEqual({ kind: 'improvised', blocker: d, attribute: 'dexterity' });
    expect(defenceSetup(setup(), engaged(d, { defence: 'block', blockBroken: true }), 'dexterity').block).toBeNull();
    expect(defenceSetup(setup({ entangle: true }), engaged(d, { defence: 'block' }), 'dexterity').block).toBeNull();
    expect(defenceSetup(setup({ form: 'punch', weapon: null }), engaged(d, { defence: 'block', blockBroken: true }), 'strength').block).toEqual({
      kind: 'brawling',
      blocker: d,
      attribute: 'strength',
    });
  });
  it('makes no defence once he no longer acts', () => {
    expect(defenceSetup(setup(), engaged(d, { defence: 'parry', acting: false }), 'strength')).toEqual({ parry: null, block: null, parryWeapon: null });
  });
});

describe('an attack that never comes to a roll', () => {
  const context = (defender: Fighter, gap: number) => {
    const sides = { a: engaged(attacker), d: engaged(defender) };
    const ctx: TurnContext = { engaged: (id) => sides[id as 'a' | 'd'], gap: () => gap, aboard: false, dice: new ScriptedDice([]) };
    return { ctx, sides };
  };
  const untried = { modifiers: [], target: 0, odds: null, test: null, serious: false, parry: null, block: null, points: null, wound: null, fell: [], stunned: false };
  it('finds a downed target down, before anyone counts as having fought', () => {
    const defender = fighter('d', {}, { condition: 'unconscious' });
    const { ctx, sides } = context(defender, 1);
    expect(resolveAttack(ctx, setup({ defender }), 'strength')).toMatchObject({ ...untried, outcome: 'targetDown', gap: 1, reach: 1 });
    expect([sides.a.fought, sides.d.fought]).toEqual([false, false]);
  });
  it('leaves a blade short beyond its reach, both sides having fought (the rigging asks)', () => {
    const defender = fighter('d');
    const { ctx, sides } = context(defender, 2);
    expect(resolveAttack(ctx, setup({ defender }), 'strength')).toMatchObject({ ...untried, outcome: 'outOfReach', gap: 2, reach: 1 });
    expect([sides.a.fought, sides.d.fought]).toEqual([true, true]);
  });
});
