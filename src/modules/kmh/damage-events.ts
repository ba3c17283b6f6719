/** The engine's damage events as lines of a chat card: a label key and what fills it. */
import type { DamageEvent } from '../../rules/kmh';

export interface EventView {
  key: string;
  amount: number | null;
  mast: string | null;
  cause: string | null;
}

export function damageEventViews(events: readonly DamageEvent[]): EventView[] {
  return events.map((e) => {
    const view: EventView = { key: `BROADSIDE.Event.${e.type}`, amount: null, mast: null, cause: null };
    switch (e.type) {
      case 'damagePoints':
        return { ...view, amount: e.amount, cause: `BROADSIDE.Cause.${e.cause}` };
      case 'speedBoxes':
        return { ...view, amount: e.secondary, cause: `BROADSIDE.Cause.${e.cause}` };
      case 'mastLost':
        return { ...view, mast: `BROADSIDE.Mast.${e.mast}`, cause: `BROADSIDE.Cause.${e.cause}` };
      case 'boatsLost':
        return { ...view, amount: e.count, cause: `BROADSIDE.Cause.${e.cause}` };
      case 'fire':
        return { ...view, key: e.hazardous ? 'BROADSIDE.Event.fireHazardous' : 'BROADSIDE.Event.fire' };
      case 'foundering':
        return { ...view, amount: e.moves };
      default:
        return view;
    }
  });
}
