/** The dialog that starts a duel: the crew who may be put in it, which are chosen, and where it is fought. Pure. */
import { MAX_FIGHTERS } from '../../authority/channel/protocol';

export interface Candidate {
  uuid: string;
  name: string;
  img: string;
  /** The ship he serves on and his role there, when he came from a boarding action's ships. */
  ship?: string;
  role?: string;
  /** Already fighting a duel. */
  busy: boolean;
}

export interface StartChoice {
  chosen: string[];
  aboard: boolean;
  gap: number;
}

export function duelStartContext(candidates: readonly Candidate[], choice: StartChoice) {
  const count = choice.chosen.length;
  return {
    candidates: candidates.map((c) => ({
      ...c,
      role: c.role ? `BROADSIDE.CrewRole.${c.role}` : null,
      checked: choice.chosen.includes(c.uuid),
      // A full duel takes no more, and a man already fighting cannot be put in a second.
      disabled: c.busy || (!choice.chosen.includes(c.uuid) && count >= MAX_FIGHTERS),
    })),
    aboard: choice.aboard,
    gap: choice.gap,
    count,
    max: MAX_FIGHTERS,
    canStart: count >= 2 && count <= MAX_FIGHTERS,
  };
}
