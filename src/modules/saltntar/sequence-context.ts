/** What the tracker shows of a Salt'n'Tar turn: its phases, who acts, the GM's buttons. Pure. */
import {
  actingSide,
  pendingRoll,
  phaseOrder,
  phasesOf,
  type RolledPhase,
  type SequenceState,
} from '../../rules/saltntar/sequence';
import { sideName, type Squadron } from '../../data/squadrons';
import type { PhaseView } from '../../combat/tracker-view';

export function sequenceContext(
  state: SequenceState | null,
  squadrons: readonly Squadron[],
  isGM: boolean,
  rollable: readonly RolledPhase[] = [],
): PhaseView {
  if (!state) {
    return {
      begun: false,
      turn: 0,
      kind: '',
      phases: [],
      phaseKey: '',
      hintKey: '',
      actingSideKey: '',
      actingSideName: '',
      ships: [],
      order: [],
      canRollInitiative: false,
      phaseRollKey: '',
      canAdvance: false,
      canBack: false,
      canBegin: isGM && squadrons.some((s) => s.fighting),
    };
  }
  const phases = phasesOf(state.kind);
  const index = phases.indexOf(state.phase);
  const acting = actingSide(state);
  const ships = squadrons
    .filter((s) => acting === null || s.side === acting)
    .flatMap((s) => s.ships.filter((ship) => !ship.outOfAction))
    .map((ship) => ({ name: ship.name, img: ship.img, combatantId: ship.combatantId, tokenId: ship.tokenId ?? '' }));
  const order = phaseOrder(state);
  const owed = pendingRoll(state);
  return {
    begun: true,
    turn: state.turn,
    kind: state.kind,
    phases: phases.map((phase, i) => ({
      phase,
      labelKey: `BROADSIDE.Sequence.Phase.${phase}`,
      current: i === index,
      done: i < index,
    })),
    phaseKey: `BROADSIDE.Sequence.Phase.${state.phase}`,
    hintKey: `BROADSIDE.Sequence.Hint.${state.phase}`,
    actingSideKey: acting ? `BROADSIDE.Deck.Side.${acting}` : '',
    actingSideName: acting ? sideName(acting, squadrons, isGM) : '',
    ships,
    order: order.map((side, i) => ({
      sideKey: `BROADSIDE.Deck.Side.${side}`,
      name: sideName(side, squadrons, isGM),
      acting: i === state.step,
    })),
    canRollInitiative: isGM && state.phase === 'initiative' && !state.initiativeSet && state.sides.length > 1,
    phaseRollKey: isGM && owed && rollable.includes(owed) ? `BROADSIDE.Sequence.Roll.${owed}` : '',
    canAdvance: isGM,
    canBack: isGM && !(index === 0 && state.step === 0),
    canBegin: false,
  };
}
