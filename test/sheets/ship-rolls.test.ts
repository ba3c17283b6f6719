import { describe, expect, it } from 'vitest';
import { TURN_ROLL_IDS, shipRolls } from '../../src/sheets/ship-rolls';

describe('the ship sheet’s foundering move', () => {
  it('is offered on her Move card only while she founders, and posts the founder card', () => {
    expect(
      shipRolls({ foundering: true })
        .filter((r) => r.phase === 'move')
        .map((r) => r.id)[0],
    ).toBe('founder');
    expect(shipRolls({}).some((r) => r.id === 'founder')).toBe(false);
    expect(TURN_ROLL_IDS.founder).toBe('founder');
  });
});
