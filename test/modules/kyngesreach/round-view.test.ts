/**
 * What the tracker shows of Kyngesreach's rounds, from plain squadrons: the contest's two ships,
 * who may roll it and turn the round, the holder marked, the firing order by the gauge, and each
 * ship's batteries with their reload countdown.
 */
import { describe, expect, it } from 'vitest';
import { groupSquadrons } from '../../../src/data/squadrons';
import { KR_ROUNDS_TEMPLATE, roundSection, type BatteryReading } from '../../../src/modules/kyngesreach/round-view';
import { TEMPLATES } from '../../../src/modules/kyngesreach/templates';
import { KR_TURN_SEQUENCE, triesAsk } from '../../../src/modules/kyngesreach/rounds';
import type { BroadsideCombat } from '../../../src/combat/combat';
import { contestantsOf, krRound, roundUpdate } from '../../../src/modules/kyngesreach/round-store';
import { ship } from '../../combat/battle';

const defiance = ship({ name: 'HMS Defiance', flagship: true, ownerIds: ['u-pellew'] });
const ajax = ship({ name: 'HMS Ajax', ownerIds: ['u-hornblower'] });
const tonnant = ship({ name: 'Le Tonnant', nationality: 'French', side: 'hostile' });
const fougueux = ship({ name: 'Fougueux', nationality: 'French', side: 'hostile', flagship: true, outOfAction: true });
const squadrons = groupSquadrons([defiance, ajax, tonnant, fougueux]);

const loaded: BatteryReading = { port: { guns: 37, reload: 0 }, starboard: { guns: 37, reload: 0 } };
const batteries = (uuid: string): BatteryReading | null =>
  uuid === defiance.actorUuid ? { port: { guns: 37, reload: 0 }, starboard: { guns: 30, reload: 2 } } : loaded;
const gm = { id: 'u-gm', isGM: true };
const view = (over: Partial<Parameters<typeof roundSection>[0]>) =>
  roundSection({ round: 1, gauge: null, squadrons, user: gm, batteries, tries: { a: null, b: null }, ...over });

describe("Kyngesreach's rounds on the tracker", () => {
  it('contests the gauge between each side’s leading ship afloat (decision kr-gauge-contestants)', () => {
    const pair = contestantsOf(squadrons);
    // Fougueux, the French flagship, is out of the fight: her squadron's first ship afloat leads.
    expect([pair?.a.name, pair?.b.name]).toEqual(['HMS Defiance', 'Le Tonnant']);
    expect(contestantsOf(groupSquadrons([defiance, ajax]))).toBeNull();
  });

  it('offers the GM to begin, then to roll the contest and turn the round', () => {
    expect(view({ round: 0 })).toMatchObject({ begun: false, canBegin: true, canContest: false, canNextRound: false });
    expect(view({})).toMatchObject({ begun: true, canContest: true, canNextRound: true, contested: false, order: [] });
    expect(view({ squadrons: groupSquadrons([defiance]) })).toMatchObject({ contest: null, canContest: false });
  });

  it('lets a player roll the contest only for his own contesting ship, and never turn the round', () => {
    expect(view({ user: { id: 'u-pellew', isGM: false } })).toMatchObject({ canContest: true, canNextRound: false });
    expect(view({ user: { id: 'u-hornblower', isGM: false } })).toMatchObject({ canContest: false });
    expect(view({ round: 0, user: { id: 'u-pellew', isGM: false } })).toMatchObject({ canBegin: false });
  });

  it('marks the holder and orders the fire by the gauge; after a tie everyone fires at once', () => {
    const held = view({ gauge: { round: 1, holder: tonnant.actorUuid } });
    expect(held).toMatchObject({ contested: true, canContest: false, holder: 'Le Tonnant', tie: false });
    expect(held.order).toEqual([
      { names: 'Le Tonnant', first: true },
      { names: 'HMS Defiance, HMS Ajax', first: false },
    ]);
    const rows = held.squadrons.flatMap((s) => s.ships);
    expect(rows.filter((r) => r.holder).map((r) => r.name)).toEqual(['Le Tonnant']);
    expect(rows.filter((r) => r.contesting).map((r) => r.name)).toEqual(['HMS Defiance', 'Le Tonnant']);
    const tie = view({ gauge: { round: 1, holder: null } });
    expect(tie).toMatchObject({ tie: true, holder: '' });
    expect(tie.order).toEqual([{ names: 'HMS Defiance, HMS Ajax, Le Tonnant', first: false }]);
    // A record of an earlier round holds nothing in this one.
    expect(view({ round: 2, gauge: { round: 1, holder: tonnant.actorUuid } })).toMatchObject({
      contested: false,
      holder: '',
      canContest: true,
    });
  });

  it("shows each ship's batteries with their reload countdown", () => {
    const row = view({})
      .squadrons.flatMap((s) => s.ships)
      .find((r) => r.name === 'HMS Defiance')!;
    expect(row.batteries).toEqual([
      { sideKey: 'BROADSIDE.Kr.Side.port', guns: 37, reload: 0, loaded: true },
      { sideKey: 'BROADSIDE.Kr.Side.starboard', guns: 30, reload: 2, loaded: false },
    ]);
  });

  it('gives the tracker its own part, loaded at init, and buttons of its own', () => {
    // Its own part lies in its folder, among the templates the module lists for the entry to load.
    expect(KR_ROUNDS_TEMPLATE).toBe('templates/modules/kyngesreach/rounds.hbs');
    expect(TEMPLATES).toContain(KR_ROUNDS_TEMPLATE);
    expect(Object.keys(KR_TURN_SEQUENCE.trackerActions ?? {})).toEqual(['krContest', 'krNextRound', 'krTry']);
  });

  it('reads the round defensively and writes a new one with the gauge cleared', () => {
    expect(krRound(null)).toBe(0);
    expect(krRound({ modules: { kyngesreach: { round: -2 } } })).toBe(0);
    expect(krRound({ modules: { kyngesreach: { round: 'x' } } })).toBe(0);
    expect(krRound(roundUpdate(3))).toBe(3);
    expect(roundUpdate(3)).toEqual({ modules: { kyngesreach: { round: 3, gauge: null, tries: null } } });
  });

  it("offers each side's tries to its commander only, from round 2 until the contest (decision kr-gauge-tries)", () => {
    const pellew = { id: 'u-pellew', isGM: false };
    const tries = { a: { ship: defiance.actorUuid, tactics: true, magicWind: false }, b: null };
    // Round 1 is Weather Sense alone: nothing to try.
    expect(view({ tries }).tries).toEqual([]);
    expect(view({ round: 2, tries, user: pellew }).tries).toEqual([
      { ship: defiance.actorUuid, name: 'HMS Defiance', tactics: true, magicWind: false, canChoose: true },
      { ship: tonnant.actorUuid, name: 'Le Tonnant', tactics: false, magicWind: false, canChoose: false },
    ]);
    expect(view({ round: 2, tries }).tries.map((t) => t.canChoose)).toEqual([true, true]);
    expect(view({ round: 2, tries, user: { id: 'u-hornblower', isGM: false } }).tries.map((t) => t.canChoose)).toEqual([
      false,
      false,
    ]);
    // After the contest the choice stands as it was rolled, for everyone to read.
    const contested = view({ round: 2, tries, gauge: { round: 2, holder: defiance.actorUuid } });
    expect(contested.tries.map((t) => [t.tactics, t.canChoose])).toEqual([
      [true, false],
      [false, false],
    ]);
    // A choice made for a ship that no longer leads her side is not hers.
    const stale = { a: { ship: ajax.actorUuid, tactics: true, magicWind: true }, b: null };
    expect(view({ round: 2, tries: stale }).tries[0]).toMatchObject({ tactics: false, magicWind: false });
  });

  it("turns over the pressed try and keeps the side's other, for the round shown", () => {
    const tries = { round: 2, a: { ship: defiance.actorUuid, tactics: true, magicWind: false }, b: null };
    const combat = {
      id: 'c1',
      battleData: { modules: { kyngesreach: { round: 2, tries } } },
    } as unknown as BroadsideCombat;
    expect(triesAsk(combat, defiance.actorUuid, 'magicWind')).toEqual({
      kind: 'krTries',
      combatId: 'c1',
      round: 2,
      ship: defiance.actorUuid,
      tactics: true,
      magicWind: true,
    });
    expect(triesAsk(combat, defiance.actorUuid, 'tactics')).toMatchObject({ tactics: false, magicWind: false });
    expect(triesAsk(combat, tonnant.actorUuid, 'tactics')).toMatchObject({ tactics: true, magicWind: false });
    expect(triesAsk(combat, defiance.actorUuid, 'boarding')).toBeNull();
    expect(triesAsk(combat, undefined, 'tactics')).toBeNull();
  });
});
