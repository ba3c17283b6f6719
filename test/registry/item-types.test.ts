/** The item types the modules bring: each registered once, all handed to Foundry together. */
import { describe, expect, it } from 'vitest';
import { itemTypes, registerItemType, type ItemModel } from '../../src/registry/item-types';
import { DATA_MODELS } from '../../src/data/models';

describe('item types', () => {
  it("list the modules' subtypes, the weapon among them, as the document types' data models", () => {
    const net = class {} as unknown as ItemModel;
    registerItemType('boardingNet', net);
    expect(itemTypes().boardingNet).toBe(net);
    expect(Object.keys(DATA_MODELS.Item)).toEqual(['weapon', 'boardingNet']);
  });
  it('refuse a subtype another module already brings', () => {
    expect(() => registerItemType('weapon', class {} as unknown as ItemModel)).toThrow(/registered twice/);
  });
});
