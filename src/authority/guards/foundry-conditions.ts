/** The desk's reach into a ship's status effects in Foundry (ConditionPort, conditions.ts). */
import type { ConditionPort } from './conditions';
import type { ConditionSource } from '../../data/conditions';
import { actorByUuid } from '../../documents/lookups';

const shipOf = (uuid: string): Actor.Implementation | null => {
  const actor = actorByUuid(uuid);
  return actor?.type === 'ship' ? actor : null;
};

export const FOUNDRY_CONDITIONS: ConditionPort = {
  // Her stored data, as the desk reads and writes it (not the prepared values).
  ship: (uuid) => {
    const actor = shipOf(uuid);
    if (!actor) return null;
    const effects = actor.effects.contents.map((effect) => ({ id: effect.id ?? '', statuses: [...effect.statuses] }));
    return { source: actor._source.system as ConditionSource, effects };
  },
  // The effect core's toggleStatusEffect makes from a status (ActiveEffect.fromStatusEffect): its name, icon, id.
  make: async (uuid, effects) => {
    await shipOf(uuid)?.createEmbeddedDocuments(
      'ActiveEffect',
      effects.map((e) => ({ name: game.i18n.localize(e.name), img: e.img, statuses: [e.id] })),
    );
  },
  drop: async (uuid, ids) => {
    await shipOf(uuid)?.deleteEmbeddedDocuments('ActiveEffect', [...ids]);
  },
};
