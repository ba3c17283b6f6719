/** A card's result in words: read from its changes, so it says what the card's events list and what Apply writes. */
import { describe, expect, it } from 'vitest';
import { cardSummary, shipSummary, summaryCounts } from '../../../src/modules/kmh/card-summary';
import { summaryText, type ShipSummary } from '../../../src/chat/summary-text';
import { damageEventViews } from '../../../src/modules/kmh/damage-events';
import type { DamageEvent } from '../../../src/rules/kmh';
import { shipStateOf } from '../../../src/data/ship-state';
import { bombCard, bombRule } from '../../../src/modules/kmh/gunnery/bomb';
import { ScriptedDice } from '../../../src/rules/dice/dice';
import { format, lookup, type LangTree } from '../../support/lang';
import { languages } from '../../support/render';
import { BOMB_HIT_WITH_MAST, applyChange, bombKetch, fiveHitBroadside, frenchSeventyFour } from '../../chat/fixtures';

function i18n(lang: 'en' | 'de') {
  const tree: LangTree = languages()[lang]!;
  const has = (key: string) => lookup(tree, key) !== undefined;
  return {
    lang,
    has,
    format: (key: string, data: Record<string, string> = {}) => {
      const text = lookup(tree, key);
      if (text === undefined) throw new Error(`${key} is missing from lang/${lang}.json`);
      return format(text, data);
    },
  };
}

/** What a card's list of events adds up to: the lines a reader finds below the summary. */
function eventSums(events: readonly DamageEvent[]) {
  const sum = (type: DamageEvent['type'], n: (e: DamageEvent) => number) =>
    events.filter((e) => e.type === type).reduce((total, e) => total + n(e), 0);
  return {
    damagePoints: sum('damagePoints', (e) => (e.type === 'damagePoints' ? e.amount : 0)),
    speedBoxes: sum('speedBoxes', (e) => (e.type === 'speedBoxes' ? e.secondary : 0)),
    masts: events.flatMap((e) => (e.type === 'mastLost' ? [e.mast] : [])),
    boats: sum('boatsLost', (e) => (e.type === 'boatsLost' ? e.count : 0)),
  };
}

describe("a card's summary", () => {
  it('is the sum of the five-hit broadside’s listed events, special damage included, and what Apply writes', () => {
    const { card, target } = fiveHitBroadside();
    const [line] = cardSummary(card.changes);
    const events = card.outcome.effects.target.events;
    // The listed events hold the mast and the boats it takes with it, not only the hits.
    expect(events.some((e) => e.type === 'mastLost')).toBe(true);
    expect(events.some((e) => e.type === 'boatsLost')).toBe(true);
    expect(summaryCounts(line!)).toEqual(eventSums(events));
    const { intents } = applyChange(target, card.changes[0]!);
    const written = (path: string) => intents.find((i) => i.path === path)?.change;
    const counts = summaryCounts(line!);
    expect(written('damage.points')).toBe(counts.damagePoints);
    expect(written('damage.speedBoxes')).toBe(counts.speedBoxes);
    expect(written('damage.boatsLost')).toBe(counts.boats);
    expect(written('damage.mainmast')).toBe(true);
    expect(counts.masts).toEqual(['main']);
    // More than the hits alone: the tally that once led the card told only of these.
    expect(counts.damagePoints).toBeGreaterThan(card.outcome.roll.damagePoints);
    expect(summaryText(i18n('en'), line!)).toBe(
      `Le Tonnant takes ${counts.damagePoints} DP, ${counts.speedBoxes} speed boxes, her mainmast and ` +
        `${counts.boats} boats.`,
    );
    expect(summaryText(i18n('de'), line!)).toBe(
      `Le Tonnant erleidet ${counts.damagePoints} SP, ${counts.speedBoxes} Fahrtkästchen, ihren Großmast und ` +
        `${counts.boats} Boote.`,
    );
  });

  it('is the sum of a bomb’s listed events on the target, mast and boats included', () => {
    const ketch = bombKetch();
    const target = frenchSeventyFour();
    const input = { distanceCm: 30, targetMovedCm: 0, stationary: true };
    const dice = new ScriptedDice(BOMB_HIT_WITH_MAST);
    const card = bombCard(ketch, target, input, bombRule(ketch, target, input)(dice));
    const [line] = cardSummary(card.changes);
    expect(line!.ship).toBe('Le Tonnant');
    const outcome = bombRule(ketch, target, input)(new ScriptedDice(BOMB_HIT_WITH_MAST));
    expect(summaryCounts(line!)).toEqual(eventSums(outcome.effects.target.events));
    expect(damageEventViews(outcome.effects.target.events)).toEqual(card.events);
  });

  it('says a missed ship is unharmed, and leaves out a change with nothing to say', () => {
    const ship = frenchSeventyFour();
    const state = shipStateOf(ship.source, ship.derived);
    const unharmed = shipSummary({ actorUuid: ship.uuid, name: 'Le Tonnant', before: state, after: state });
    expect(summaryText(i18n('en'), unharmed!)).toBe('Le Tonnant is unharmed.');
    expect(shipSummary({ actorUuid: ship.uuid, name: 'Le Tonnant', flags: { boarding: null } })).toBeNull();
  });

  it('words one of a thing and many, repairs, and what else befalls her, naming her once', () => {
    const ship = frenchSeventyFour();
    const before = { ...shipStateOf(ship.source, ship.derived), damagePoints: 20, secondaryStruck: 4 };
    const hit: ShipSummary = shipSummary({
      actorUuid: ship.uuid,
      name: 'Le Tonnant',
      before,
      after: {
        ...before,
        secondaryStruck: 5,
        boats: before.boats - 1,
        boatsLost: 1,
        fire: 'hazardous',
        steeringDamaged: true,
      },
      strikeStatus: 'struck',
    })!;
    expect(summaryText(i18n('en'), hit)).toBe(
      'Le Tonnant takes 1 speed box and 1 boat. She suffers steering damage. She catches fire near her magazine. ' +
        'She strikes her colours.',
    );
    expect(summaryText(i18n('de'), hit)).toBe(
      'Le Tonnant erleidet 1 Fahrtkästchen und 1 Boot. Sie erleidet Ruderschaden. ' +
        'Sie fängt Feuer nahe der Pulverkammer. Sie streicht die Flagge.',
    );
    const repaired = shipSummary({
      actorUuid: ship.uuid,
      name: 'Le Tonnant',
      before,
      after: { ...before, damagePoints: 17, secondaryStruck: 3, secondaryRepaired: 1 },
    })!;
    expect(summaryText(i18n('en'), repaired)).toBe('Le Tonnant repairs 3 DP and 1 speed box.');
    const taken = shipSummary({
      actorUuid: ship.uuid,
      name: 'Le Tonnant',
      boardingDeckLost: true,
      strikeStatus: 'struck',
      flags: { prize: { captorUuid: 'Actor.x', captorName: 'HMS Defiance' } },
    })!;
    expect(summaryText(i18n('en'), taken)).toBe(
      'Le Tonnant loses a deck to the boarders. She strikes her colours. She is taken: a prize of HMS Defiance.',
    );
  });

  it('tells of a ship going down in moves, one and many', () => {
    const ship = frenchSeventyFour();
    const before = shipStateOf(ship.source, ship.derived);
    const sinking = (moves: number) =>
      summaryText(
        i18n('en'),
        shipSummary({
          actorUuid: ship.uuid,
          name: 'Le Tonnant',
          before,
          after: { ...before, damagePoints: before.baseFactor, fate: 'foundering', founderMovesLeft: moves },
        })!,
      );
    expect(sinking(1)).toBe(`Le Tonnant takes ${before.baseFactor} DP. She founders: she goes down after 1 move.`);
    expect(sinking(3)).toBe(`Le Tonnant takes ${before.baseFactor} DP. She founders: she goes down after 3 moves.`);
  });
});
