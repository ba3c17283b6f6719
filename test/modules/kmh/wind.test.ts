import { describe, expect, it } from 'vitest';
import { installFoundryFields } from '../../support/foundry-fields';
import { initialSource } from '../../support/schema-check';

installFoundryFields();
const { defineWindSchema } = await import('../../../src/data/wind');
const { windStateOf, windUpdateFrom } = await import('../../../src/modules/kmh/wind');
import type { WindSource } from '../../../src/data/wind';
const wind = (over: Partial<WindSource> = {}) => ({
  ...(initialSource(defineWindSchema()) as unknown as WindSource),
  ...over,
});

describe('the world wind as the KMH engine reads it', () => {
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
