/**
 * Kyngesreach and the built-in gunnery registered as the entry registers them, for tests: the
 * Kyngesreach part of a ship, and both gunnery modules (neither opens a dialog here).
 */
import { clearDataParts, registerDataPart } from '../../src/registry/data-parts';
import { clearRuleModules, registerRuleModule } from '../../src/registry/rule-modules';
import { KR_SHIP_PART } from '../../src/modules/kyngesreach/part';
import { kyngesreachModule } from '../../src/modules/kyngesreach';
import type { FakeServer } from '../support/fake-foundry';

export function registerGunneryModules(): void {
  clearRuleModules();
  clearDataParts();
  registerDataPart(KR_SHIP_PART);
  registerRuleModule({
    id: 'kmh',
    label: 'BROADSIDE.Modules.kmh',
    aspects: { gunnery: { sheet: 'damagePoints', openFire: () => null, card: null } },
  });
  registerRuleModule(kyngesreachModule(() => null));
}

export function forgetGunneryModules(): void {
  clearRuleModules();
  clearDataParts();
}

/** The world's gunnery setting, registered on every client as settings.ts registers it, set to `id`. */
export function playGunnery(server: FakeServer, id: string): void {
  for (const client of server.clients)
    client.settingConfigs.set('broadside.gunneryModule', { scope: 'world', default: 'kmh' });
  server.worldSettings.set('broadside.gunneryModule', id);
}
