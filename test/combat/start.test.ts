import { describe, expect, it } from 'vitest';
import '../support/fake-canvas';

const { BroadsideCombat, holdNoTurn } = await import('../../src/combat/combat');

// combatStart fires on the starting client with the update it is about to make, which it may change
// (test/support/FOUNDRY-FACTS.md, hookEvents.combatStart).
describe('beginning a battle', () => {
  it('gives no ship Foundry’s turn: the deck says who acts, so no turn marker sits on the first ship', () => {
    const battle = Object.create(BroadsideCombat.prototype) as Combat.Implementation;
    const update = { round: 1, turn: 0 as number | null };
    holdNoTurn(battle, update);
    expect(update).toEqual({ round: 1, turn: null });
  });

  it('leaves any other combat’s start as it is', () => {
    const other = Object.create(Combat.prototype) as Combat.Implementation;
    const update = { round: 1, turn: 0 as number | null };
    holdNoTurn(other, update);
    expect(update).toEqual({ round: 1, turn: 0 });
  });
});
