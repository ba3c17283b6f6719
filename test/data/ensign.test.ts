/** A nation's ensign colour, as the tracker's rows and the ships' tokens show it. */
import { describe, expect, it } from 'vitest';
import { ensignColour } from '../../src/data/ensign';

describe('ensignColour', () => {
  it('tells the usual nations apart, in English or German, whatever the case', () => {
    expect(ensignColour('British', 'friendly')).toBe(ensignColour('englisch', 'hostile'));
    expect(ensignColour('FRENCH', 'hostile')).toBe(ensignColour('Französisch', 'friendly'));
    expect(ensignColour('British', 'friendly')).not.toBe(ensignColour('French', 'friendly'));
    expect(ensignColour('Spanish navy', 'hostile')).toBe(ensignColour('Spanish', 'hostile'));
  });

  it("gives a nation it does not know, or none, her side's colour", () => {
    expect(ensignColour('Ruritanian', 'friendly')).toBe(ensignColour('', 'friendly'));
    expect(ensignColour('', 'friendly')).not.toBe(ensignColour('', 'hostile'));
    expect(ensignColour('Britishish', 'hostile')).toBe(ensignColour('', 'hostile'));
  });
});
