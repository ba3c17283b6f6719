/** The data models of each document type: what system.json declares and the entry registers. */
import { CrewModel } from './crew';
import { ShipModel } from './ship';
import { WeaponModel } from './weapon';
import { CHAT_MODELS } from './card-models';

export const ACTOR_MODELS = { ship: ShipModel, crew: CrewModel } as const;
export const ITEM_MODELS = { weapon: WeaponModel } as const;

/** The subtypes system.json declares (a Combat's data model is its "base" type's, declared by none: data/battle.ts). */
export const DATA_MODELS = { Actor: ACTOR_MODELS, Item: ITEM_MODELS, ChatMessage: CHAT_MODELS } as const;
