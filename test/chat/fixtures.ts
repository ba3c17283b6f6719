/** Ships for the chat tests: sources from the real schema, referenced as the fire rules read them. */
import { deriveShip, shipSource, type ShipSource } from '../support/fixtures';
import { expect } from 'vitest';
import { ScriptedDice } from '../../src/rules/dice/dice';
import { shipStateOf } from '../../src/data/ship-state';
import type { ShipDerived } from '../../src/data/ship';
import { defaultFireInput, firePlan } from '../../src/modules/kmh/gunnery/fire';
import type { ShipRef } from '../../src/data/ship-ref';
import { broadsideCard, broadsideRule } from '../../src/modules/kmh/gunnery/broadside-card';
import type { ApplicableCard } from '../../src/data/card-apply';
import type { ActorChange, ShipFlags } from '../../src/data/card-changes';
import { cardControls, type CardControls } from '../../src/chat/card-controls';
import type { Reader } from '../../src/documents/reader';
import { choiceLabelKey, type AnyCard } from '../../src/chat/card-kinds';
import { actingShips } from '../../src/data/card-kinds';
import type { CardEntry } from '../../src/data/ledger-book';
import { allShipPaths, cardIntents, readPath, updateFor, type ShipPaths } from '../../src/authority/writes/ship-paths';
import { writesFor, type Intent, type Write } from '../../src/authority/writes/effects';

type Over = Parameters<typeof shipSource>[0];

export function shipRef(name: string, over: Over = {}): ShipRef {
  const source: ShipSource = shipSource(over);
  return { uuid: `Actor.${name.replace(/\W/g, '')}`, name, source, derived: deriveShip(source) };
}

/** A 74 of average Jolly Jack Tars: 9 fire dice, 74 DP. */
export const seventyFour = (name = 'HMS Defiance', over: Over = {}) =>
  shipRef(name, { guns: 74, rate: 'third', ...over });
/** A French 74: the target of the examples. */
export const frenchSeventyFour = (name = 'Le Tonnant', over: Over = {}) =>
  shipRef(name, { guns: 74, rate: 'third', nationalClass: 'sansCulottes', ...over });

/** Five hits from nine dice at medium range, check 3 ≤ 5, row 0 (face 10): 5 DP and M; mast d6 3 = mainmast. */
export const FIVE_HITS_WITH_MAST = [4, 5, 6, 6, 4, 1, 2, 3, 1, 3, 10, 3];

export function fiveHitBroadside() {
  const input = { ...defaultFireInput('starboard', null), distanceCm: 16 };
  const firer = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
  const target = frenchSeventyFour();
  const plan = firePlan(firer, input, false);
  const dice = new ScriptedDice(FIVE_HITS_WITH_MAST);
  const outcome = broadsideRule(
    plan,
    shipStateOf(target.source, target.derived),
    shipStateOf(firer.source, firer.derived),
    false,
  )(dice);
  expect(dice.remaining).toBe(0);
  return { firer, target, plan, card: broadsideCard(firer, target, 'starboard', plan, outcome) };
}

/** A bomb ketch: 20 DP, flagged as one. */
export const bombKetch = (name = 'HMS Thunder', over: Over = {}) =>
  shipRef(name, { guns: 10, rate: 'gunBrig', baseFactorOverride: 20, bombKetch: true, ...over });

/** 2d6 6+5 hits; d20 12 DP; d10 3 ≤ 12 checks a special, row 0 (face 10): a mast, the d6 3 the mainmast. */
export const BOMB_HIT_WITH_MAST = [6, 5, 12, 3, 10, 3];

/** Foundry's merge of an update into stored data: objects key by key, arrays and values replaced. */
function merged<T>(target: T, update: Record<string, unknown>): T {
  const out = structuredClone(target) as Record<string, unknown>;
  for (const [key, value] of Object.entries(update)) {
    const current = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object' &&
      !Array.isArray(current)
        ? merged(current, value as Record<string, unknown>)
        : structuredClone(value);
  }
  return out as T;
}

export interface AppliedChange {
  intents: Intent[];
  writes: Write[];
  /** The document update and the table records, as the desk writes them. */
  update: { system: Record<string, unknown>; table: ShipFlags };
  /** The ship's data and the GM's records of her afterwards. */
  source: ShipSource;
  table: ShipFlags;
}

/**
 * Applies one change of a card to a ship the way the GM's desk does with no other card standing:
 * the change's intents on the ship as she is, their writes, one update, merged into her data.
 */
export function applyChange(
  ship: { source: ShipSource; derived: ShipDerived },
  change: ActorChange,
  table: ShipFlags = {},
): AppliedChange {
  const paths: ShipPaths = { source: ship.source, table };
  const intents = cardIntents(paths, ship.derived, change);
  const writes = writesFor(change.actorUuid, intents, (path) => readPath(paths, path), allShipPaths(), []);
  const update = updateFor(
    paths,
    writes.map((w) => ({ path: w.path, value: w.after })),
  );
  return { intents, writes, update, source: merged(ship.source, update.system), table: { ...table, ...update.table } };
}

/** The users of the card tests, by id. */
export const USER_NAMES: Readonly<Record<string, string>> = {
  'u-gm': 'Gamemaster',
  'u-anne': 'Anne',
  'u-jacques': 'Jacques',
  'u-ned': 'Ned',
};

/** A reader of a card: the ships (by actor UUID) they command. */
export const reader = (id: string, commanded: readonly string[] = [], isGM = false): Reader => ({
  id,
  isGM,
  commands: (uuid) => commanded.includes(uuid),
});
export const GM_READER = reader('u-gm', [], true);

/** A card's entry in the GM's ledger: open, posted by Anne, unless told otherwise. */
export function ledgerEntry(over: Partial<CardEntry> = {}): CardEntry {
  return {
    messageId: 'm-1',
    author: 'u-anne',
    seal: 'seal-1',
    status: 'open',
    reason: null,
    gmOnly: null,
    revision: 0,
    awaiting: null,
    applied: null,
    ...over,
  };
}

/** The entry of a card applied by `by` (with the choice `option`). */
export function appliedEntry(by: string, option: string | null = null): CardEntry {
  return ledgerEntry({
    status: 'applied',
    revision: 1,
    applied: { seq: 1, by, at: 0, option, ships: [], pending: false },
  });
}

/**
 * A card's footer for a reader, as the chat log builds it: Anne posted the card, it is as it was
 * posted unless `sealed` is false, and users are named from USER_NAMES.
 */
export function footerFor(
  card: ApplicableCard,
  entry: CardEntry | null,
  who: Reader,
  options: { author?: string; sealed?: boolean; choiceLabel?: (option: string) => string } = {},
): CardControls {
  const acting = 'kind' in card ? actingShips(card as AnyCard) : [];
  return cardControls(
    card,
    entry,
    who,
    options.author ?? 'u-anne',
    options.sealed ?? true,
    (id) => USER_NAMES[id] ?? '?',
    options.choiceLabel ?? choiceLabelKey,
    acting,
  );
}
