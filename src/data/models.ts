/** The data models of each document type: what system.json declares and the entry registers. */
import { CrewModel } from './crew';
import { ShipModel } from './ship';
import { WeaponModel } from './weapon';

export const ACTOR_MODELS = { ship: ShipModel, crew: CrewModel } as const;
export const ITEM_MODELS = { weapon: WeaponModel } as const;

export const DATA_MODELS = { Actor: ACTOR_MODELS, Item: ITEM_MODELS } as const;
