import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { boardingCardView, boardingStepCard, boardingStepRule, grappleCard, grappleRule, startRecord, type Boarder } from '../../src/chat/boarding';
import { changeUpdate, chosenCard, flagsSnapshot, gmAcceptsRequest, mayApply, touchesSystem, undoneCard, type ApplyingUser } from '../../src/chat/apply';
import { frenchSeventyFour, seventyFour } from './fixtures';

const controls = { canApply: true, canUndo: false, appliedBy: null };
const boarder = (ship: Boarder['ship'], prize = false): Boarder => ({ ship, prize });
/** HMS Defiance (74 DP, Jolly Jack Tars with a boarding party: 7 + 2 + 1 dice) boards Le Tonnant (74 DP, Sans Culottes: 7 dice). */
const british = () => boarder(seventyFour());
const french = (over: Parameters<typeof frenchSeventyFour>[1] = {}) => boarder(frenchSeventyFour('Le Tonnant', over));

describe('grapple', () => {
  it('locks on 6 or more and writes the same new action on both ships', () => {
    const a = british();
    const d = french();
    const lock = grappleRule(1)(new ScriptedDice([4]));
    const card = grappleCard(a, d, 1, lock);
    expect(lock).toEqual({ roll: 4, total: 6, locked: true });
    expect(card.changes.map((c) => c.flags?.boarding?.stages)).toEqual([
      ['A', 'B1', 'B2', 'C', 'D', 'E', 'F'],
      ['A', 'B1', 'B2', 'C', 'D', 'E', 'F'],
    ]);
    expect(card.changes.every((c) => !touchesSystem(c))).toBe(true);
  });

  it('changes nothing when the ships stay apart', () => {
    const card = grappleCard(british(), french(), 1, grappleRule(1)(new ScriptedDice([3])));
    expect(card.changes).toEqual([]);
    expect(boardingCardView(card, controls).grapple?.outcome).toBe('BROADSIDE.Boarding.notLocked');
  });

  it('boards a prize as a one-decked ship', () => {
    expect(startRecord(british(), boarder(frenchSeventyFour(), true)).stages).toEqual(['A', 'B1', 'C', 'D', 'E', 'F']);
  });
});

describe('boarding rounds', () => {
  it('names both pools with each modifier, and a won deck costs DP and marks the defender (b, d)', () => {
    const a = british();
    const d = french();
    const record = { ...startRecord(a, d), stage: 1 };
    // Attacker 10 dice: 60; defender 7 dice: 7; margin 53 → 17 DP.
    const step = boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(6), ...Array<number>(7).fill(1)]));
    const card = boardingStepCard(record, a, d, step);
    const view = boardingCardView(card, controls);
    expect(view.round?.attackerPool).toEqual({ base: 7, modifiers: [
        { label: 'BROADSIDE.Boarding.Modifier.jollyJackTars', dice: '+2' },
        { label: 'BROADSIDE.Boarding.Modifier.boardingParty', dice: '+1' },
      ],
      pool: 10, prizeCrew: false });
    expect(view.round?.defenderPool.pool).toBe(7);
    expect(view.round?.margin).toBe(53);
    expect(view.fought).toEqual({ key: 'BROADSIDE.Boarding.Stage.B', n: 1 });
    expect(view.stages.map((s) => [s.won, s.current])).toEqual([[true, false], [true, false], [false, true], [false, false], [false, false], [false, false], [false, false]]);
    const defender = card.changes[0]!;
    expect(defender.flags?.boarding).toMatchObject({ stage: 2, decksLost: 1 });
    expect(changeUpdate(d.ship.source, d.ship.derived, defender)).toMatchObject({
      damage: { points: 17 },
      turn: { damagePoints: 17, boardingDecksLost: 1 },
      strike: { marked: true, triggers: ['b', 'd'] },
    });
  });

  it('a repelled attack leaves the defender the choice: nothing to apply until it is made (decision boarding-repel-choice)', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const step = boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)]));
    const card = boardingStepCard(record, a, d, step);
    expect(card.round?.result).toBe('repelled');
    expect(card.repelled).toBe(true);
    expect(card.changes).toEqual([]);
    expect(card.choice).toMatchObject({ chooserUuid: d.ship.uuid, made: null });
    expect(card.choice!.options.map((o) => o.id)).toEqual(['counter', 'castOff']);
    const view = boardingCardView(card, { ...controls, canApply: false, canChoose: true });
    expect(view.repel).toEqual({
      made: null,
      madeKey: 'BROADSIDE.Boarding.Repel.castOffDone',
      counter: false,
      choices: [
        { id: 'counter', label: 'BROADSIDE.Boarding.Repel.counter' },
        { id: 'castOff', label: 'BROADSIDE.Boarding.Repel.castOff' },
      ],
    });
  });

  it('counter-boarding starts a new action with the sides swapped on both ships', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const card = boardingStepCard(record, a, d, boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)])));
    const counter = chosenCard(card, 'counter')!;
    expect(counter.choice?.made).toBe('counter');
    expect(counter.changes.map((c) => c.actorUuid)).toEqual([d.ship.uuid, a.ship.uuid]);
    for (const change of counter.changes) {
      const next = change.flags!.boarding!;
      expect([next.attacker.name, next.defender.name, next.stage]).toEqual(['Le Tonnant', 'HMS Defiance', 0]);
    }
    expect(counter.changes[0]!.after!.damagePoints).toBe(0);
    const view = boardingCardView({ ...counter, applied: { by: 'gm', byName: 'GM', at: 0, restore: {} } }, { canApply: false, canUndo: true, appliedBy: 'GM', canChoose: false });
    expect(view.repel).toMatchObject({ made: 'counter', madeKey: 'BROADSIDE.Boarding.counterBoarding', counter: true, choices: [] });
  });

  it('casting off clears the boarding from both ships, and an undo opens the choice again', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const card = boardingStepCard(record, a, d, boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)])));
    const castOff = chosenCard(card, 'castOff')!;
    expect(castOff.changes.map((c) => c.flags)).toEqual([{ boarding: null }, { boarding: null }]);
    expect(flagsSnapshot({ boarding: record, prize: null }, castOff.changes[1]!)).toEqual({ boarding: record });
    expect(boardingCardView(castOff, controls).repel).toMatchObject({ made: 'castOff', madeKey: 'BROADSIDE.Boarding.Repel.castOffDone' });
    const undone = undoneCard({ ...castOff, applied: { by: 'gm', byName: 'GM', at: 0, restore: {} } });
    expect([undone.applied, undone.changes, undone.choice?.made]).toEqual([null, [], null]);
    expect(chosenCard(card, 'surrender')).toBeNull();
    expect(chosenCard(card, null)).toBeNull();
  });

  it('only the defender’s owner or the GM chooses, once; a player not the author asks the GM, who re-checks', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const card = boardingStepCard(record, a, d, boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)])));
    const user = (id: string, owned: string[], isGM = false): ApplyingUser => ({ id, isGM, owns: (uuid) => owned.includes(uuid) });
    // The attacker's player rolled the card: they may not choose for the defender.
    expect(mayApply(user('p1', [a.ship.uuid]), card, 'p1', 'castOff')).toBe('refuse');
    expect(gmAcceptsRequest(user('p1', [a.ship.uuid]), card, 'p1', 'counter')).toBe(false);
    expect(mayApply(user('p2', [d.ship.uuid]), card, 'p1', 'castOff')).toBe('ask');
    expect(gmAcceptsRequest(user('p2', [d.ship.uuid]), card, 'p1', 'castOff')).toBe(true);
    expect(mayApply(user('p1', [a.ship.uuid, d.ship.uuid]), card, 'p1', 'counter')).toBe('apply');
    expect(mayApply(user('gm', [], true), card, 'p1', 'counter')).toBe('apply');
    expect(mayApply(user('p3', []), card, 'p1', 'counter')).toBe('refuse');
    // No plain Apply while the choice is open, and no made-up option.
    expect(mayApply(user('gm', [], true), card, 'p1')).toBe('refuse');
    expect(gmAcceptsRequest(user('p2', [d.ship.uuid]), card, 'p1', 'toString')).toBe(false);
    const made = { ...chosenCard(card, 'counter')!, applied: { by: 'gm', byName: 'GM', at: 0, restore: {} } };
    expect(mayApply(user('gm', [], true), made, 'p1', 'castOff')).toBe('done');
    expect(gmAcceptsRequest(user('p2', [d.ship.uuid]), made, 'p1', 'castOff')).toBe(false);
  });

  it('winning C takes the ship: struck and the attacker’s prize', () => {
    const a = british();
    const d = french();
    const record = { ...startRecord(a, d), stage: 3, decksLost: 2 };
    const step = boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(4), ...Array<number>(7).fill(4)]));
    const card = boardingStepCard(record, a, d, step);
    expect(card.round).toMatchObject({ margin: 12, shipTaken: true });
    const change = card.changes[0]!;
    expect(change.flags?.prize).toEqual({ captorUuid: a.ship.uuid, captorName: 'HMS Defiance' });
    expect(changeUpdate(d.ship.source, d.ship.derived, change)).toMatchObject({ damage: { points: 4 }, strike: { marked: false, status: 'struck' } });
    expect(boardingCardView(card, controls).round?.outcome).toBe('BROADSIDE.Boarding.Result.shipTaken');
  });

  it('D, E and F step on without dice; from F the action ends and both records clear', () => {
    const a = british();
    const d = french();
    const atD = { ...startRecord(a, d), stage: 4 };
    const dice = new ScriptedDice([]);
    const e = boardingStepCard(atD, a, d, boardingStepRule(atD, a, d)(dice));
    expect(e.changes[0]!.flags?.boarding?.stage).toBe(5);
    const atF = { ...atD, stage: 6 };
    const done = boardingStepCard(atF, a, d, boardingStepRule(atF, a, d)(dice));
    expect(done.finished).toBe(true);
    expect(done.changes.map((c) => c.flags?.boarding)).toEqual([null, null]);
    expect(boardingCardView(done, controls).stepped).toBe(true);
  });

  it('keeps the replaced flags for an undo', () => {
    const record = startRecord(british(), french());
    expect(flagsSnapshot({ boarding: record, prize: null }, { actorUuid: 'x', name: 'x', flags: { boarding: null } })).toEqual({ boarding: record });
    expect(flagsSnapshot({}, { actorUuid: 'x', name: 'x', flags: { boarding: record, prize: null } })).toEqual({ boarding: null, prize: null });
  });

  it('applies by the same policy: the defender’s owner asks the GM, a bystander is refused, applied is done', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const card = boardingStepCard(record, a, d, boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(6), ...Array<number>(7).fill(1)])));
    const user = (id: string, owned: string[]): ApplyingUser => ({ id, isGM: false, owns: (uuid) => owned.includes(uuid) });
    expect(mayApply(user('p1', [a.ship.uuid]), card, 'p1')).toBe('ask');
    expect(mayApply(user('p1', [a.ship.uuid, d.ship.uuid]), card, 'p1')).toBe('apply');
    expect(mayApply(user('p2', [d.ship.uuid]), card, 'p1')).toBe('ask');
    expect(mayApply(user('p3', []), card, 'p1')).toBe('refuse');
    expect(mayApply(user('p1', [a.ship.uuid, d.ship.uuid]), { ...card, applied: { by: 'gm', byName: 'GM', at: 0, restore: {} } }, 'p1')).toBe('done');
  });
});
