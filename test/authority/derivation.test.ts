/**
 * The derivation of a card from its recorded dice (decision desk-derive): the rolls as a message
 * keeps them are read back strictly, and an honest card of every kind, rolled on any dice, is
 * derived back to exactly its own changes, so no honest card is ever void.
 */
import { describe, expect, it } from 'vitest';
import { RandomDice, RecordingDice, seededRandom, type DiceSource } from '../../src/rules/dice/dice';
import { RecordedDice, rollJson, rollRecords } from '../../src/authority/roll-record';
import { asRolled, derivationProblem, deriveCard, type DeriveFigures } from '../../src/authority/derivation';
import { broadsideCardRule } from '../../src/modules/kmh/gunnery/broadside-card';
import { strikeTestCardRule } from '../../src/modules/kmh/gunnery/strike';
import { turnRollCardRule } from '../../src/modules/kmh/turn-rolls';
import { TURN_ROLLS, type TurnRoll } from '../../src/data/turn-roll-kinds';
import { optionsFor } from '../../src/modules/kmh/turn-roll-options';
import { bombCardRule } from '../../src/modules/kmh/gunnery/bomb';
import { boardingStepCardRule, grappleCardRule, startRecord } from '../../src/modules/kmh/boarding/card';
import { defaultFireInput, fireOrder } from '../../src/modules/kmh/gunnery/fire';
import type { ShipRef } from '../../src/data/ship-ref';
import { shipStateOf } from '../../src/data/ship-state';
import type { BoardingRecord } from '../../src/data/card-changes';
import type { AnyCard } from '../../src/data/card-model';
import { bombKetch, frenchSeventyFour, seventyFour } from '../chat/fixtures';
import { KMH_MODULE } from '../support/kmh-module';
import { runInit } from '../support/table-init';

// KMH's card kinds derive as the module's own `register` wires them, in the entry's init.
runInit([KMH_MODULE]);

/** A card from its rule on seeded dice, with the rolls the dice port would have posted. */
function roll<C extends AnyCard>(rule: (dice: DiceSource) => C, seed: number): { card: C; rolls: string[] } {
  const dice = new RecordingDice(new RandomDice(seededRandom(seed)));
  const card = rule(dice);
  return { card, rolls: dice.records.filter((r) => r.count > 0).map(rollJson) };
}

const figures = (ships: ShipRef[], boarding: BoardingRecord | null = null): DeriveFigures => ({
  ship: (uuid) => ships.find((s) => s.uuid === uuid) ?? null,
  boarding: () => boarding,
});

describe('the rolls a message keeps', () => {
  it('are read back as the requests they answered', () => {
    const records = [
      { count: 9, faces: 6, results: [1, 2, 3, 4, 5, 6, 6, 5, 4] },
      { count: 1, faces: 10, results: [10] },
    ];
    expect(rollRecords(records.map(rollJson))).toEqual(records);
  });

  it('refuse what the dice port never makes: two dice terms, a dropped die, a face past the die, a count that does not add up, no JSON', () => {
    const good = JSON.parse(rollJson({ count: 2, faces: 6, results: [3, 4] })) as { terms: Record<string, unknown>[] };
    const variants = [
      { ...good, terms: [...good.terms, ...good.terms] },
      {
        ...good,
        terms: [
          {
            ...good.terms[0],
            results: [
              { result: 3, active: false },
              { result: 4, active: true },
            ],
          },
        ],
      },
      {
        ...good,
        terms: [
          {
            ...good.terms[0],
            results: [
              { result: 7, active: true },
              { result: 4, active: true },
            ],
          },
        ],
      },
      { ...good, terms: [{ ...good.terms[0], number: 3 }] },
    ];
    for (const v of variants) expect(rollRecords([JSON.stringify(v)])).toBeNull();
    expect(rollRecords(['{"class":"Roll"'])).toBeNull();
    expect(rollRecords(Array.from({ length: 65 }, () => rollJson({ count: 1, faces: 6, results: [1] })))).toBeNull();
  });

  it('are handed back in order, each only to a request for the same dice', () => {
    const dice = new RecordedDice([{ count: 2, faces: 6, results: [3, 4] }]);
    expect(dice.roll(0, 6)).toEqual([]);
    expect(() => new RecordedDice([{ count: 2, faces: 6, results: [3, 4] }]).roll(2, 10)).toThrow();
    expect(dice.roll(2, 6)).toEqual([3, 4]);
    expect(dice.spent).toBe(true);
    expect(() => dice.roll(1, 6)).toThrow();
  });
});

describe('a ship as the card found her', () => {
  it('is her sheet with the damage her change starts from', () => {
    const ship = seventyFour();
    const sheet = shipStateOf(ship.source, ship.derived);
    const before = {
      ...sheet,
      damagePoints: 30,
      mastsLost: ['main' as const],
      boats: sheet.boats - 2,
      boatsLost: 2,
      secondaryStruck: 3,
      fire: 'fire' as const,
      movesBurning: 1,
    };
    const rolledOn = asRolled(ship, before);
    expect(shipStateOf(rolledOn.source, rolledOn.derived)).toEqual(before);
    expect(asRolled(ship, undefined)).toBe(ship);
  });
});

describe('an honest card is derived back to its own changes, whatever its dice', () => {
  const firer = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
  const target = frenchSeventyFour('Le Tonnant', { damage: { points: 20 } });
  const friend = seventyFour('HMS Ajax');

  it('broadsides at every range, raked and into a boarding', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const input = {
        ...defaultFireInput('starboard', null),
        distanceCm: 2 + (seed % 38),
        rake: seed % 3 === 0 ? ('bow' as const) : ('none' as const),
        aim: seed % 2 && seed % 38 > 6 ? ('rigging' as const) : ('hull' as const),
      };
      const into = seed % 4 === 0 ? friend : null;
      // Some her first broadside from that side, some on a choppy sea, some bow chasers.
      const order = {
        ...fireOrder(
          firer,
          { ...input, side: seed % 7 === 0 ? ('bow' as const) : ('starboard' as const) },
          seed % 5 === 0,
        ),
        first: seed % 6 === 0,
      };
      const { card, rolls } = roll(broadsideCardRule(firer, target, order, into), seed);
      expect(
        derivationProblem(JSON.parse(JSON.stringify(card)) as AnyCard, rolls, figures([firer, target, friend])),
        `seed ${seed}`,
      ).toBeNull();
    }
  });

  it('every turn roll, strike test, mortar shell, grapple and boarding round', () => {
    const burning = seventyFour('HMS Defiance', {
      damage: { points: 30, onFire: true, steering: true, movesBurning: 1 },
    });
    const foundering = seventyFour('HMS Defiance', {
      damage: { points: 74, fate: 'foundering', founderMovesLeft: 3 },
    } as never);
    const options = {
      fastestSpeedCm: 12,
      forwardThird: true,
      damagePoints: 4,
      fireshipMovedCm: 6,
      rolledDistanceCm: 10,
      windAstern: true,
      quarter: 'bow',
      sounding: true,
      speedCm: 2,
    } as const;
    const marked = seventyFour('HMS Defiance', {
      strike: { marked: true, triggers: ['a'], status: 'fighting' },
    } as never);
    const ketch = bombKetch();
    const a = { ship: firer, prize: false };
    const d = { ship: target, prize: false };
    const record = startRecord(a, d);
    for (let seed = 1; seed <= 40; seed++) {
      const cards: { card: AnyCard; rolls: string[]; ships: ShipRef[]; record?: BoardingRecord }[] = [];
      for (const r of TURN_ROLLS) {
        if (r === 'launchBoats' || r === 'stowBoats') continue;
        const ship = r === 'founder' ? foundering : burning;
        // The options the roll reads, as the sheet's button keeps them.
        cards.push({
          ...roll(turnRollCardRule(r as TurnRoll, ship, optionsFor(r as TurnRoll, options)), seed),
          ships: [ship],
        });
      }
      cards.push({
        ...roll(
          strikeTestCardRule(marked, {
            around: { friendsStruckInSight: seed % 3 },
            input: { retiringConditions: { isolatedByEnemy: seed % 2 === 0 } },
          }),
          seed,
        ),
        ships: [marked],
      });
      cards.push({
        ...roll(
          bombCardRule(ketch, target, { distanceCm: 15 + (seed % 30), targetMovedCm: seed % 7, stationary: true }),
          seed,
        ),
        ships: [ketch, target],
      });
      cards.push({ ...roll(grappleCardRule(a, d, 1 + (seed % 2)), seed), ships: [firer, target] });
      cards.push({ ...roll(boardingStepCardRule(record, a, d), seed), ships: [firer, target], record });
      for (const { card, rolls, ships, record: r } of cards) {
        const options = card.kind === 'turnRoll' ? card.options : null;
        expect(
          derivationProblem(JSON.parse(JSON.stringify(card)) as AnyCard, rolls, figures(ships, r ?? null)),
          `${card.kind} ${card.kind === 'turnRoll' ? card.roll : ''} ${JSON.stringify(options)} seed ${seed}`,
        ).toBeNull();
      }
    }
  });

  it('and a forged change, a dropped die or a card from other figures is found', () => {
    const order = fireOrder(firer, { ...defaultFireInput('starboard', null), distanceCm: 16 }, false);
    const { card, rolls } = roll(broadsideCardRule(firer, target, order), 3);
    const all = figures([firer, target]);
    const forged = {
      ...card,
      changes: card.changes.map((c) => ({ ...c, after: { ...c.after!, damagePoints: c.after!.damagePoints + 40 } })),
    };
    expect(derivationProblem(forged, rolls, all)).toEqual({ code: 'outcomeDiffers', ship: 'Le Tonnant' });
    expect(derivationProblem(card, rolls.slice(1), all)).toEqual({ code: 'diceDiffer' });
    expect(derivationProblem(card, rolls, figures([firer]))).toEqual({ code: 'shipGone', ship: 'Le Tonnant' });
    // A plan of forty dice from a ship whose sheet gives nine, with forty dice to match: not the shot her sheet and the
    // order give.
    const forty = roll(broadsideCardRule(firer, target, order), 3);
    const many = { ...forty.card, plan: { ...forty.card.plan, pool: 40 } };
    const fortyDice = [rollJson({ count: 40, faces: 6, results: Array<number>(40).fill(6) }), ...forty.rolls.slice(1)];
    expect(derivationProblem(many, fortyDice, all)).toEqual({ code: 'diceDiffer' });
    expect(derivationProblem({ ...card, plan: { ...card.plan, toHit: 2 } }, rolls, all)).toEqual({
      code: 'outcomeDiffers',
      ship: 'HMS Defiance',
    });
    // An order the dialog never gives, or none at all.
    expect(deriveCard({ ...card, order: { ...order, shot: 'hotShot' } } as unknown as AnyCard, rolls, all)).toEqual({
      code: 'rollUntold',
    });
    expect(deriveCard({ ...card, order: null }, rolls, all)).toEqual({ code: 'rollUntold' });
  });
});

describe('a card of a kind nothing on this client derives', () => {
  it('counts for nothing: a forged module card whose module gave no derivation here is refused, not passed', () => {
    // Kyngesreach's card kind is not wired in this file, as on a client whose module failed to register.
    const forged = {
      kind: 'gunnery',
      module: 'kyngesreach',
      firer: { uuid: 'Actor.a', name: 'Defiance' },
      target: { uuid: 'Actor.b', name: 'Le Tonnant' },
      order: {},
      record: {},
      changes: [{ actorUuid: 'Actor.b', name: 'Le Tonnant', part: { module: 'kyngesreach', before: {}, after: {} } }],
      choice: null,
    } as unknown as AnyCard;
    const nobody: DeriveFigures = { ship: () => null, boarding: () => null };
    expect(derivationProblem(forged, [], nobody)).toEqual({ code: 'rollUntold' });
  });
});
