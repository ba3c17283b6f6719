import { describe, expect, it } from 'vitest';
import { dropLockedNames, isLockedName, lockedNames } from '../../src/sheets/guarded-fields';

const GUARDED = {
  gmOnly: ['flagship', 'damage.fate'],
  gmApproves: ['flagship'],
  battleTracks: ['damage.points', 'strike.triggers', 'modules.other.hipLost'],
  battleFigures: ['artHeading', 'guns'],
};

describe('the fields a player’s ship sheet locks', () => {
  it('locks what only a GM sets always, and her tracks only while she fights', () => {
    expect(lockedNames(GUARDED, false)).toEqual(['system.flagship', 'system.damage.fate']);
    expect(lockedNames(GUARDED, true)).toEqual([
      'system.flagship',
      'system.damage.fate',
      'system.damage.points',
      'system.strike.triggers',
      'system.modules.other.hipLost',
      'system.artHeading',
      'system.guns',
    ]);
  });

  it('matches a path and what lies under it, not a name that only begins alike', () => {
    const locked = lockedNames(GUARDED, true);
    expect(isLockedName('system.damage.points', locked)).toBe(true);
    expect(isLockedName('system.strike.triggers.A', locked)).toBe(true);
    expect(isLockedName('system.damage.pointsNote', locked)).toBe(false);
    expect(isLockedName('system.damage.boatsLost', locked)).toBe(false);
    expect(isLockedName('name', locked)).toBe(false);
  });

  it('leaves the locked names out of a form’s data, and keeps the rest', () => {
    const data: Record<string, unknown> = {
      'system.damage.points': 0,
      'system.modules.other.hipLost': 0,
      'system.guns': 40,
      'system.nationality': 'French',
      name: 'Chasse Marie',
    };
    dropLockedNames(data, lockedNames(GUARDED, true));
    expect(data).toEqual({ 'system.nationality': 'French', name: 'Chasse Marie' });
  });
});
