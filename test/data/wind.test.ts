import { describe, expect, it } from 'vitest';
import { installFoundryFields } from '../support/foundry-fields';
import { initialSource } from '../support/schema-check';

installFoundryFields();
const { defineWindSchema, windStateOf, windUpdateFrom } = await import('../../src/data/wind');
import type { WindSource } from '../../src/data/wind';
const wind = (over: Partial<WindSource> = {}) => ({
  ...(initialSource(defineWindSchema()) as unknown as WindSource),
  ...over,
});

describe('the world wind', () => {
  it('starts from the top of the scene, calm sea, strength 2', () => {
    expect(wind()).toEqual({ fromDegrees: 0, strength: 2, becalmed: false, sea: 'calm' });
  });

  it('reads a choppy or gale sea as choppy for the KMH engine', () => {
    expect(windStateOf(wind({ sea: 'gale', fromDegrees: 90 }))).toEqual({
      fromDegrees: 90,
      becalmed: false,
      choppy: true,
    });
    expect(windStateOf(wind({ sea: 'calm' })).choppy).toBe(false);
  });

  it('takes back the engine’s new direction and sea, keeping a gale a gale', () => {
    expect(windUpdateFrom({ fromDegrees: 405, becalmed: true, choppy: true }, wind({ sea: 'gale' }))).toEqual(
      wind({ fromDegrees: 45, becalmed: true, sea: 'gale' }),
    );
    expect(windUpdateFrom({ fromDegrees: 315, becalmed: false, choppy: false }, wind({ sea: 'gale' })).sea).toBe(
      'calm',
    );
  });
});
