import { describe, expect, it } from 'vitest';
import { pathPrompts } from '../../../src/modules/kmh/path-prompts';

describe('tests the path calls for', () => {
  it('sees a turn into the dead zone and through the eye of the wind', () => {
    expect(pathPrompts([{ from: { heading: 90 }, turn: 10 }], 0)).toEqual([]);
    expect(pathPrompts([{ from: { heading: 90 }, turn: -60 }], 0)).toEqual(['deadZone']);
    expect(pathPrompts([{ from: { heading: 60 }, turn: -120 }], 0)).toEqual(['deadZone', 'tack']);
    expect(pathPrompts([{ from: { heading: 350 }, turn: 0 }], 0)).toEqual(['deadZone']);
  });
});
