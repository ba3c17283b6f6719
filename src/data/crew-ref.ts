/** A crew member as the desk reads him (authority/foundry-desk.ts crewRefOf): his stored data and his weapons. Pure. */
import type { CrewSource } from './crew';
import type { ModuleItemSources } from '../registry/module-types';

/** A crew member as the desk reads him: his stored data and the weapons he carries. */
export interface CrewRef {
  uuid: string;
  name: string;
  img: string;
  source: CrewSource;
  weapons: { name: string; system: ModuleItemSources['weapon'] }[];
}
