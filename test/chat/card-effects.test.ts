import { describe, expect, it } from 'vitest';
import { effectsOf, effectText } from '../../src/chat/card-effects';
import { cardIntents } from '../../src/authority/writes/ship-paths';
import { fiveHitBroadside } from './fixtures';
import { format, localizer } from '../support/render';

describe('what applying a card will do, in words', () => {
  it('lists the five-hit broadside’s damage, boxes, mast and the boats lost with it as the approver reads them', () => {
    const { card, target } = fiveHitBroadside();
    const intents = cardIntents({ source: target.source, table: {} }, target.derived, card.changes[0]!);
    const { localize } = localizer('en');
    const texts = effectsOf(intents).map((e) => effectText(e, (k, d) => format(localize(k), d), localize));
    expect(texts).toEqual([
      'Damage points sustained +15',
      'Secondary speed boxes struck +11',
      'Mainmast destroyed',
      'Boats lost +2',
    ]);
  });

  it('names table records and strike changes, and leaves out the turn’s own tallies', () => {
    const items = effectsOf([
      { path: 'turn.damagePoints', change: 4 },
      { path: 'strike.triggers.b', change: true },
      { path: 'strike.status', change: 'struck' },
      { path: 'table.prize', change: { captorUuid: 'Actor.aaaaaaaaaaaaaaaa', captorName: 'Le Tonnant' } },
      { path: 'table.boarding', change: null },
      { path: 'damage.fate', change: 'sunk' },
    ]);
    const { localize } = localizer('de');
    expect(items.map((e) => effectText(e, (k, d) => format(localize(k), d), localize))).toEqual([
      // The trigger in words, not its letter.
      'muss eine Streichprobe ablegen: Mehr als 15 SP in diesem Zug',
      'Flagge: Hat die Flagge gestrichen',
      'eine Prise von Le Tonnant',
      'das Entergefecht endet',
      'Schicksal: Gesunken',
    ]);
  });
});
