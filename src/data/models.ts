/** The data models of each document type: what system.json declares and the entry registers. */
import { CrewModel } from './crew';
import { ShipModel } from './ship';
import { CHAT_MODELS } from './card-models';
import { itemTypes } from '../registry/item-types';

export const ACTOR_MODELS = { ship: ShipModel, crew: CrewModel } as const;

/**
 * The subtypes system.json declares (a Combat's data model is its "base" type's, declared by none:
 * data/battle.ts); the items are the rule modules', as registered (registry/item-types.ts).
 */
export const DATA_MODELS = {
  Actor: ACTOR_MODELS,
  get Item() {
    return itemTypes();
  },
  ChatMessage: CHAT_MODELS,
} as const;
