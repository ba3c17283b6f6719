import { describe, it, expect } from 'vitest';
import {
  advanceTakenShip,
  boatBoardingBonus,
  boardingDice,
  boardingRound,
  boardingStages,
  createShipState,
  isFoughtStage,
  lockTest,
  startBoarding,
  type BoardingSide,
} from '../../../src/rules/kmh';
import { RulesError } from '../../../src/rules/errors';
import { frigate, script } from './helpers';
import { expectInvalidNumber, expectRefusal } from '../refusal';

const side = (over: Partial<BoardingSide> = {}): BoardingSide => ({
  ship: frigate(),
  nationalClass: 'sansCulottes',
  quality: 'average',
  traits: {},
  ...over,
});

describe('locking ships together', () => {
  it('locks on d6 + 2 per willing captain of 6 or more', () => {
    expect(lockTest(0, script(6))).toEqual({ roll: 6, total: 6, locked: true });
    expect(lockTest(0, script(5)).locked).toBe(false);
    expect(lockTest(2, script(1)).locked).toBe(false);
    expect(lockTest(2, script(2)).locked).toBe(true);
    expect(() => lockTest(3, script(1))).toThrow(RulesError);
  });
});

describe('boarding dice', () => {
  it('gives one die per full ten hull points left', () => {
    expect(boardingDice(side({ ship: frigate({ damagePoints: 3 }) })).pool).toBe(2);
    expect(boardingDice(side({ ship: frigate({ damagePoints: 23 }) })).pool).toBe(0);
  });
  it.each([
    [{ nationalClass: 'jollyJackTars' as const }, 'jollyJackTars', 2],
    [{ quality: 'elite' as const }, 'elite', 1],
    [{ ship: frigate({ highOfficerCasualties: true }) }, 'highOfficerCasualties', -1],
    [{ quality: 'poor' as const }, 'poorCrew', -1],
    [{ ship: frigate({ crewCasualties: true, boardingPartyLost: true }) }, 'crewCasualties', -1],
    [{ nationalClass: 'landlubbers' as const }, 'landlubbers', -1],
    [{ traits: { cowardlyLubbers: true } }, 'cowardlyLubbers', -2],
    [{ traits: { boardingParty: true } }, 'boardingParty', 1],
  ])('%o brings %s (%s dice)', (over, id, dice) => {
    expect(boardingDice(side(over)).modifiers).toEqual([{ id, dice }]);
  });
  it('gives a prize crew the poor crew penalty', () => {
    expect(boardingDice(side({ prizeCrew: true, quality: 'elite' })).modifiers).toEqual([{ id: 'poorCrew', dice: -1 }]);
  });
});

describe('the stages of a boarding action (decision boarding-late-stages)', () => {
  it('fights A, B per deck and C, then D, E, F a card each', () => {
    expect(boardingStages(2)).toEqual(['A', 'B1', 'B2', 'C', 'D', 'E', 'F']);
    let s = { ...startBoarding(1), stage: 3 };
    expect(() => boardingRound(s, side(), side(), script())).toThrow(/not fought/);
    s = advanceTakenShip(advanceTakenShip(advanceTakenShip(s)));
    expect(() => advanceTakenShip(s)).toThrow(/rejoined/);
    expect(() => advanceTakenShip(startBoarding(1))).toThrow(/fought for/);
  });

  it('KMH example "Away boarders!": 5 dice (2 + 2 JJT + 1 boarding party) throwing 18 against none takes the foothold and does 6 DP', () => {
    const jarce = side({
      ship: frigate({ damagePoints: 7 }),
      nationalClass: 'jollyJackTars',
      traits: { boardingParty: true },
    });
    const chasseMarie = createShipState({ rate: 'cutter', guns: 20, boats: 2 });
    const french = side({
      ship: { ...chasseMarie, damagePoints: 11, crewCasualties: true, boardingPartyLost: true },
      traits: { boardingParty: true },
    });
    expect(boardingDice(jarce).pool).toBe(5);
    expect(boardingDice(french).pool).toBe(0);
    const dice = script(2, 3, 3, 4, 6);
    const round = boardingRound(startBoarding(1), jarce, french, dice);
    expect(round).toMatchObject({
      attackerTotal: 18,
      defenderTotal: 0,
      margin: 18,
      result: 'stageWon',
      deckLost: false,
    });
    expect(round.state.stage).toBe(1);
    expect(round.defender.state.damagePoints).toBe(17); // 9 left, then 6 DP: 3 left
    expect(dice.remaining).toBe(0);
  });

  it('KMH example "McTodger\'s Prize": two elite boats, 5 + 4 = 9 against 8; a tie at 9; three boats, 4 + 6 = 10 against 7 takes the deck', () => {
    const french = side({ ship: frigate({ baseFactor: 36, damagePoints: 8 }) });
    expect(boardingDice(french).pool).toBe(2);
    const r1 = boardingRound(startBoarding(1), { boats: 2, elite: true }, french, script(5, 3, 5));
    expect(r1).toMatchObject({ attackerTotal: 9, defenderTotal: 8, result: 'stageWon' });
    expect(r1.defender.state.damagePoints).toBe(8);
    const r2 = boardingRound(r1.state, { boats: 2, elite: true }, french, script(5, 4, 5));
    expect(r2).toMatchObject({ margin: 0, result: 'held' });
    expect(r2.state).toEqual(r1.state);
    const r3 = boardingRound(r2.state, { boats: 3, elite: true }, french, script(4, 3, 4));
    expect(r3).toMatchObject({ attackerTotal: 10, defenderTotal: 7, result: 'stageWon', deckLost: true });
    expect(r3.state).toMatchObject({ stage: 2, decksLost: 1 });
    const r4 = boardingRound(r3.state, { boats: 3, elite: true }, french, script(6, 1, 1));
    expect(r4.shipTaken).toBe(true);
  });

  it('pushes the attacker back only when the defender wins by more than two (decision boarding-push-back)', () => {
    const atStageB = { ...startBoarding(2), stage: 1 };
    const def = side({ ship: frigate({ damagePoints: 10 }) }); // two dice
    const two = boardingRound(atStageB, { boats: 1, elite: false }, def, script(1, 2, 2));
    expect(two).toMatchObject({ margin: -2, result: 'held' });
    const three = boardingRound(atStageB, { boats: 1, elite: false }, def, script(1, 2, 3));
    expect(three).toMatchObject({ margin: -3, result: 'pushedBack' });
    expect(three.state.stage).toBe(0);
    const repelled = boardingRound(startBoarding(2), { boats: 1, elite: false }, def, script(1, 6, 6));
    expect(repelled.result).toBe('repelled');
    expect(repelled.state.stage).toBe(0);
  });
});

describe('what boarding refuses, and why', () => {
  it('a stage that is not fought, naming it; past F, saying so', () => {
    expectRefusal(
      () => boardingRound({ ...startBoarding(1), stage: 3 }, side(), side(), script()),
      'NoFightAtStage',
      undefined,
      ['Stage D'],
    );
    expectRefusal(
      () => boardingRound({ ...startBoarding(1), stage: 6 }, side(), side(), script()),
      'NoFightAtStage',
      undefined,
      ['past F'],
    );
    expectRefusal(() => advanceTakenShip({ ...startBoarding(1), stage: 6 }), 'BoardingOver');
    expectRefusal(() => advanceTakenShip({ ...startBoarding(2), stage: 2 }), 'NotTakenYet', undefined, ['Stage B2']);
    expectRefusal(() => advanceTakenShip({ ...startBoarding(2), stage: 3 }), 'NotTakenYet', undefined, ['Stage C']);
    expect(advanceTakenShip({ ...startBoarding(2), stage: 4 }).stage).toBe(5);
  });
  it('numbers out of range: willing captains 0–2, boats 1–20, decks 1–3', () => {
    expectInvalidNumber(() => lockTest(3, script(1)), 'willing captains', 0, 2);
    expectInvalidNumber(() => lockTest(-1, script(1)), 'willing captains', 0, 2);
    expectInvalidNumber(() => boatBoardingBonus(0, false), 'boats', 1, 20);
    expectInvalidNumber(() => boatBoardingBonus(21, true), 'boats', 1, 20);
    expect(boatBoardingBonus(20, false)).toBe(20);
    expect(boatBoardingBonus(1, true)).toBe(2);
    expectInvalidNumber(() => boardingStages(0), 'decks', 1, 3);
    expectInvalidNumber(() => startBoarding(4), 'decks', 1, 3);
    expect(boardingStages(3)).toEqual(['A', 'B1', 'B2', 'B3', 'C', 'D', 'E', 'F']);
    expect(boardingStages(1)).toEqual(['A', 'B1', 'C', 'D', 'E', 'F']);
  });
});

describe('the fought stages', () => {
  it('are A, each B and C; D, E and F are stepped through', () => {
    expect(['A', 'B1', 'B3', 'C', 'D', 'E', 'F'].map(isFoughtStage)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('a boarding round, point by point', () => {
  it('takes a DP for every full three points of margin, and loses a deck only at a B stage', () => {
    const def = side({ ship: frigate({ damagePoints: 22 }) }); // 10 left: one die
    // Five boats throw 1 + 5 = 6 against 1: margin 5, one DP; the foothold (A) is no deck.
    const a = boardingRound(startBoarding(1), { boats: 5, elite: false }, def, script(1, 1));
    expect(a).toMatchObject({
      attackerFaces: [1],
      defenderFaces: [1],
      attackerTotal: 6,
      defenderTotal: 1,
      margin: 5,
      result: 'stageWon',
      deckLost: false,
      shipTaken: false,
    });
    expect(a.state).toEqual({ stages: ['A', 'B1', 'C', 'D', 'E', 'F'], stage: 1, decksLost: 0 });
    expect(a.defender.events).toEqual([{ type: 'damagePoints', amount: 1, cause: 'boarding' }]);
    // Margin 6 at B1: two DP, and the deck is lost.
    const b = boardingRound(a.state, { boats: 6, elite: false }, def, script(1, 1));
    expect(b).toMatchObject({ margin: 6, result: 'stageWon', deckLost: true, shipTaken: false });
    expect(b.state).toMatchObject({ stage: 2, decksLost: 1 });
    expect(b.defender.state.damagePoints).toBe(24);
    // Margin 2 at C: the ship is taken without a DP.
    const c = boardingRound(b.state, { boats: 1, elite: false }, def, script(2, 1));
    expect(c).toMatchObject({ margin: 2, result: 'stageWon', shipTaken: true, deckLost: false });
    expect(c.state).toMatchObject({ stage: 3, decksLost: 1 });
    expect(c.defender.events).toEqual([]);
    // Thrown back at C instead: the ship is not taken.
    const held = boardingRound(b.state, { boats: 1, elite: false }, def, script(1, 6));
    expect(held).toMatchObject({ margin: -4, shipTaken: false });
    expect(held.result).not.toBe('stageWon');
  });
  it("rolls the attacker's own boarding dice when a ship boards", () => {
    const attacker = side({ ship: frigate({ damagePoints: 12 }) }); // two dice
    const def = side({ ship: frigate({ damagePoints: 22 }) }); // one die
    const r = boardingRound(startBoarding(1), attacker, def, script(3, 4, 2));
    expect(r).toMatchObject({
      attackerFaces: [3, 4],
      defenderFaces: [2],
      attackerTotal: 7,
      defenderTotal: 2,
      margin: 5,
    });
  });
  it('pushed back from a later stage goes one stage back, keeping the decks lost', () => {
    const def = side({ ship: frigate({ damagePoints: 12 }) }); // two dice
    const r = boardingRound(
      { ...startBoarding(2), stage: 2, decksLost: 1 },
      { boats: 1, elite: false },
      def,
      script(1, 3, 3),
    );
    expect(r).toMatchObject({ margin: -4, result: 'pushedBack', shipTaken: false, deckLost: false });
    expect(r.state).toMatchObject({ stage: 1, decksLost: 1 });
    expect(r.defender.events).toEqual([]);
  });
  it('counts the dice never below zero', () => {
    const wreck = side({
      ship: frigate({ damagePoints: 31 }),
      nationalClass: 'landlubbers',
      quality: 'poor',
      traits: { cowardlyLubbers: true },
    });
    expect(boardingDice(wreck)).toMatchObject({ base: 0, pool: 0 });
    expect(boardingDice(side({ ship: frigate({ damagePoints: 12 }), quality: 'poor' }))).toMatchObject({
      base: 2,
      pool: 1,
    });
  });
  it('gives the boarding party no die once it is lost', () => {
    expect(
      boardingDice(side({ traits: { boardingParty: true }, ship: frigate({ boardingPartyLost: true }) })).modifiers,
    ).toEqual([]);
  });
  it('a prize crew is poor even from an average or elite ship, and never elite', () => {
    expect(boardingDice(side({ prizeCrew: true })).modifiers).toEqual([{ id: 'poorCrew', dice: -1 }]);
    expect(boardingDice(side({ prizeCrew: false, quality: 'elite' })).modifiers).toEqual([{ id: 'elite', dice: 1 }]);
  });
});
