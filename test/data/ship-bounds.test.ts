/**
 * The bounds of a ship's lists in her schema (decision ship-crew-bound; KMH's strike triggers): a
 * client may write any list to the server, and Foundry refuses one longer than its field's `max`
 * or one its `validate` refuses.
 */
import { describe, expect, it } from 'vitest';
import { MAX_SHIP_CREW, STRIKE_TRIGGERS, crewList, defineShipSchema } from '../../src/data/ship';
import { kmhShipFields } from '../../src/modules/kmh/ship';

type Options = { max?: number; validate?: (v: unknown) => boolean };
const optionsOf = (field: unknown) => (field as { options: Options }).options;

describe("a ship's crew list", () => {
  it('holds at most MAX_SHIP_CREW entries, each Crew actor once', () => {
    const crew = optionsOf(defineShipSchema().crew);
    expect(crew.max).toBe(MAX_SHIP_CREW);
    const pellew = { actor: 'Actor.pellew', role: 'masterGunner' };
    expect(crew.validate?.([pellew, { actor: 'Actor.bush', role: 'lieutenant' }])).toBe(true);
    expect(crew.validate?.([pellew, { ...pellew, role: 'captain' }])).toBe(false);
  });

  it('is read to its first MAX_SHIP_CREW entries, each actor in his first post', () => {
    const listed = [
      { actor: 'Actor.pellew', role: 'masterGunner' },
      { actor: 'Actor.pellew', role: 'captain' },
      ...Array.from({ length: 40 }, (_, i) => ({ actor: `Actor.hand${i}`, role: 'lieutenant' })),
    ];
    const read = crewList(listed);
    expect(read).toHaveLength(MAX_SHIP_CREW - 1);
    expect(read[0]).toEqual({ actor: 'Actor.pellew', role: 'masterGunner' });
    expect(new Set(read.map((e) => e.actor)).size).toBe(read.length);
  });
});

describe("a ship's strike triggers (KMH)", () => {
  it('hold each trigger at most once: no longer than the list of triggers', () => {
    expect(optionsOf(kmhShipFields().strike.fields.triggers).max).toBe(STRIKE_TRIGGERS.length);
  });
});
