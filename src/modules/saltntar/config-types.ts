/**
 * What Salt'n'Tar adds to Foundry's configuration types (registry/module-types.ts): its record on a
 * ship, kept in her flags between battles (decision saltntar-strain-gm). Types only.
 */
import type { SaltntarShipState } from '../../rules/saltntar';

declare module '../../registry/module-types' {
  interface ModuleActorFlags {
    saltntar?: SaltntarShipState;
  }
}
