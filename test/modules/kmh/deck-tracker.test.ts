/**
 * The deck's buttons in the tracker, as KMH's turn sequence hands them to it (modules/kmh/deck-tracker.ts,
 * combat/turn-sequence.ts turnActions): every button its template parts draw is one of its actions,
 * no sequence takes another's, and a press asks the desk what the button says, against the deck
 * the tracker shows.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { FakeScene, FakeTable, fakeBattle, type FakeCombatant } from '../../support/fake-canvas';
import { ship } from '../../combat/battle';
import type { DeskRequest } from '../../../src/authority/channel/protocol';

const asked: DeskRequest[] = [];
vi.mock('../../../src/authority/channel/client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  askDesk: (request: DeskRequest) => {
    asked.push(request);
    return Promise.resolve({ id: 'k', ok: false, code: 'refusedForTheTest', data: {} });
  },
}));

const { BroadsideCombat } = await import('../../../src/combat/combat');
const { DECK_TRACKER_ACTIONS } = await import('../../../src/modules/kmh/deck-tracker');
const { turnActions } = await import('../../../src/combat/turn-sequence');
const { clearRuleModules, registerRuleModule, ruleModules } = await import('../../../src/registry/rule-modules');

const TEMPLATES = new URL('../../../templates/combat/', import.meta.url);
/** The deck's own parts, in the module's folder. */
const DECK_PARTS = new URL('../../../templates/modules/kmh/', import.meta.url);

/** The names of the buttons (data-action) and selects (data-turn-change) a template draws. */
function namesIn(file: string, attribute: string, folder = TEMPLATES): string[] {
  const text = readFileSync(new URL(file, folder), 'utf8');
  return [...text.matchAll(new RegExp(`${attribute}="(\\w+)"`, 'g'))].map((m) => m[1]!);
}

/** A begun battle: Inshore and Offshore on one side, Offshore moving on Inshore's Move card. */
function battleTable() {
  const t = new FakeTable();
  const gm = t.connect('Gamemaster', 'gm');
  const sea = new FakeScene('sea', { size: 100, distance: 5, units: 'cm', isHexagonal: false });
  gm.viewing = sea;
  const defiance = t.ship('HMS Defiance', sea, { x: 1000, y: 1000 });
  const combatants: FakeCombatant[] = [{ id: 'cmbDefiance00000', tokenId: defiance.id }];
  const deck = {
    turn: 1,
    serial: 7,
    played: [],
    held: [],
    combined: [['Offshore', 'Inshore']],
    justDrawn: null,
    last: { action: 'combine', card: 'Inshore', by: gm.user.id },
  };
  const squadrons = [{ id: 'Inshore', side: 'friendly', ships: ['cmbDefiance00000'], flagship: null }];
  const entry = (c: FakeCombatant) => ({ ...ship({ name: 'HMS Defiance', combatantId: c.id, tokenId: c.tokenId }) });
  const battle = fakeBattle(t, BroadsideCombat.prototype, { deck, squadrons }, combatants, entry);
  t.use(gm);
  return { battle: battle as unknown as InstanceType<typeof BroadsideCombat> };
}

const element = (data: Record<string, string>, value?: string) =>
  Object.assign({ dataset: data }, value === undefined ? {} : { value }) as unknown as HTMLElement;

beforeEach(() => {
  asked.length = 0;
});

describe("the deck's buttons in the tracker", () => {
  it('are every button and select its template parts draw, and only those', () => {
    const parts = readdirSync(DECK_PARTS).filter((f) => f.startsWith('deck') && f.endsWith('.hbs'));
    expect(parts.sort()).toEqual(['deck-scenario.hbs', 'deck-squadron-body.hbs', 'deck-squadron-head.hbs', 'deck.hbs']);
    const shared = [...namesIn('tracker.hbs', 'data-action'), ...namesIn('phases.hbs', 'data-action')];
    const drawn = parts.flatMap((f) => [
      ...namesIn(f, 'data-action', DECK_PARTS),
      ...namesIn(f, 'data-turn-change', DECK_PARTS),
    ]);
    // Besides the tracker's own (a click on a ship's row), each is the deck's.
    expect(new Set(drawn.filter((name) => !shared.includes(name)))).toEqual(new Set(Object.keys(DECK_TRACKER_ACTIONS)));
    // The shared tracker draws none of them: they come with the sequence.
    expect(shared.filter((name) => name in DECK_TRACKER_ACTIONS)).toEqual([]);
  });

  it("refuses a second sequence's claim on a button name another already has", () => {
    const before = [...ruleModules()];
    clearRuleModules();
    try {
      const sequence = (trackerActions: object) => ({ trackerActions }) as never;
      registerRuleModule({ id: 'deck', label: 'D', aspects: { turnSequence: sequence(DECK_TRACKER_ACTIONS) } });
      expect([...turnActions().keys()]).toEqual(Object.keys(DECK_TRACKER_ACTIONS));
      registerRuleModule({ id: 'rounds', label: 'R', aspects: { turnSequence: sequence({ drawCard: vi.fn() }) } });
      expect(() => turnActions()).toThrow(/"drawCard" is claimed twice/);
      clearRuleModules();
      registerRuleModule({ id: 'deck', label: 'D', aspects: { turnSequence: sequence(DECK_TRACKER_ACTIONS) } });
      // Nor one of the tracker's own buttons, which the tracker hands in.
      expect(() => turnActions({ focusShip: () => undefined })).not.toThrow();
      expect(() => turnActions({ drawCard: () => undefined })).toThrow(/"drawCard" is claimed twice/);
    } finally {
      clearRuleModules();
      for (const module of before) registerRuleModule(module);
    }
  });

  it('asks the desk what each press says, against the deck the tracker shows (its serial)', async () => {
    const { battle } = battleTable();
    await DECK_TRACKER_ACTIONS.drawCard!(battle, element({}));
    await DECK_TRACKER_ACTIONS.playHeld!(battle, element({ card: 'fire:Inshore' }));
    await DECK_TRACKER_ACTIONS.splitSquadron!(battle, element({ squadron: 'Offshore' }));
    expect(asked).toEqual([
      expect.objectContaining({ kind: 'deck', serial: 7, action: 'draw', card: '' }),
      expect.objectContaining({ kind: 'deck', serial: 7, action: 'play', card: 'fire:Inshore' }),
      expect.objectContaining({ kind: 'deck', serial: 7, action: 'split', subordinates: ['Offshore'] }),
    ]);
  });

  it('moves a squadron to another Move card by its select: split from the old, combined under the new', async () => {
    const { battle } = battleTable();
    // The select as the tracker hands it on its change (tracker.ts): its squadron, and the card chosen.
    const select = { dataset: { squadron: 'Offshore' }, value: 'Van' };
    await DECK_TRACKER_ACTIONS.combineSquadron!(battle, select as unknown as HTMLElement);
    expect(asked.map((r) => r.kind === 'deck' && [r.action, r.commander, r.subordinates])).toEqual([
      ['split', '', ['Offshore']],
      ['combine', 'Van', ['Offshore']],
    ]);
    // Its own card again: split alone; the card it already moves on: nothing.
    asked.length = 0;
    select.value = '';
    await DECK_TRACKER_ACTIONS.combineSquadron!(battle, select as unknown as HTMLElement);
    select.value = 'Inshore';
    await DECK_TRACKER_ACTIONS.combineSquadron!(battle, select as unknown as HTMLElement);
    expect(asked.map((r) => r.kind === 'deck' && r.action)).toEqual(['split']);
  });
});
