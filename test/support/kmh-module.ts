/**
 * Kiss Me, Hardy as the fakes register it: the module's own code, without the windows its gunnery
 * opens (the fire dialog, the strike tests, the mortar build on Foundry's application classes,
 * which these fakes do not stand in for; the browser tests open them on the built system). Asking
 * the fake for one is a fault in the test, and says so.
 */
import { kmhModule } from '../../src/modules/kmh';
import type { KmhWindows } from '../../src/modules/kmh/gunnery';

const noWindow = (name: string) => () => {
  throw new Error(`${name} is a Foundry window: the fakes have none, the browser tests open it`);
};

const NO_WINDOWS = {
  openFireDialog: noWindow('The fire dialog'),
  fireAt: noWindow('The fire dialog'),
  FireDialog: noWindow('The fire dialog'),
  runStrikeTests: noWindow('The strike test'),
  fireMortar: noWindow('The mortar'),
} as unknown as KmhWindows;

export const KMH_MODULE = kmhModule(NO_WINDOWS);
