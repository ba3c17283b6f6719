/**
 * The page side of a sheet test: the stand-ins first, then the system's real sheet classes, mounted
 * on the sheet the test rendered from the real template. The test drives it through
 * `window.broadsideHarness` (sheet-page.ts).
 */
import './sheet-globals';
import { notices } from './fake-sheet';
import { fakeDocument, type FakeDocument, type ModelClass } from './fake-sheet-documents';
import { ShipSheet } from '../../src/sheets/ship-sheet';
import { CrewSheet } from '../../src/sheets/crew-sheet';
import { weaponSheetClass } from '../../src/modules/highseas/weapon-sheet';
import { ShipModel } from '../../src/data/ship';
import { CrewModel } from '../../src/data/crew';
import { WeaponModel } from '../../src/modules/highseas/weapon';
import { registerModules } from './rule-modules';
import { registerRootPart } from '../../src/registry/data-parts';
import { clearRuleModules, ruleModules } from '../../src/registry/rule-modules';
import { HIGH_SEAS_MODULE } from '../../src/modules/highseas';
import { KMH_MODULE } from './kmh-module';
import { KYNGESREACH_MODULE } from '../../src/modules/kyngesreach';
import { SALTNTAR_MODULE } from '../../src/modules/saltntar';
import { onHotbarDrop } from '../../src/sheets/ship-macros';
import { hotbarState, installHotbar } from './page-hotbar';

// The sheets ask the registry for the world's choices and the modules' blocks, as at a table whose
// entry registered the modules: the real ones, in place of the sheet tests' stand-ins (sheet-modules.ts).
const REAL = [HIGH_SEAS_MODULE, KMH_MODULE, KYNGESREACH_MODULE, SALTNTAR_MODULE];
if (ruleModules().some((m) => !REAL.includes(m))) clearRuleModules();
registerModules(REAL);
// And their fields at the top of a ship's data, as the entry registers them before any actor is built.
for (const part of REAL.flatMap((m) => m.rootParts ?? [])) registerRootPart(part);

export type SheetKind = 'ship' | 'crew' | 'weapon';
export interface DocumentSpec {
  type: SheetKind;
  name: string;
  system: Record<string, unknown>;
  /** Whether the page's user is a GM (he is unless told); an owner either way. */
  isGM?: boolean;
  /** Her portrait (`img`), where the test gives one. */
  img?: string;
  /** A player who may make script macros (a Trusted Player); a GM may in any case. */
  trusted?: boolean;
  /** The mode the sheet's window is in, as the test rendered it (a sheet opens in play mode). */
  mode?: 'play' | 'edit';
  /** Whether the ship is a combatant of a battle (she is not unless told). */
  fighting?: boolean;
  /**
   * Paths of her data a module registered after the others locks while she fights, as a module
   * that guards more of her does (registry/data-parts.ts PartGuards `battleTracks`).
   */
  battleTracks?: string[];
}

/**
 * A Broadside battle holding the ship, as game.combats lists it: the system's Combat class
 * (combat/combat.ts) reads its data and its ship combatants, which is all the desk asks of it
 * (authority/foundry-desk.ts battles), so the stand-in answers just those two.
 */
const battleHolding = (uuid: string, others = 0) => ({
  id: 'Combat0000000001',
  battleData: {},
  shipEntries: () => {
    reads.shipEntries += 1;
    return [{ actorUuid: uuid }, ...Array.from({ length: others }, (_, i) => ({ actorUuid: `Actor.other${i}` }))];
  },
});

/** How often the page read a battle's ships (each read walks all of them). */
const reads = { shipEntries: 0 };

type PageHooks = { callAll(name: string, ...args: unknown[]): true; count(name: string): number };
const hooks = () => (globalThis as unknown as { Hooks: PageHooks }).Hooks;
const combats = () => game.combats as unknown as { contents: unknown[] };

const SHEETS = { ship: ShipSheet, crew: CrewSheet, weapon: weaponSheetClass() };
const MODELS = { ship: ShipModel, crew: CrewModel, weapon: WeaponModel };

interface MountedSheet {
  render(options?: object): Promise<unknown>;
  close(): Promise<unknown>;
  renders: number;
  _onDropItem(event: DragEvent, item: FakeDocument): Promise<unknown>;
}

let mounted: { sheet: MountedSheet; document: FakeDocument } | null = null;

function documentOf(spec: DocumentSpec): FakeDocument {
  const model: ModelClass = MODELS[spec.type];
  return fakeDocument({ documentName: spec.type === 'weapon' ? 'Item' : 'Actor', ...spec }, model, (key) =>
    game.i18n.localize(key),
  );
}

const harness = {
  async mount(spec: DocumentSpec) {
    (game.user as { isGM: boolean }).isGM = spec.isGM ?? true;
    const document = documentOf(spec);
    (game.combats as unknown as { contents: unknown[] }).contents = spec.fighting ? [battleHolding(document.uuid)] : [];
    if (spec.battleTracks?.length)
      registerRootPart({
        module: 'guards-more',
        actor: 'ship',
        fields: () => ({}),
        guards: () => ({ battleTracks: spec.battleTracks }),
      });
    if (spec.img) Object.assign(document, { img: spec.img });
    installHotbar((uuid) => (uuid === document.uuid ? document : null), spec.trusted ?? false);
    const Sheet = SHEETS[spec.type] as unknown as new (options: object) => MountedSheet;
    const sheet = new Sheet({ document });
    // The window's own mode (actor-sheet.ts), as the user's click on the lock would leave it.
    if (spec.mode) Object.assign(sheet, { _mode: spec.mode });
    await sheet.render();
    mounted = { sheet, document };
  },
  /**
   * Her battle created with her among its combatants (createCombat only, as a battle made with its
   * combatants fires), `others` more ships in it; resolves once the renders it set off are done.
   */
  async joinBattle(others = 0) {
    const battle = battleHolding(mounted!.document.uuid, others);
    combats().contents = [battle];
    hooks().callAll('createCombat', battle, {}, 'User00000000000a');
    await new Promise((resolve) => setTimeout(resolve, 20));
  },
  /** Her battle deleted (deleteCombat). */
  async deleteBattle() {
    const [battle] = combats().contents;
    combats().contents = [];
    hooks().callAll('deleteCombat', battle, {}, 'User00000000000a');
    await new Promise((resolve) => setTimeout(resolve, 20));
  },
  /** The window closed by its user. */
  async close() {
    await mounted!.sheet.close();
  },
  /** `times` renders of the open sheet: the milliseconds they took and the battle reads they made. */
  async renderTimes(times: number) {
    const before = reads.shipEntries;
    const start = performance.now();
    for (let i = 0; i < times; i++) await mounted!.sheet.render();
    return { ms: performance.now() - start, reads: reads.shipEntries - before };
  },
  /** Drops an item made from the spec on the mounted sheet. */
  async drop(spec: DocumentSpec) {
    await mounted!.sheet._onDropItem(new DragEvent('drop'), documentOf(spec));
  },
  /**
   * Data dropped on a hotbar slot, handed to Broadside's `hotbarDrop` handler as core hands it
   * (ship-macros.ts): what the handler answered, then the world's macros and the user's hotbar.
   */
  async hotbarDrop(data: unknown, slot: number) {
    const answered = onHotbarDrop(data, slot);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { answered: answered ?? null, ...hotbarState() };
  },
  /** What the sheet saved and created, and what the user was told. */
  state() {
    const battleHooks = ['createCombat', 'createCombatant', 'deleteCombatant', 'deleteCombat'];
    return {
      saved: mounted!.document.saved,
      created: mounted!.document.created,
      notices,
      renders: mounted!.sheet.renders,
      battleHooks: battleHooks.reduce((n, name) => n + hooks().count(name), 0),
    };
  },
};

Object.assign(window, { broadsideHarness: harness });
export type Harness = typeof harness;
