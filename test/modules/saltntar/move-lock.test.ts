/** When a player's ship may move under the Salt'n'Tar sequence (decision move-in-activation). */
import { describe, expect, it } from 'vitest';
import { moveLock, type BattleView } from '../../../src/canvas/move-lock';
import { sequenceMoveTurn } from '../../../src/modules/saltntar/move-lock';
import { EMPTY_MOVE, type MoveRecord } from '../../../src/rules/move-record';
import { startSequence } from '../../../src/rules/saltntar/sequence';

const rolled = (turn: number, allowance: number | null = 12): MoveRecord => ({
  ...EMPTY_MOVE,
  turned: [],
  allowance,
  turn,
});

describe("a ship under the Salt'n'Tar sequence", () => {
  const at = (phase: 'wind' | 'firstHalfMove', step = 0) => ({
    ...startSequence('combat', ['friendly', 'hostile'], 3),
    phase,
    step,
    initiativeSet: true,
  });
  const view = (sequence: ReturnType<typeof at>, side: string): BattleView => ({
    turn: sequenceMoveTurn(sequence, side),
    squadron: 'Inshore',
    side,
  });

  it('moves only in a move phase, when her side acts, with her move worked out this turn', () => {
    expect(moveLock(view(at('wind'), 'friendly'), rolled(3))).toBe('notHerActivation');
    // Half moves go lowest initiative first: the sides listed last act first.
    expect(moveLock(view(at('firstHalfMove', 0), 'hostile'), rolled(3))).toBeNull();
    expect(moveLock(view(at('firstHalfMove', 0), 'friendly'), rolled(3))).toBe('notHerActivation');
    expect(moveLock(view(at('firstHalfMove', 0), 'hostile'), rolled(2))).toBe('noMoveRolled');
  });

  it('never moves a token the begun battle holds but does not place, whatever it has rolled', () => {
    // Before initiative every side acts at once: the placed ship may move, the unplaced token not.
    const open = { ...at('firstHalfMove', 0), initiativeSet: false };
    expect(moveLock(view(open, 'friendly'), rolled(3))).toBeNull();
    expect(moveLock({ ...view(open, ''), squadron: '' }, rolled(3))).toBe('notHerActivation');
  });
});
