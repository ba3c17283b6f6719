/**
 * The duel's turn card: both fighters' picks as revealed, every step of the turn the engine kept,
 * where each fighter stands after it, and the wounds it carries to the sheets (applied once through
 * the desk, like every card). Pure; the view of the steps is card-steps.ts's.
 */
import {
  HIT_LOCATIONS,
  LIMBS,
  type DuelPick,
  type Fighter,
  type TurnResult,
  type TurnStep,
} from '../../rules/highseas';
import type { ActorChange, ApplicableCard } from '../../data/card-apply';
import type { CrewChange } from '../../authority/writes/crew-paths';
import type { DuelRecord } from '../../data/duel-records';
import { actionLabel, fighterStateKeys, pickView, stepView } from './card-steps';
import type { FighterAfter } from './card-steps';
import { duelSummary } from './card-summary';

declare module '../../data/card-model' {
  interface CardShapes {
    duel: DuelCard;
  }
}

export interface DuelCard extends ApplicableCard {
  kind: 'duel';
  duelId: string;
  turn: number;
  fighters: { id: string; uuid: string; name: string }[];
  picks: Record<string, DuelPick | null>;
  steps: TurnStep[];
  after: FighterAfter[];
  over: boolean;
}

export const afterOf = (f: Fighter): FighterAfter => ({
  id: f.id,
  condition: f.condition,
  actions: f.actions,
  immobilised: f.immobilised,
  entangled: f.entangled,
  prone: f.prone,
  position: f.position,
  underwater: f.underwater,
  hands: { ...f.hands },
});

/** The turn's card from the record it was resolved on and the engine's result. */
export function duelCard(record: DuelRecord, result: TurnResult, over: boolean): DuelCard {
  const fighters = record.refs.map((r) => ({ id: r.id, uuid: r.actorUuid, name: r.name }));
  const changes: ActorChange[] = [];
  for (const ref of record.refs) {
    const sheet = result.sheets[ref.id];
    if (!sheet) continue;
    const crew: CrewChange = {
      wounds: sheet.wounds,
      lamed: sheet.lamed,
      damage: sheet.damage,
      attacksAboard: sheet.attacksAboard,
      seaLegs: sheet.seaLegs,
    };
    if (sheet.damage || sheet.lamed.length || sheet.attacksAboard || sheet.seaLegs)
      changes.push({ actorUuid: ref.actorUuid, name: ref.name, crew });
  }
  return {
    kind: 'duel',
    duelId: record.id,
    turn: result.turn,
    fighters,
    picks: result.picks,
    steps: result.steps,
    after: result.next.fighters.map(afterOf),
    over,
    changes,
    choice: null,
  };
}

/** What the duel card's template reads. */
export function duelCardView(card: DuelCard, _made: string | null = null) {
  const name = (id: string) => card.fighters.find((f) => f.id === id)?.name ?? id;
  return {
    turn: card.turn,
    names: card.fighters.map((f) => f.name).join(' – '),
    // The result first, in words; the picks and steps below it are the working, folded.
    summary: duelSummary(card, name),
    picks: card.fighters.map((f) => ({ name: f.name, ...pickView(card.picks[f.id] ?? null, name) })),
    steps: card.steps.map((s) => stepView(s, name)),
    wounds: card.changes.flatMap((c) =>
      c.crew
        ? [
            {
              name: c.name,
              locations: HIT_LOCATIONS.filter((loc) => c.crew!.wounds[loc]).map((loc) => ({
                label: `BROADSIDE.Crew.Location.${loc}`,
                points: c.crew!.wounds[loc]!,
              })),
              damage: c.crew.damage,
              lamed: LIMBS.filter((l) => c.crew!.lamed.includes(l)).map((l) => `BROADSIDE.Crew.Location.${l}`),
              seaLegs: c.crew.seaLegs,
              attacksAboard: c.crew.attacksAboard,
            },
          ]
        : [],
    ),
    after: card.after.map((a) => ({ name: name(a.id), states: fighterStateKeys(a) })),
    over: card.over,
  };
}

export { actionLabel };
