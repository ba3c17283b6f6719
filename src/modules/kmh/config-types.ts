/**
 * What KMH adds to Foundry's configuration types (registry/module-types.ts): its boarding card's
 * chat message subtype (boarding/card-model.ts). Types only.
 */
import type { BoardingCardModel } from './boarding/card-model';

declare module '../../registry/module-types' {
  interface ModuleChatModels {
    boarding: typeof BoardingCardModel;
  }
}
