import { RulesError, requireInteger } from '../errors';
import type { DiceSource } from '../dice/dice';

/**
 * The Salt'n'Tar game turn (S2) as a state machine: fixed phases, and in the phases where the
 * sides take turns, one step per side. Pure; the rules of each phase live in their own modules.
 */
export const COMBAT_PHASES = [
  'wind',
  'luck',
  'strain',
  'initiative',
  'firstHalfMove',
  'missiles',
  'secondHalfMove',
  'boarding',
] as const;
export const RACING_PHASES = ['wind', 'luck', 'strain', 'fullMove'] as const;
export type Phase = (typeof COMBAT_PHASES)[number] | (typeof RACING_PHASES)[number];
export type SequenceKind = 'combat' | 'racing';

export interface SequenceState {
  kind: SequenceKind;
  turn: number;
  phase: Phase;
  /** Index into the phase's steps (see phaseOrder). */
  step: number;
  /** The sides, highest initiative first; the order of entry until initiative is rolled. */
  sides: string[];
  /** Initiative has been rolled or set this turn. */
  initiativeSet: boolean;
  /** The phases whose dice have been rolled this turn (each is rolled once). */
  rolled?: RolledPhase[];
  /** How many changes the GM's desk has made to it: a request made against an older one is refused (absent: none yet).
   * */
  serial?: number;
}

/** Phases in which the tracker rolls the dice: the wind, the sides' luck, the ships' strain. */
export const ROLLED_PHASES = ['wind', 'luck', 'strain'] as const;
export type RolledPhase = (typeof ROLLED_PHASES)[number];

function isRolledPhase(phase: Phase): phase is RolledPhase {
  return (ROLLED_PHASES as readonly string[]).includes(phase);
}

/** The roll the current phase still owes this turn, if any. */
export function pendingRoll(state: SequenceState): RolledPhase | null {
  return isRolledPhase(state.phase) && !(state.rolled ?? []).includes(state.phase) ? state.phase : null;
}

/**
 * Rolls every turn must have: the strain phase, where ships with strain marked roll and the
 * countdowns of ships going down tick (decision saltntar-sinking). The wind may be set by hand
 * and the luck is each side's choice.
 */
export const COMPULSORY_ROLLS: readonly RolledPhase[] = ['strain'];

/** Compulsory rolls of this turn whose phase the sequence has moved past without them. */
export function passedRolls(state: SequenceState): RolledPhase[] {
  const phases = phasesOf(state.kind);
  const now = phases.indexOf(state.phase);
  return COMPULSORY_ROLLS.filter((phase) => phases.indexOf(phase) < now && !(state.rolled ?? []).includes(phase));
}

/** Records that a phase's roll was made this turn (by default the current phase's). */
export function markRolled(state: SequenceState, phase: RolledPhase | null = pendingRoll(state)): SequenceState {
  if (!phase || (state.rolled ?? []).includes(phase))
    throw new RulesError('AlreadyRolled', 'This phase has no roll left to make this turn.');
  return { ...state, rolled: [...(state.rolled ?? []), phase] };
}

export function phasesOf(kind: SequenceKind): readonly Phase[] {
  return kind === 'combat' ? COMBAT_PHASES : RACING_PHASES;
}

/**
 * The order the sides act in during a phase, one step each: half moves go lowest initiative
 * first (the highest moves last), missiles highest first. Without initiative every side acts at
 * once, as do all sides in the other phases: one step, no side named.
 */
export function phaseOrder(state: SequenceState, phase: Phase = state.phase): string[] {
  if (!state.initiativeSet || state.sides.length < 2) return [];
  if (phase === 'firstHalfMove' || phase === 'secondHalfMove') return [...state.sides].reverse();
  if (phase === 'missiles') return [...state.sides];
  return [];
}

function stepsOf(state: SequenceState, phase: Phase): number {
  return Math.max(1, phaseOrder(state, phase).length);
}

function checkSides(sides: readonly string[]): void {
  if (new Set(sides).size !== sides.length || sides.some((s) => typeof s !== 'string' || s.length === 0)) {
    throw new RulesError('BadSides', 'Each side needs its own non-empty name.');
  }
}

export function startSequence(kind: SequenceKind, sides: readonly string[], turn = 1): SequenceState {
  requireInteger('turn', turn, 1);
  checkSides(sides);
  return { kind, turn, phase: 'wind', step: 0, sides: [...sides], initiativeSet: false };
}

/** The side acting now, or null when every side acts at once. */
export function actingSide(state: SequenceState): string | null {
  return phaseOrder(state)[state.step] ?? null;
}

/** Moves on by one step; after the last phase the next turn begins with the wind (initiative is rolled again). */
export function advance(state: SequenceState): SequenceState {
  if (state.step + 1 < stepsOf(state, state.phase)) return { ...state, step: state.step + 1 };
  const phases = phasesOf(state.kind);
  const index = phases.indexOf(state.phase);
  const next = phases[index + 1];
  if (next === undefined)
    return {
      kind: state.kind,
      turn: state.turn + 1,
      phase: 'wind',
      step: 0,
      sides: state.sides,
      initiativeSet: false,
      rolled: [],
    };
  return { ...state, phase: next, step: 0 };
}

/** Goes back one step within the turn. */
export function back(state: SequenceState): SequenceState {
  if (state.step > 0) return { ...state, step: state.step - 1 };
  const phases = phasesOf(state.kind);
  const index = phases.indexOf(state.phase);
  const previous = phases[index - 1];
  if (previous === undefined) throw new RulesError('TurnStart', 'This is the first phase of the turn.');
  // Going back to the initiative phase (or before it) forgets the rolled order.
  const initiativeSet = state.initiativeSet && index - 1 > phases.indexOf('initiative');
  const moved = { ...state, phase: previous, initiativeSet };
  return { ...moved, step: stepsOf(moved, previous) - 1 };
}

/** Sets the initiative order (highest first), during the initiative phase only. */
export function setInitiative(state: SequenceState, order: readonly string[]): SequenceState {
  if (state.phase !== 'initiative') throw new RulesError('NotInitiative', 'Initiative is set in its own phase.');
  if (
    order.length !== state.sides.length ||
    [...order].sort().join('\u0000') !== [...state.sides].sort().join('\u0000')
  ) {
    throw new RulesError('BadOrder', 'The order must name every side once.');
  }
  return { ...state, sides: [...order], initiativeSet: true };
}

/** Rolls a d6 per side, highest first; tied sides roll again among themselves until they differ. */
export function rollInitiative(
  sides: readonly string[],
  dice: DiceSource,
): { order: string[]; rolls: Record<string, number[]> } {
  checkSides(sides);
  const rolls: Record<string, number[]> = Object.fromEntries(sides.map((s) => [s, []]));
  const order = (group: readonly string[]): string[] => {
    if (group.length < 2) return [...group];
    const faces = dice.roll(group.length, 6);
    group.forEach((side, i) => rolls[side]!.push(faces[i]!));
    const byFace = new Map<number, string[]>();
    group.forEach((side, i) => byFace.set(faces[i]!, [...(byFace.get(faces[i]!) ?? []), side]));
    return [...byFace.keys()].sort((a, b) => b - a).flatMap((face) => order(byFace.get(face)!));
  };
  return { order: order(sides), rolls };
}

/** Where the sequence breaks its own rules; empty when sound. */
export function sequenceProblems(state: SequenceState): string[] {
  const problems: string[] = [];
  if (!phasesOf(state.kind).includes(state.phase))
    problems.push(`"${state.phase}" is not a phase of a ${state.kind} turn.`);
  if (!Number.isInteger(state.turn) || state.turn < 1) problems.push('The turn must be a whole number from 1.');
  if (!Number.isInteger(state.step) || state.step < 0 || state.step >= stepsOf(state, state.phase))
    problems.push('The step is out of range.');
  if (new Set(state.sides).size !== state.sides.length) problems.push('A side is listed twice.');
  if ((state.rolled ?? []).some((p) => !isRolledPhase(p)))
    problems.push('Only the wind, luck and strain phases are rolled.');
  return problems;
}
