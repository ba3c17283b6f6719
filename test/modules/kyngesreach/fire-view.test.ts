/**
 * The Kyngesreach fire dialog's context (src/modules/kyngesreach/fire-view.ts): the range read as a
 * band, every modifier named, the exact odds the engine gives for the very order the dialog fires,
 * and what stops a shot, said before a die is rolled.
 */
import { describe, expect, it } from 'vitest';
import { broadsideOdds, hitOdds } from '../../../src/rules/kyngesreach';
import { engineOrder } from '../../../src/modules/kyngesreach/card';
import { fireOrder, freshChoices, krFireContext, type KrFireArgs } from '../../../src/modules/kyngesreach/fire-view';
import { seventyFour, frenchSeventyFour } from '../../chat/fixtures';

const firer = seventyFour();
const target = frenchSeventyFour();
const noCrew = { crew: () => null, owners: () => [] };

function args(over: Partial<KrFireArgs> = {}): KrFireArgs {
  return {
    firer,
    target,
    targets: [{ uuid: target.uuid, name: target.name }],
    distanceCm: 10.2,
    choices: { ...freshChoices(firer), gauge: 'holder' },
    figures: noCrew,
    gaugeFromBattle: null,
    gm: false,
    ...over,
  };
}

describe('the Kyngesreach fire dialog', () => {
  it('reads the measured range as a band, names each modifier and shows the engine’s exact odds', () => {
    const context = krFireContext(args());
    expect(context.distance).toBe('10.2');
    expect(context.band).toBe('BROADSIDE.Kr.Range.standard');
    // The crew average lays the guns (Gunner 12), +1 for the gauge; standard range adds nothing.
    expect(context.gunner).toBe(12);
    expect(context.plan!.modifiers).toEqual([{ label: 'BROADSIDE.Kr.Modifier.gauge', value: '+1' }]);
    expect(context.plan!.effective).toBe(13);
    const exact = hitOdds(13, 37, 'standard');
    const shown = context.plan!.odds;
    expect(shown.map((o) => o.p)).toEqual(exact.filter((p) => p > 0));
    expect(shown.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    const expected = exact.reduce((s, p, n) => s + p * n, 0);
    expect(context.plan!.expected).toBe(expected.toFixed(2));
    expect(context.canFire).toBe(true);
  });

  it('shows the odds of the very order it fires', () => {
    const a = args({ distanceCm: 17, choices: { ...freshChoices(firer), gauge: 'other' } });
    const built = engineOrder(firer, target, fireOrder(a), noCrew).order;
    expect(krFireContext(a).plan!.odds.map((o) => o.p)).toEqual(broadsideOdds(built).filter((p) => p > 0));
    expect(krFireContext(a).band).toBe('BROADSIDE.Kr.Range.long');
  });

  it('says why a shot cannot be fired: no target, no tokens, beyond range, a call the loaded shot cannot make', () => {
    expect(krFireContext(args({ target: null })).problem).toBe('BROADSIDE.Kr.Fire.noTarget');
    expect(krFireContext(args({ distanceCm: null })).problem).toBe('BROADSIDE.Kr.Fire.unmeasured');
    const far = krFireContext(args({ distanceCm: 55 }));
    expect([far.band, far.problem, far.canFire]).toEqual([
      'BROADSIDE.Kr.Fire.beyond',
      'BROADSIDE.Errors.KrOutOfRange',
      false,
    ]);
    const wrongShot = krFireContext(args({ choices: { ...freshChoices(firer), called: 'rigging' } }));
    expect([wrongShot.problem, wrongShot.plan, wrongShot.canFire]).toEqual([
      'BROADSIDE.Errors.KrWrongAmmo',
      null,
      false,
    ]);
  });

  it('fires the gauge the tracker holds, not the player’s pick, and leaves morale to the GM', () => {
    const a = args({ gaugeFromBattle: 'other', choices: { ...freshChoices(firer), gauge: 'holder', morale: 5 } });
    expect(fireOrder(a)).toMatchObject({ gauge: 'other', morale: 0, distanceCm: 10 });
    const context = krFireContext(a);
    expect(context.gaugeFromBattle).toBe(true);
    expect(context.plan!.modifiers).toEqual([]);
    expect(fireOrder({ ...a, gm: true }).morale).toBe(5);
  });
});
