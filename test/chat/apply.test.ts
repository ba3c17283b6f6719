import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergeOutcome } from '../../src/rules/kmh';
import type { ApplicableCard } from '../../src/data/card-apply';
import { SHIP_STATE_KEYS } from '../../src/modules/kmh/ship-state';
import { shipStateOf } from '../../src/data/ship-state';
import {
  GM_READER,
  appliedEntry,
  applyChange,
  fiveHitBroadside,
  footerFor,
  frenchSeventyFour,
  ledgerEntry,
  reader,
} from './fixtures';

describe('card → ship update', () => {
  it('writes the mast, DP, speed boxes and the turn tallies of the five-hit broadside', () => {
    const { card, target } = fiveHitBroadside();
    const { source, update } = applyChange(target, card.changes[0]!);
    expect(source).toMatchObject({
      damage: { points: 15, mainmast: true, foremast: false },
      turn: { damagePoints: 15, raked: false },
      strike: { marked: false, status: 'fighting', triggers: [] },
    });
    // Hull hits: a box at 5 and 10 DP; the mast three primary boxes (nine secondary).
    expect(source.damage.speedBoxes).toBe(11);
    // No trigger fired (15 DP is not more than 15): the strike mark is not written; nothing goes to the table.
    expect(update.system).not.toHaveProperty('strike');
    expect(update.table).toEqual({});
  });

  it('moves counts by the card’s difference and sets the values it changed, nothing else', () => {
    const { card, target } = fiveHitBroadside();
    const { intents, writes } = applyChange(target, card.changes[0]!);
    expect(intents).toContainEqual({ path: 'damage.points', change: 15 });
    expect(intents).toContainEqual({ path: 'turn.damagePoints', change: 15 });
    expect(intents).toContainEqual({ path: 'damage.mainmast', change: true });
    // The foremast stood before and after the roll: the card says nothing about it.
    expect(intents.map((i) => i.path)).not.toContain('damage.foremast');
    expect(writes.find((w) => w.path === 'damage.points')).toEqual({
      path: 'damage.points',
      before: 0,
      after: 15,
      below: null,
    });
  });

  it('marks the ship for a strike test when a trigger fires (more than 15 DP in a turn)', () => {
    const { card, target } = fiveHitBroadside();
    const before = frenchSeventyFour('Le Tonnant', { turn: { damagePoints: 3 } });
    const { source } = applyChange(before, card.changes[0]!);
    expect(source.strike).toEqual({ marked: true, triggers: ['b'], status: 'fighting' });
    expect(source.turn.damagePoints).toBe(18);
    expect(target.source.strike.marked).toBe(false);
  });

  it('knows every key of an engine ship state once: the keys a card is checked for and merged by', () => {
    const ship = frenchSeventyFour('Le Tonnant');
    expect([...SHIP_STATE_KEYS].sort()).toEqual(Object.keys(shipStateOf(ship.source, ship.derived)).sort());
  });

  it('puts the card on a ship that changed since the roll: counts add, masts join', () => {
    const { card } = fiveHitBroadside();
    const now = frenchSeventyFour('Le Tonnant', { damage: { points: 4, foremast: true } });
    const current = shipStateOf(now.source, now.derived);
    const merged = mergeOutcome(current, card.changes[0]!.before!, card.changes[0]!.after!);
    expect(merged.damagePoints).toBe(19);
    expect(merged.mastsLost).toEqual(['fore', 'main']);
    // The desk writes exactly that difference onto her.
    const { source } = applyChange(now, card.changes[0]!);
    expect(source.damage).toMatchObject({ points: 19, foremast: true, mainmast: true });
    expect(source.turn.damagePoints).toBe(15);
  });

  it('is the card’s own after-state when nothing changed in between', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (points) => {
        const ship = frenchSeventyFour('T', { damage: { points } });
        const s = shipStateOf(ship.source, ship.derived);
        const after = {
          ...s,
          damagePoints: Math.min(s.baseFactor, s.damagePoints + 7),
          mastsLost: ['main' as const],
          fire: 'fire' as const,
        };
        expect(mergeOutcome(s, s, after)).toEqual(after);
      }),
    );
  });

  it('records a strike test consequence and clears the mark with its triggers', () => {
    const ship = frenchSeventyFour('T', { strike: { marked: true, triggers: ['a'] } });
    const { intents, source } = applyChange(ship, { actorUuid: 'Actor.T', name: 'T', strikeStatus: 'retiring' });
    expect(intents).toEqual([
      { path: 'strike.status', change: 'retiring' },
      { path: 'strike.marked', change: false },
      { path: 'strike.triggers.a', change: false },
    ]);
    expect(source.strike).toEqual({ marked: false, triggers: [], status: 'retiring' });
    expect(source.damage).toEqual(ship.source.damage);
  });
});

describe('the card footer', () => {
  const card = (): ApplicableCard => ({
    changes: [
      { actorUuid: 'Actor.target', name: 'T' },
      { actorUuid: 'Actor.firer', name: 'F' },
    ],
  });

  it('offers Apply on an open card to the GM, its author and the commander of a ship it changes, never to a bystander', () => {
    expect(footerFor(card(), ledgerEntry(), GM_READER)).toMatchObject({
      stateKey: '',
      canApply: true,
      canUndo: false,
      canApprove: false,
    });
    expect(footerFor(card(), ledgerEntry(), reader('u-anne')).canApply).toBe(true);
    expect(footerFor(card(), ledgerEntry(), reader('u-jacques', ['Actor.target'])).canApply).toBe(true);
    expect(footerFor(card(), ledgerEntry(), reader('u-ned')).canApply).toBe(false);
    // Not yet sealed by the GM's desk: the same buttons.
    expect(footerFor(card(), null, reader('u-jacques', ['Actor.target'])).canApply).toBe(true);
  });

  it('says who applied it, and gives only the GM the undo', () => {
    const applied = appliedEntry('u-jacques');
    expect(footerFor(card(), applied, GM_READER)).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.applied',
      stateData: { name: 'Jacques' },
      canApply: false,
      canUndo: true,
      revision: 1,
    });
    expect(footerFor(card(), applied, reader('u-anne', ['Actor.target', 'Actor.firer']))).toMatchObject({
      canApply: false,
      canUndo: false,
    });
  });

  it('puts a card a player asked for before the GM alone, and shows a changed or void card without buttons', () => {
    const awaiting = ledgerEntry({ status: 'awaiting', revision: 2, awaiting: { by: 'u-jacques', option: null } });
    expect(footerFor(card(), awaiting, GM_READER)).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.awaiting',
      stateData: { name: 'Jacques', option: '' },
      canApprove: true,
      canApply: false,
      revision: 2,
    });
    expect(footerFor(card(), awaiting, reader('u-jacques', ['Actor.target']))).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.awaiting',
      canApprove: false,
      canApply: false,
    });
    expect(footerFor(card(), ledgerEntry(), GM_READER, { sealed: false })).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.changed',
      canApply: false,
      canUndo: false,
    });
    expect(footerFor(card(), ledgerEntry({ status: 'void', reason: 'notYourShip' }), GM_READER)).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.void.notYourShip',
      canApply: false,
    });
    expect(footerFor(card(), ledgerEntry({ gmOnly: 'late' }), GM_READER)).toMatchObject({
      stateKey: 'BROADSIDE.Card.State.late',
      canApply: true,
    });
  });

  it('has nothing to show on a card that changes nothing', () => {
    expect(footerFor({ changes: [] }, null, GM_READER)).toMatchObject({
      stateKey: '',
      canApply: false,
      choices: [],
      canUndo: false,
    });
  });
});
