/**
 * Token bars over the stand-ins of test/support/fake-documents.ts: the ship's hull, a derived
 * track, is edited on the token HUD and the edit becomes damage; a crew's tokens show her hit points.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FakeActor,
  FakeTokenDocument,
  MODIFY_TOKEN_ATTRIBUTE,
  createActor,
  createActorAsCore,
  editOnHud,
  systemData,
} from '../support/fake-documents';
import { hasProperty } from '../support/objects';
import { deriveShip, shipSource } from '../support/fixtures';
import { crewSource, deriveCrew } from '../support/crew-fixtures';
import type * as ActorModule from '../../src/documents/actor';
import type * as TokenModule from '../../src/documents/token';
import type * as Ship from '../../src/data/ship';
import type * as Crew from '../../src/data/crew';

let actors: typeof ActorModule;
let tokens: typeof TokenModule;
let ShipModel: typeof Ship.ShipModel;
let CrewModel: typeof Crew.CrewModel;

beforeAll(async () => {
  const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
  Object.assign(Math, { clamp });
  Object.assign(globalThis, { Actor: FakeActor });
  const global = globalThis as unknown as { foundry: Record<string, unknown> };
  Object.assign(global.foundry, { documents: { TokenDocument: FakeTokenDocument }, utils: { hasProperty } });
  actors = await import('../../src/documents/actor');
  tokens = await import('../../src/documents/token');
  ({ ShipModel } = await import('../../src/data/ship'));
  ({ CrewModel } = await import('../../src/data/crew'));
  // As registerTokenBars registers it: Hooks.on('modifyTokenAttribute', hullBarEdit).
  MODIFY_TOKEN_ATTRIBUTE.push((data, updates, actor) => actors.hullBarEdit(data, updates, actor as never));
});

function ship(damagePoints: number) {
  const source = shipSource({ guns: 74, rate: 'third', damage: { points: damagePoints } });
  const derived = deriveShip(source);
  const system = systemData(ShipModel, {
    ...source,
    derived,
    hull: { value: derived.dpRemaining, max: derived.baseFactor },
  });
  return new actors.BroadsideActor({ type: 'ship', system } as never) as unknown as FakeActor;
}

describe("a ship's hull bar on the token HUD", () => {
  it('is read-only under core’s rule, the hull being derived', () => {
    const token = new FakeTokenDocument(ship(10), { attribute: 'hull' });
    expect(token.getBarAttribute('bar1')).toMatchObject({ type: 'bar', value: 64, max: 74, editable: false });
  });

  it('is editable with Broadside’s token document, and an edit to 50 left becomes 24 damage points', async () => {
    const actor = ship(10);
    const token = new tokens.BroadsideTokenDocument(
      actor as never,
      { attribute: 'hull' } as never,
    ) as unknown as FakeTokenDocument;
    expect(token.getBarAttribute('bar1')).toMatchObject({
      type: 'bar',
      attribute: 'hull',
      value: 64,
      max: 74,
      editable: true,
    });
    expect(await editOnHud(token, 50)).toBe('applied');
    expect(actor.updates).toEqual([{ 'system.damage.points': 24 }]);
  });

  it("goes through core's modifyTokenAttribute hook, so every other module's handler sees the edit", async () => {
    const actor = ship(10);
    const seen: unknown[] = [];
    MODIFY_TOKEN_ATTRIBUTE.push((data, updates) => void seen.push({ data, updates: { ...updates } }));
    try {
      await editOnHud(
        new tokens.BroadsideTokenDocument(
          actor as never,
          { attribute: 'hull' } as never,
        ) as unknown as FakeTokenDocument,
        50,
      );
    } finally {
      MODIFY_TOKEN_ATTRIBUTE.pop();
    }
    expect(seen).toEqual([
      { data: { attribute: 'hull', value: 50, isDelta: false, isBar: true }, updates: { 'system.damage.points': 24 } },
    ]);
  });

  it('takes a nested write of the hull out of the update too, and leaves other attributes alone', () => {
    const actor = ship(10);
    const nested: Record<string, unknown> = { system: { hull: { value: 50 }, other: 1 } };
    actors.hullBarEdit({ attribute: 'hull', value: -4, isDelta: true, isBar: true }, nested, actor as never);
    expect(nested).toEqual({ system: { other: 1 }, 'system.damage.points': 14 });
    const crew: Record<string, unknown> = { 'system.hitPoints.value': 3 };
    actors.hullBarEdit({ attribute: 'hitPoints', value: 3, isDelta: false, isBar: true }, crew, actor as never);
    expect(crew).toEqual({ 'system.hitPoints.value': 3 });
  });

  it('keeps an edit within the hull: more than she has repairs to whole, below nothing sinks her to 0 left', async () => {
    const actor = ship(10);
    const token = new tokens.BroadsideTokenDocument(
      actor as never,
      { attribute: 'hull' } as never,
    ) as unknown as FakeTokenDocument;
    await editOnHud(token, 90);
    await editOnHud(token, -5);
    expect(actor.updates).toEqual([{ 'system.damage.points': 0 }, { 'system.damage.points': 74 }]);
  });
});

describe('the token bar a new actor gets', () => {
  it("is the crew's hit points for a crew, a field of her model, and the hull for a ship", () => {
    const source = crewSource();
    const derived = deriveCrew(source);
    const crewSystem = systemData(CrewModel, {
      ...source,
      hitPoints: { value: derived.hitPoints, max: derived.maxHitPoints },
    });
    const crew = createActor(new FakeActor({ type: 'crew', system: crewSystem }), {}, (a, d) =>
      actors.giveTokenBar(a as never, d),
    );
    expect(crew.prototypeToken.bar1.attribute).toBe('hitPoints');
    expect(new FakeTokenDocument(crew, crew.prototypeToken.bar1).getBarAttribute('bar1')).toMatchObject({
      type: 'bar',
      editable: true,
    });
    const shipActor = createActor(ship(0), {}, (a, d) => actors.giveTokenBar(a as never, d));
    expect(shipActor.prototypeToken.bar1.attribute).toBe('hull');
  });

  it("is set by the actor's own pre-create step, with no preCreateActor hook at all", async () => {
    const source = crewSource();
    const derived = deriveCrew(source);
    const crewSystem = systemData(CrewModel, {
      ...source,
      hitPoints: { value: derived.hitPoints, max: derived.maxHitPoints },
    });
    const crew = await createActorAsCore(
      new actors.BroadsideActor({ type: 'crew', system: crewSystem } as never) as unknown as FakeActor,
      {},
    );
    expect(crew?.prototypeToken.bar1.attribute).toBe('hitPoints');
    const shipActor = await createActorAsCore(ship(0), {});
    expect(shipActor?.prototypeToken.bar1.attribute).toBe('hull');
    // A module's preCreateActor hook already sees the bar.
    const seen: (string | null)[] = [];
    await createActorAsCore(ship(0), {}, [(a) => void seen.push(a.prototypeToken.bar1.attribute)]);
    expect(seen).toEqual(['hull']);
  });

  it('is whatever the data brings, when it brings one', () => {
    const crew = createActor(
      new FakeActor({ type: 'crew', system: systemData(CrewModel, crewSource()) }),
      { prototypeToken: { bar1: { attribute: 'attributes.strength' } } },
      (a, d) => actors.giveTokenBar(a as never, d),
    );
    expect(crew.prototypeToken.bar1.attribute).toBe('attributes.strength');
  });
});
