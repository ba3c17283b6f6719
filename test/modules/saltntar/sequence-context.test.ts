import { describe, it, expect } from 'vitest';
import { sequenceContext } from '../../../src/modules/saltntar/sequence-context';
import { advance, markRolled, startSequence } from '../../../src/rules/saltntar/sequence';
import { groupSquadrons } from '../../../src/data/squadrons';
import { trafalgar } from '../../combat/battle';

describe("the Salt'n'Tar phase rolls", () => {
  it('offer the GM only the rolls the tracker can make, while the phase owes them', () => {
    const sequence = startSequence('combat', ['friendly', 'hostile']);
    const at = (s: typeof sequence, isGM = true, rollablePhases: ('wind' | 'luck' | 'strain')[] = ['wind']) =>
      sequenceContext(s, groupSquadrons(trafalgar()), isGM, rollablePhases);
    expect(at(sequence).phaseRollKey).toBe('BROADSIDE.Sequence.Roll.wind');
    expect(at(sequence, false).phaseRollKey).toBe('');
    expect(at(markRolled(sequence)).phaseRollKey).toBe('');
    expect(at(advance(sequence)).phaseRollKey).toBe('');
    expect(at(advance(sequence), true, ['wind', 'luck']).phaseRollKey).toBe('BROADSIDE.Sequence.Roll.luck');
  });
});
