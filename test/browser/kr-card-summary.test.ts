/**
 * The Kyngesreach card's lead in words, in both languages, for what a broadside that strikes her
 * masts and guns writes: each figure read from the part change, the sinking state only when it moved.
 */
import { describe, expect, it } from 'vitest';
import { summaryText } from '../../src/chat/summary-text';
import { krShipSummary } from '../../src/modules/kyngesreach/view';
import type { GunneryChange } from '../../src/authority/gunnery';
import { format, lookup, type LangTree } from '../support/lang';
import { languages } from '../support/render';

function i18n(lang: 'en' | 'de') {
  const tree: LangTree = languages()[lang]!;
  return {
    lang,
    has: (key: string) => lookup(tree, key) !== undefined,
    format: (key: string, data: Record<string, string> = {}) => {
      const text = lookup(tree, key);
      if (text === undefined) throw new Error(`${key} is missing from lang/${lang}.json`);
      return format(text, data);
    },
  };
}

const tracks = (over: Record<string, number | boolean> = {}) => ({
  hipLost: 0,
  sailLost: 0,
  readinessLost: 0,
  riggingHits: 0,
  fires: 0,
  steeringDamaged: false,
  magazineHits: 0,
  injuries: 0,
  majorHits: 0,
  'masts.main.lost': false,
  'masts.fore.lost': false,
  'batteries.port.gunsLost': 0,
  'batteries.starboard.gunsLost': 0,
  ...over,
});

const change = (before: Record<string, number | boolean>, after: Record<string, number | boolean>): GunneryChange => ({
  actorUuid: 'Actor.tonnant',
  name: 'Le Tonnant',
  part: { module: 'kyngesreach', before: tracks(before), after: tracks(after) },
});

describe('Kyngesreach card lead', () => {
  it('names the HIP, masts and guns lost, the criticals and the new sinking state, in en and de', () => {
    const line = krShipSummary(
      change(
        { hipLost: 100, 'batteries.port.gunsLost': 1 },
        {
          hipLost: 400,
          'masts.main.lost': true,
          'batteries.port.gunsLost': 3,
          'batteries.starboard.gunsLost': 1,
          fires: 1,
          steeringDamaged: true,
        },
      ),
      1000,
    );
    expect(summaryText(i18n('en'), line)).toBe(
      'Le Tonnant takes 300 HIP, her mainmast and 3 guns. She catches fire. She suffers steering damage. ' +
        'She now shows noticeable stress.',
    );
    expect(summaryText(i18n('de'), line)).toBe(
      'Le Tonnant erleidet 300 HIP, ihren Großmast und 3 Geschütze. Sie fängt Feuer. ' +
        'Sie erleidet einen Ruderschaden. Sie steht jetzt unter merklicher Belastung.',
    );
  });

  it('leaves the sinking state out while it holds, and a gun lost is one gun', () => {
    const line = krShipSummary(change({}, { hipLost: 50, 'batteries.starboard.gunsLost': 1 }), 1000);
    expect(summaryText(i18n('en'), line)).toBe('Le Tonnant takes 50 HIP and 1 gun.');
  });
});
