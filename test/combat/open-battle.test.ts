/**
 * The GM's first press of "Add the scene's ships" in a new world (README, first battle, step 4):
 * with no battle open it opens one on the scene he views, active there, and brings in her ships.
 * Foundry's Combat, canvas and notifications are stand-ins recording what is asked of them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/authority/channel/client', () => ({ askDesk: vi.fn() }));
vi.mock('../../src/data/roster', () => ({ rosterOf: () => [] }));

interface Created {
  data: Record<string, unknown>;
  activated: unknown[];
  combatants: Record<string, unknown>[];
}

const created: Created[] = [];
const warnings: string[] = [];

function fakeCombat(data: Record<string, unknown>) {
  const record: Created = { data, activated: [], combatants: [] };
  created.push(record);
  return {
    // Foundry creates the configured class, a BroadsideCombat (combat/register.ts), which reads its battle.
    battleData: {},
    combatants: { contents: [] as { tokenId: string }[] },
    activate: (options: unknown) => Promise.resolve(void record.activated.push(options)),
    createEmbeddedDocuments: (_name: string, rows: Record<string, unknown>[]) =>
      Promise.resolve(void record.combatants.push(...rows)),
  };
}

const token = (id: string, type: string, hidden = false) => ({
  id,
  actor: { id: `a-${id}`, type },
  scene: { id: 's-1' },
  document: { hidden },
});

beforeEach(() => {
  created.length = 0;
  warnings.length = 0;
  Object.assign(globalThis, {
    Combat: { implementation: { create: (data: Record<string, unknown>) => Promise.resolve(fakeCombat(data)) } },
    game: { i18n: { localize: (key: string) => key } },
    ui: {
      notifications: {
        warn: (text: string) => void warnings.push(text),
        info: (text: string) => void warnings.push(text),
      },
    },
  });
});

describe("the GM's first press of Add the scene's ships", () => {
  it('opens a battle on the viewed scene, active there, and brings in every ship token of the scene', async () => {
    Object.assign(globalThis, {
      canvas: {
        scene: { id: 's-1' },
        tokens: { placeables: [token('t-1', 'ship'), token('t-2', 'crew'), token('t-3', 'ship', true)] },
      },
    });
    const { addSceneShips, openSceneBattle } = await import('../../src/combat/battle-actions');
    const combat = await openSceneBattle();
    expect(combat).not.toBeNull();
    expect(created).toHaveLength(1);
    expect(created[0]!.data).toEqual({ scene: 's-1', active: true });
    expect(created[0]!.activated).toHaveLength(1);
    await addSceneShips(combat!);
    expect(created[0]!.combatants).toEqual([
      // CombatantData has no scene of its own: the Combat names it (FOUNDRY-FACTS.md section 4).
      { tokenId: 't-1', actorId: 'a-t-1', hidden: false },
      { tokenId: 't-3', actorId: 'a-t-3', hidden: true },
    ]);
  });

  it('opens nothing when no scene is viewed, and says why', async () => {
    Object.assign(globalThis, { canvas: { scene: null, tokens: null } });
    const { openSceneBattle } = await import('../../src/combat/battle-actions');
    expect(await openSceneBattle()).toBeNull();
    expect(created).toEqual([]);
    expect(warnings).toEqual(['BROADSIDE.Deck.noScene']);
  });
});
