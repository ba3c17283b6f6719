/**
 * The rule modules the fake table plays with (test/support/fake-foundry.ts), with Kyngesreach
 * playing gunnery beside KMH (its dialog opens nothing here): its part of a ship, and the card
 * kind, desk requests and hooks its `register` adds at init.
 */
import { clearDataParts, registerDataPart } from '../../src/registry/data-parts';
import { clearRuleModules, registerRuleModule } from '../../src/registry/rule-modules';
import { KMH_MODULE } from '../support/kmh-module';
import { SALTNTAR_MODULE } from '../../src/modules/saltntar';
import { KYNGESREACH_MODULE, kyngesreachModule } from '../../src/modules/kyngesreach';
import type { FakeActor, FakeServer } from '../support/fake-foundry';
import { press, type Table } from '../authority/table';
import { FakeHooks } from '../support/fake-canvas';
import type { KrOrder } from '../../src/modules/kyngesreach/card';

/** A starboard broadside at 10 cm (medium range) by the gauge's holder, round shot, nothing called. */
export const KR_ORDER: KrOrder = {
  battery: 'starboard',
  targetFacing: 'port',
  distanceCm: 10,
  gauge: 'holder',
  called: null,
  mast: null,
  morale: 0,
  reloadWith: 'round',
};

/**
 * The honest order on the table of `abeam` (test/authority/table.ts): Defiance's starboard battery at
 * Le Tonnant's port side, 14 cm off, no gauge recorded (a tie), round shot, nothing called.
 */
export const ABEAM_ORDER: KrOrder = { ...KR_ORDER, distanceCm: 14, gauge: 'tie' };

/** Pellew (the table's first player) asks the desk to fire `firer` at `target` with the abeam order. */
export const fireAbeam = (t: Table, firer: FakeActor, target: FakeActor) =>
  press(t, t.p1.ask({ kind: 'gunneryFire', firer: firer.uuid, target: target.uuid, order: { ...ABEAM_ORDER } }));

export function registerGunneryModules(): void {
  clearRuleModules();
  clearDataParts();
  for (const module of [KMH_MODULE, SALTNTAR_MODULE, kyngesreachModule(() => null)]) {
    for (const part of module.dataParts ?? []) registerDataPart(part);
    registerRuleModule(module);
  }
  // Its hooks (core's round buttons, core-round.ts) go to a table of their own: no client runs them here.
  const target = globalThis as { Hooks?: unknown };
  const held = target.Hooks;
  target.Hooks = held ?? new FakeHooks();
  try {
    KYNGESREACH_MODULE.register?.();
  } finally {
    target.Hooks = held;
  }
}

/** Back to the fake table's own modules. */
export function forgetGunneryModules(): void {
  clearRuleModules();
  clearDataParts();
  registerRuleModule(KMH_MODULE);
  registerRuleModule(SALTNTAR_MODULE);
}

/** An aspect's world setting, registered on every client as registry/aspect-settings.ts does, set to `id`. */
function playAspect(server: FakeServer, key: string, id: string): void {
  for (const client of server.clients)
    client.settingConfigs.set(`broadside.${key}`, { scope: 'world', default: 'kmh' });
  server.worldSettings.set(`broadside.${key}`, id);
}

/** The world's gunnery setting set to `id`. */
export const playGunnery = (server: FakeServer, id: string) => playAspect(server, 'gunneryModule', id);

/** The world's turn sequence setting set to `id`. */
export const playTurnSequence = (server: FakeServer, id: string) => playAspect(server, 'turnSequence', id);
