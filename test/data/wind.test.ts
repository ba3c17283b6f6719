import { describe, expect, it } from 'vitest';
import { installFoundryFields } from '../support/foundry-fields';
import { initialSource } from '../support/schema-check';

installFoundryFields();
const { defineWindSchema } = await import('../../src/data/wind');
import type { WindSource } from '../../src/data/wind';
const wind = (over: Partial<WindSource> = {}) => ({
  ...(initialSource(defineWindSchema()) as unknown as WindSource),
  ...over,
});

describe('the world wind', () => {
  it('starts from the top of the scene, calm sea, strength 2', () => {
    expect(wind()).toEqual({ fromDegrees: 0, strength: 2, becalmed: false, sea: 'calm' });
  });
});
