/**
 * What Kyngesreach adds to Foundry's configuration types (registry/module-types.ts): its broadside
 * card's chat message subtype (card-model.ts). Types only.
 */
import type { KrCardModel } from './card-model';

declare module '../../registry/module-types' {
  interface ModuleChatModels {
    gunnery: typeof KrCardModel;
  }
}
