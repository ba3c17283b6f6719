import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { turnRollCard, turnRollCardView, turnRollRule } from '../../../src/modules/kmh/turn-rolls';
import { readTurnRollOptions, turnRollOptionFields } from '../../../src/modules/kmh/turn-roll-options';
import { applyChange, frenchSeventyFour } from '../../chat/fixtures';

describe('turn roll cards', () => {
  it('repairs the hull with the chaser dice and applies the DP back', () => {
    const ship = frenchSeventyFour('T', { damage: { points: 12 } });
    const result = turnRollRule('repairHull', ship)(new ScriptedDice([5, 2]));
    const card = turnRollCard('repairHull', ship, result);
    expect(result.lines).toEqual([
      { key: 'BROADSIDE.Turn.successes', n: 1 },
      { key: 'BROADSIDE.Turn.repairedDamage', n: 1 },
    ]);
    expect(applyChange(ship, card.changes[0]!).source).toMatchObject({
      damage: { points: 11 },
      turn: { damagePoints: 0 },
    });
  });

  it('a fire test that blows the ship up', () => {
    const ship = frenchSeventyFour('T', { damage: { onFire: true, extremelyHazardousFire: true } });
    const result = turnRollRule('fireTest', ship)(new ScriptedDice([10]));
    expect(result.outcome).toBe('BROADSIDE.Turn.Outcome.exploded');
    const view = turnRollCardView(turnRollCard('fireTest', ship, result));
    expect(view.events.map((e) => e.key)).toEqual(['BROADSIDE.Event.exploded']);
  });

  it('a steering test on a 6 frees the helm', () => {
    const ship = frenchSeventyFour('T', { damage: { steering: true } });
    const card = turnRollCard('steering', ship, turnRollRule('steering', ship)(new ScriptedDice([6])));
    expect(applyChange(ship, card.changes[0]!).source).toMatchObject({ damage: { steering: false } });
  });
});

describe('a foundering ship’s Move card', () => {
  it('counts one move off her time afloat, and on the last she goes down; applied once like any card', () => {
    const ship = frenchSeventyFour('T', { damage: { fate: 'foundering', founderMovesLeft: 2 } });
    const first = turnRollRule('founder', ship)(new ScriptedDice([]));
    expect(first.lines).toEqual([{ key: 'BROADSIDE.Turn.founderMovesLeft', n: 1 }]);
    expect(first.outcome).toBe('BROADSIDE.Turn.Outcome.founders');
    const after = { ...ship, source: applyChange(ship, turnRollCard('founder', ship, first).changes[0]!).source };
    expect(after.source).toMatchObject({ damage: { fate: 'foundering', founderMovesLeft: 1 } });
    const last = turnRollRule('founder', after)(new ScriptedDice([]));
    expect(last.outcome).toBe('BROADSIDE.Turn.Outcome.foundered');
    expect(applyChange(after, turnRollCard('founder', after, last).changes[0]!).source).toMatchObject({
      damage: { fate: 'sunk', founderMovesLeft: 0 },
    });
  });
  it('is refused for a ship afloat', () => {
    expect(() => turnRollRule('founder', frenchSeventyFour('T'))(new ScriptedDice([]))).toThrow(/zero value/);
  });
});

describe('the turn deck’s test cards', () => {
  it('test every burning ship and every ship with steering damage that is still afloat', async () => {
    const { EVENT_CARD_ROLLS, takesEventTest } = await import('../../../src/modules/kmh/turn-rolls');
    const damage = (over: object) => ({ onFire: false, steering: false, fate: 'afloat', ...over });
    expect(takesEventTest(EVENT_CARD_ROLLS.fireTest, damage({ onFire: true }))).toBe(true);
    expect(takesEventTest(EVENT_CARD_ROLLS.fireTest, damage({ steering: true }))).toBe(false);
    expect(takesEventTest(EVENT_CARD_ROLLS.steeringDamageTest, damage({ steering: true, fate: 'foundering' }))).toBe(
      true,
    );
    expect(takesEventTest(EVENT_CARD_ROLLS.fireTest, damage({ onFire: true, fate: 'sunk' }))).toBe(false);
  });
});

describe('sailing and boat rolls', () => {
  it('runs hard aground on a two-decker: 3d6 DP and a die per mast, a 6 bringing it down', () => {
    const ship = frenchSeventyFour('T');
    // d6 6: crunch; 3d6 = 2+3+4 = 9 DP; a die for fore, main, mizzen: 1, 6 (main down for 10 DP), 2.
    const result = turnRollRule('aground', ship, { sounding: false })(new ScriptedDice([6, 2, 3, 4, 1, 6, 2]));
    expect(result.outcome).toBe('BROADSIDE.Turn.Outcome.aground.crunch');
    const card = turnRollCard('aground', ship, result);
    expect(applyChange(ship, card.changes[0]!).source).toMatchObject({
      damage: { points: 19, foremast: false, mainmast: true },
    });
  });

  it('a collision at 10 cm costs 2 DP and a secondary box', () => {
    const ship = frenchSeventyFour('T');
    const card = turnRollCard(
      'collision',
      ship,
      turnRollRule('collision', ship, { fastestSpeedCm: 10, forwardThird: false })(new ScriptedDice([])),
    );
    expect(applyChange(ship, card.changes[0]!).source).toMatchObject({ damage: { points: 2, speedBoxes: 1 } });
    expect(card.result.lines).toEqual([{ key: 'BROADSIDE.Turn.collisionSpeed', n: 10 }]);
  });

  it('a tack changes nothing on the sheet, so there is nothing to apply', () => {
    const ship = frenchSeventyFour('T');
    const card = turnRollCard('tack', ship, turnRollRule('tack', ship, { quarter: 'bow' })(new ScriptedDice([4])));
    expect(card.result.outcome).toBe('BROADSIDE.Turn.Outcome.tack.perfect');
    expect(card.changes).toEqual([]);
  });

  it('taken aback in the dead zone: 3 DP plus the shortfall', () => {
    const ship = frenchSeventyFour('T');
    const basic = ship.derived.speedBoxes.currentSpeed;
    const result = turnRollRule('deadZone', ship)(new ScriptedDice([6, 6, 6, 1]));
    expect(result.lines[0]!.n).toBe(basic - 18);
    expect(result.after.damagePoints).toBe(3 + 18 - basic);
  });

  it('fire at boats sinks one per 6 and fending off reads the crew penalty', () => {
    const ship = frenchSeventyFour('T');
    const boats = turnRollCard(
      'boatsHit',
      ship,
      turnRollRule('boatsHit', ship, { damagePoints: 3 })(new ScriptedDice([6, 2, 6])),
    );
    expect(boats.result.lines).toEqual([{ key: 'BROADSIDE.Turn.boatsSunk', n: 2 }]);
    expect(applyChange(ship, boats.changes[0]!).source).toMatchObject({ damage: { boatsLost: 2 } });
    // Sans Culottes: 3 off, and 1 per 2 cm moved: 9 − 3 − 2 = 4.
    const fend = turnRollRule('fendOff', ship, { fireshipMovedCm: 5 })(new ScriptedDice([4, 5]));
    expect([fend.lines[0]!.n, fend.outcome]).toEqual([4, 'BROADSIDE.Turn.Outcome.fendedOff']);
  });

  it('reads the options of the dialog and refuses a number out of bounds', () => {
    expect(readTurnRollOptions('collision', { fastestSpeedCm: 12, forwardThird: true })).toEqual({
      options: { fastestSpeedCm: 12, forwardThird: true },
      problems: [],
    });
    expect(readTurnRollOptions('collision', { fastestSpeedCm: 400, forwardThird: false }).problems).toEqual([
      'BROADSIDE.Turn.Option.fastestSpeedCm',
    ]);
    expect(readTurnRollOptions('boatsHit', { damagePoints: 2.5 }).problems).toHaveLength(1);
    expect(turnRollOptionFields('aground')).toEqual([
      {
        name: 'sounding',
        kind: 'check',
        value: false,
        number: false,
        select: null,
        label: 'BROADSIDE.Turn.Option.sounding',
      },
    ]);
  });
});
