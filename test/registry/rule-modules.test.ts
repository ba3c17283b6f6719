import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRuleModules,
  moduleFor,
  modulesFor,
  registerRuleModule,
  ruleModules,
} from '../../src/registry/rule-modules';

const deck = { id: 'deck', label: 'Deck', aspects: { turnSequence: true as const, personalCombat: true as const } };
const phases = { id: 'phases', label: 'Phases', aspects: { turnSequence: true as const } };

describe('the rule module registry', () => {
  afterEach(clearRuleModules);

  it('offers for each aspect the modules that play it, in registration order', () => {
    registerRuleModule(deck);
    registerRuleModule(phases);
    expect(ruleModules().map((m) => m.id)).toEqual(['deck', 'phases']);
    expect(modulesFor('turnSequence').map((m) => m.id)).toEqual(['deck', 'phases']);
    expect(modulesFor('personalCombat').map((m) => m.id)).toEqual(['deck']);
    expect(modulesFor('boarding')).toEqual([]);
  });

  it('gives the chosen module, or the first that plays the aspect for an unknown choice', () => {
    registerRuleModule(deck);
    registerRuleModule(phases);
    expect(moduleFor('turnSequence', 'phases').id).toBe('phases');
    expect(moduleFor('turnSequence', 'removed-since').id).toBe('deck');
    // A module that does not play the aspect is never chosen for it.
    expect(moduleFor('personalCombat', 'phases').id).toBe('deck');
    expect(() => moduleFor('boarding', 'deck')).toThrow(/No rule module plays boarding/);
  });

  it('refuses a module registered twice', () => {
    registerRuleModule(deck);
    expect(() => registerRuleModule(deck)).toThrow(/registered twice/);
  });
});
