import { describe, expect, it } from 'vitest';
import { TURN_ROLL_IDS, leadPhase, rollGroups, shipRolls } from '../../../src/modules/kmh/ship-rolls';

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

describe('the card in play leads the battle page', () => {
  const deck = { combined: [['Spanish', 'French']] as [string, string][] };

  it('gives her squadron’s Move and Fire cards, and a combined commander’s Move card, to her', () => {
    expect(leadPhase('move:French', 'French', deck)).toBe('move');
    expect(leadPhase('fire:French', 'French', deck)).toBe('fire');
    // The Spanish move on the French Move card, but fire on their own Fire card.
    expect(leadPhase('move:French', 'Spanish', deck)).toBe('move');
    expect(leadPhase('fire:French', 'Spanish', deck)).toBeNull();
  });

  it('gives another squadron’s card, or none, nothing to lead with; an event card its rolls', () => {
    expect(leadPhase('move:British', 'French', deck)).toBeNull();
    expect(leadPhase(null, 'French', deck)).toBeNull();
    expect(leadPhase('fire:French', null, deck)).toBeNull();
    expect(leadPhase('boardingAction', 'French', deck)).toBe('boarding');
    expect(leadPhase('fireTest', 'French', deck)).toBe('events');
  });

  it('puts the leading group first and dims the others, every button kept', () => {
    const rolls = shipRolls({});
    const groups = rollGroups(rolls, 'fire');
    expect(groups.map((g) => [g.phase, g.leads, g.dimmed])).toEqual([
      ['fire', true, false],
      ['move', false, true],
      ['boarding', false, true],
      ['events', false, true],
    ]);
    expect(groups.flatMap((g) => g.rolls)).toHaveLength(rolls.length);
    expect(rollGroups(rolls).every((g) => !g.leads && !g.dimmed)).toBe(true);
  });
});
