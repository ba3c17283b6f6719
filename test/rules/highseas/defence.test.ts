import { describe, expect, it } from 'vitest';
import { defenceSetup, type AttackSetup, type Engaged, type Fighter } from '../../../src/rules/highseas';
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
