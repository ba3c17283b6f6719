/** What a ship's tracker row shows beside her name. */
import { describe, expect, it } from 'vitest';
import { shipMarks } from '../../src/combat/tracker-ship';
import { frigateAction } from './battle';

describe('shipMarks', () => {
  it('shows her hull as a share, low under a third, and none where it is not known', () => {
    const [ship] = frigateAction();
    expect(shipMarks({ ...ship!, hull: { value: 10, max: 32 } }).hull).toEqual({
      value: 10,
      max: 32,
      percent: 31,
      low: true,
    });
    expect(shipMarks({ ...ship!, hull: { value: 40, max: 32 } }).hull).toMatchObject({ value: 32, percent: 100 });
    expect(shipMarks(ship!).hull).toBeNull();
  });

  it('lists her conditions with their icons; read without them, the deck’s own fire, steering and mark', () => {
    const ship = frigateAction()[3]!;
    expect(shipMarks(ship).conditions.map((c) => c.key)).toEqual(['onFire']);
    const read = shipMarks({ ...ship, conditions: ['aground', 'struck'] }).conditions;
    expect(read).toEqual([
      {
        key: 'aground',
        img: 'systems/broadside/assets/conditions/aground.svg',
        labelKey: 'BROADSIDE.Condition.aground',
      },
      { key: 'struck', img: 'systems/broadside/assets/conditions/struck.svg', labelKey: 'BROADSIDE.Condition.struck' },
    ]);
  });
});
