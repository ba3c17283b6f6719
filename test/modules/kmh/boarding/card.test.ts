import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../src/rules/dice/dice';
import {
  boardingStepCard,
  boardingStepRule,
  grappleCard,
  grappleRule,
  startRecord,
  type Boarder,
} from '../../../../src/modules/kmh/boarding/card';
import { boardingCardView } from '../../../../src/modules/kmh/boarding/view';
import { chosenCard } from '../../../../src/data/card-apply';
import {
  GM_READER,
  applyChange,
  appliedEntry,
  footerFor,
  frenchSeventyFour,
  ledgerEntry,
  reader,
  seventyFour,
} from '../../../chat/fixtures';
import { KMH_MODULE } from '../../../support/kmh-module';
import { runInit } from '../../../support/table-init';

// The card kind and its buttons, as the module's own `register` adds them in the entry's init.
runInit([KMH_MODULE]);

const boarder = (ship: Boarder['ship'], prize = false): Boarder => ({ ship, prize });
/** HMS Defiance (74 DP, Jolly Jack Tars with a boarding party: 7 + 2 + 1 dice) boards Le Tonnant (74 DP, Sans Culottes:
 * 7 dice). */
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
    // Both ships get the same record in the GM's table; neither ship's own data is written.
    const applied = [applyChange(a.ship, card.changes[0]!), applyChange(d.ship, card.changes[1]!)];
    expect(card.changes.map((c) => c.actorUuid).sort()).toEqual([a.ship.uuid, d.ship.uuid].sort());
    expect(applied.map((x) => x.update.system)).toEqual([{}, {}]);
    expect(applied[0]!.table.boarding).toEqual(applied[1]!.table.boarding);
    expect(applied[0]!.table.boarding).toMatchObject({
      attacker: { uuid: a.ship.uuid },
      defender: { uuid: d.ship.uuid },
      stage: 0,
      decksLost: 0,
    });
  });

  it('changes nothing when the ships stay apart', () => {
    const card = grappleCard(british(), french(), 1, grappleRule(1)(new ScriptedDice([3])));
    expect(card.changes).toEqual([]);
    expect(boardingCardView(card, null).grapple?.outcome).toBe('BROADSIDE.Boarding.notLocked');
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
    const step = boardingStepRule(
      record,
      a,
      d,
    )(new ScriptedDice([...Array<number>(10).fill(6), ...Array<number>(7).fill(1)]));
    const card = boardingStepCard(record, a, d, step);
    const view = boardingCardView(card, null);
    expect(view.round?.attackerPool).toEqual({
      base: 7,
      modifiers: [
        { label: 'BROADSIDE.Boarding.Modifier.jollyJackTars', dice: '+2' },
        { label: 'BROADSIDE.Boarding.Modifier.boardingParty', dice: '+1' },
      ],
      pool: 10,
      prizeCrew: false,
    });
    expect(view.round?.defenderPool.pool).toBe(7);
    expect(view.round?.margin).toBe(53);
    expect(view.fought).toEqual({ key: 'BROADSIDE.Boarding.Stage.B', n: 1 });
    expect(view.stages.map((s) => [s.won, s.current])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    const defender = card.changes[0]!;
    expect(defender.flags?.boarding).toMatchObject({ stage: 2, decksLost: 1 });
    const applied = applyChange(d.ship, defender, { boarding: record });
    expect(applied.source).toMatchObject({
      damage: { points: 17 },
      turn: { damagePoints: 17, boardingDecksLost: 1 },
      strike: { marked: true, triggers: ['b', 'd'] },
    });
    expect(applied.table.boarding).toMatchObject({ stage: 2, decksLost: 1 });
  });

  it('a repelled attack leaves the defender the choice: nothing to apply until it is made (decision boarding-repel-choice)', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const step = boardingStepRule(
      record,
      a,
      d,
    )(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)]));
    const card = boardingStepCard(record, a, d, step);
    expect(card.round?.result).toBe('repelled');
    expect(card.repelled).toBe(true);
    expect(card.changes).toEqual([]);
    expect(card.choice).toMatchObject({ chooserUuid: d.ship.uuid, made: null });
    expect(card.choice!.options.map((o) => o.id)).toEqual(['counter', 'castOff']);
    expect(boardingCardView(card, null).repel).toEqual({
      made: null,
      madeKey: 'BROADSIDE.Boarding.Repel.castOffDone',
      counter: false,
    });
    // Its footer offers the two choices, and no plain Apply.
    expect(footerFor(card, ledgerEntry(), reader('u-jacques', [d.ship.uuid]))).toMatchObject({
      canApply: false,
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
    const card = boardingStepCard(
      record,
      a,
      d,
      boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)])),
    );
    const counter = chosenCard(card, 'counter')!;
    expect(counter.choice?.made).toBe('counter');
    expect(counter.changes.map((c) => c.actorUuid)).toEqual([d.ship.uuid, a.ship.uuid]);
    for (const change of counter.changes) {
      const next = change.flags!.boarding!;
      expect([next.attacker.name, next.defender.name, next.stage]).toEqual(['Le Tonnant', 'HMS Defiance', 0]);
    }
    expect(counter.changes[0]!.after!.damagePoints).toBe(0);
    // Applied, both ships' records read the new action; the defender's damage is as it was.
    const defender = applyChange(d.ship, counter.changes[0]!, { boarding: record });
    const attacker = applyChange(a.ship, counter.changes[1]!, { boarding: record });
    expect(defender.table.boarding).toEqual(attacker.table.boarding);
    expect(defender.table.boarding).toMatchObject({
      attacker: { uuid: d.ship.uuid },
      defender: { uuid: a.ship.uuid },
      stage: 0,
    });
    expect(defender.source.damage.points).toBe(d.ship.source.damage.points);
    expect(boardingCardView(card, 'counter').repel).toEqual({
      made: 'counter',
      madeKey: 'BROADSIDE.Boarding.counterBoarding',
      counter: true,
    });
    // Once applied, nobody is offered the choice again; the GM may undo it.
    expect(footerFor(card, appliedEntry('u-gm', 'counter'), GM_READER)).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.appliedChoice',
      stateData: { name: 'Gamemaster', option: 'BROADSIDE.Boarding.Repel.counter' },
      choices: [],
      canUndo: true,
    });
  });

  it('casting off clears the boarding from both ships, keeping the record it replaced for an undo', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const card = boardingStepCard(
      record,
      a,
      d,
      boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)])),
    );
    const castOff = chosenCard(card, 'castOff')!;
    expect(castOff.changes.map((c) => c.flags)).toEqual([{ boarding: null }, { boarding: null }]);
    for (const [i, ship] of [d.ship, a.ship].entries()) {
      const applied = applyChange(ship, castOff.changes[i]!, { boarding: record, prize: null });
      expect(applied.table).toEqual({ boarding: null, prize: null });
      expect(applied.writes).toEqual([{ path: 'table.boarding', before: record, after: null, below: null }]);
    }
    expect(boardingCardView(card, 'castOff').repel).toMatchObject({
      made: 'castOff',
      madeKey: 'BROADSIDE.Boarding.Repel.castOffDone',
      counter: false,
    });
    expect(chosenCard(card, 'surrender')).toBeNull();
    expect(chosenCard(card, null)).toBeNull();
  });

  it('offers the choice to the defender’s commander and the GM only; the attacker’s player who rolled the card sees none', () => {
    const a = british();
    const d = french();
    const record = startRecord(a, d);
    const card = boardingStepCard(
      record,
      a,
      d,
      boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(7).fill(6)])),
    );
    const ids = (who: ReturnType<typeof reader>) => footerFor(card, ledgerEntry(), who).choices.map((c) => c.id);
    expect(ids(reader('u-anne', [a.ship.uuid]))).toEqual([]);
    expect(ids(reader('u-jacques', [d.ship.uuid]))).toEqual(['counter', 'castOff']);
    expect(ids(GM_READER)).toEqual(['counter', 'castOff']);
    expect(ids(reader('u-ned'))).toEqual([]);
    // No plain Apply for anyone while the choice is open, and no made-up option.
    expect(footerFor(card, ledgerEntry(), GM_READER).canApply).toBe(false);
    expect(chosenCard(card, 'toString')).toBeNull();
    // A choice the defender's player asked the GM for is named on the card.
    const asked = ledgerEntry({ status: 'awaiting', revision: 1, awaiting: { by: 'u-jacques', option: 'castOff' } });
    expect(footerFor(card, asked, GM_READER)).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.awaiting',
      canApprove: true,
      choices: [],
    });
  });

  it('winning C takes the ship: struck and the attacker’s prize', () => {
    const a = british();
    const d = french();
    const record = { ...startRecord(a, d), stage: 3, decksLost: 2 };
    const step = boardingStepRule(
      record,
      a,
      d,
    )(new ScriptedDice([...Array<number>(10).fill(4), ...Array<number>(7).fill(4)]));
    const card = boardingStepCard(record, a, d, step);
    expect(card.round).toMatchObject({ margin: 12, shipTaken: true });
    const change = card.changes[0]!;
    expect(change.flags?.prize).toEqual({ captorUuid: a.ship.uuid, captorName: 'HMS Defiance' });
    const applied = applyChange(d.ship, change, { boarding: record });
    expect(applied.source).toMatchObject({ damage: { points: 4 }, strike: { marked: false, status: 'struck' } });
    expect(applied.table.prize).toEqual({ captorUuid: a.ship.uuid, captorName: 'HMS Defiance' });
    expect(boardingCardView(card, null).round?.outcome).toBe('BROADSIDE.Boarding.Result.shipTaken');
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
    expect(boardingCardView(done, null).stepped).toBe(true);
  });

  it('keeps the records it replaced in its writes, for an undo', () => {
    const ship = french();
    const record = startRecord(british(), ship);
    const cleared = applyChange(
      ship.ship,
      { actorUuid: ship.ship.uuid, name: 'Le Tonnant', flags: { boarding: null } },
      { boarding: record, prize: null },
    );
    expect(cleared.writes).toEqual([{ path: 'table.boarding', before: record, after: null, below: null }]);
    const set = applyChange(ship.ship, {
      actorUuid: ship.ship.uuid,
      name: 'Le Tonnant',
      flags: { boarding: record, prize: null },
    });
    expect(set.writes.map((w) => [w.path, w.before])).toEqual([
      ['table.boarding', null],
      ['table.prize', null],
    ]);
    expect(set.table).toEqual({ boarding: record, prize: null });
  });
});
