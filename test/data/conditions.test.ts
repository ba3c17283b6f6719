/** Which conditions a ship's data implies, and what a HUD click on one writes. */
import { describe, expect, it } from 'vitest';
import { shipSource } from '../support/fixtures';
import {
  CONDITION_EFFECTS,
  CONDITION_IDS,
  CONDITION_KEYS,
  conditionKeyOf,
  conditionWrite,
  conditionsOf,
} from '../../src/data/conditions';

const keys = (set: Set<string>) => [...set].sort();

describe('conditionsOf', () => {
  it('a new ship shows nothing', () => {
    expect(keys(conditionsOf(shipSource()))).toEqual([]);
  });

  it('reads fire, grounding, steering, the strike mark and her colours from her sheet', () => {
    const ship = shipSource({
      damage: { onFire: true, aground: true, steering: true },
      strike: { marked: true, status: 'retiring' },
    });
    expect(keys(conditionsOf(ship))).toEqual(['aground', 'marked', 'onFire', 'retiring', 'steering']);
    expect(keys(conditionsOf(shipSource({ strike: { status: 'struck' } })))).toEqual(['struck']);
  });

  it('calls her dismasted when every mast of her rate is down, the bowsprit not counting', () => {
    const three = { foremast: true, mainmast: true, mizzen: true };
    expect(
      conditionsOf(shipSource({ rate: 'third', damage: { ...three, mizzen: false, bowsprit: true } })).has('dismasted'),
    ).toBe(false);
    expect(conditionsOf(shipSource({ rate: 'third', damage: three })).has('dismasted')).toBe(true);
    // A cutter carries one mast: losing it dismasts her.
    expect(conditionsOf(shipSource({ rate: 'cutter', damage: { mainmast: true } })).has('dismasted')).toBe(true);
  });

  it('shows foundering, and a ship gone down as sunk alone', () => {
    expect(keys(conditionsOf(shipSource({ damage: { fate: 'foundering', onFire: true } })))).toEqual([
      'foundering',
      'onFire',
    ]);
    expect(keys(conditionsOf(shipSource({ damage: { fate: 'exploded', onFire: true } })))).toEqual(['sunk']);
  });

  it("reads the grapple and the prize from the GM's records; boats make no grapple", () => {
    const record = { boats: undefined };
    expect(keys(conditionsOf(shipSource(), { boarding: record }))).toEqual(['grappled']);
    expect(keys(conditionsOf(shipSource(), { boarding: { boats: 2 } }))).toEqual([]);
    expect(keys(conditionsOf(shipSource(), { prize: { captorUuid: 'Actor.x' } }))).toEqual(['prize']);
    expect(keys(conditionsOf(shipSource(), { boarding: null, prize: null }))).toEqual([]);
  });
});

describe('the status effect list', () => {
  it('gives every condition an id, a name to translate and our own icon', () => {
    expect(CONDITION_EFFECTS.map((e) => e.id)).toEqual(CONDITION_KEYS.map((k) => CONDITION_IDS[k]));
    for (const effect of CONDITION_EFFECTS) {
      expect(effect.name).toMatch(/^BROADSIDE\.Condition\./);
      expect(effect.img).toMatch(/^systems\/broadside\/assets\/conditions\/\w+\.svg$/);
    }
    expect(new Set(CONDITION_EFFECTS.map((e) => e.id)).size).toBe(CONDITION_KEYS.length);
  });

  it('keeps the ids the strike marks had before', () => {
    expect([CONDITION_IDS.marked, CONDITION_IDS.retiring, CONDITION_IDS.struck]).toEqual([
      'broadside-strike-marked',
      'broadside-retiring',
      'broadside-struck',
    ]);
    expect(conditionKeyOf('broadside-struck')).toBe('struck');
    expect(conditionKeyOf('dead')).toBeNull();
  });
});

describe('conditionWrite', () => {
  it('writes the sheet fact a click sets, the colours as GM-only', () => {
    expect(conditionWrite('aground', true)).toEqual({ system: { damage: { aground: true } }, gmOnly: false });
    expect(conditionWrite('onFire', false)).toEqual({
      system: { damage: { onFire: false, extremelyHazardousFire: false } },
      gmOnly: false,
    });
    expect(conditionWrite('struck', true)).toEqual({ system: { strike: { status: 'struck' } }, gmOnly: true });
    expect(conditionWrite('retiring', false)).toEqual({ system: { strike: { status: 'fighting' } }, gmOnly: true });
  });

  it('sets nothing that needs more than one fact or a card', () => {
    for (const key of ['dismasted', 'grappled', 'prize', 'foundering', 'sunk', 'marked'] as const)
      expect(conditionWrite(key, true)).toBeNull();
  });
});
