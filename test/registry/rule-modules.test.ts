import { afterEach, describe, expect, it } from 'vitest';
import {
  clearRuleModules,
  moduleFor,
  modulesFor,
  partnerChoices,
  registerRuleModule,
  ruleModules,
} from '../../src/registry/rule-modules';

// The registry never looks inside what a module brings for an aspect: any contract will do here.
const plays = {} as never;
const deck = { id: 'deck', label: 'Deck', aspects: { turnSequence: plays, gunnery: plays } };
const phases = { id: 'phases', label: 'Phases', aspects: { turnSequence: plays } };

describe('the rule module registry', () => {
  afterEach(clearRuleModules);

  it('offers for each aspect the modules that play it, in registration order', () => {
    registerRuleModule(deck);
    registerRuleModule(phases);
    expect(ruleModules().map((m) => m.id)).toEqual(['deck', 'phases']);
    expect(modulesFor('turnSequence').map((m) => m.id)).toEqual(['deck', 'phases']);
    expect(modulesFor('gunnery').map((m) => m.id)).toEqual(['deck']);
    expect(modulesFor('boarding')).toEqual([]);
  });

  it("keeps a module's templates in its own folder, so no two modules claim one partial", () => {
    registerRuleModule({ ...deck, templates: ['templates/modules/deck/tracker.hbs'] });
    expect(() => registerRuleModule({ ...phases, templates: ['templates/modules/deck/tracker.hbs'] })).toThrow(
      /outside its folder/,
    );
    expect(() => registerRuleModule({ ...phases, templates: ['templates/combat/tracker.hbs'] })).toThrow(/outside/);
    expect(ruleModules().map((m) => m.id)).toEqual(['deck']);
  });

  it('gives the chosen module, or the first that plays the aspect for an unknown choice', () => {
    registerRuleModule(deck);
    registerRuleModule(phases);
    expect(moduleFor('turnSequence', 'phases').id).toBe('phases');
    expect(moduleFor('turnSequence', 'removed-since').id).toBe('deck');
    // A module that does not play the aspect is never chosen for it.
    expect(moduleFor('gunnery', 'phases').id).toBe('deck');
    expect(() => moduleFor('boarding', 'deck')).toThrow(/No rule module plays boarding/);
  });

  it('refuses a module registered twice', () => {
    registerRuleModule(deck);
    expect(() => registerRuleModule(deck)).toThrow(/registered twice/);
  });

  it('moves with a choice only the aspects its module needs alongside, and only those not on it yet', () => {
    registerRuleModule({ ...deck, needs: { turnSequence: ['gunnery'] } });
    registerRuleModule(phases);
    expect(partnerChoices('turnSequence', 'deck', () => 'other')).toEqual([{ aspect: 'gunnery', id: 'deck' }]);
    expect(partnerChoices('turnSequence', 'deck', () => 'deck')).toEqual([]);
    // Its other aspects need nothing: choosing it there moves nothing.
    expect(partnerChoices('gunnery', 'deck', () => 'other')).toEqual([]);
    expect(partnerChoices('turnSequence', 'phases', () => 'deck')).toEqual([]);
  });
});
