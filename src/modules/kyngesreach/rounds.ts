/**
 * Kyngesreach's wind-gauge rounds as the world's turn sequence: no deck and no phases, a round
 * after round in which the gauge is contested, the holder fires first and the batteries reload.
 * The tracker draws the module's own part (round-view.ts); its buttons ask the desk (round-desk.ts),
 * which alone writes the battle. Ships move as the world's movement lets them: the rounds lock no move.
 */
import { SYSTEM_PATH } from '../../constants';
import type { BroadsideCombat } from '../../combat/combat';
import type { TurnSequence } from '../../combat/turn-sequence';
import { askDesk } from '../../authority/channel/client';
import { actorByUuid } from '../../documents/lookups';
import { battleGauge } from './gauge-store';
import { gunneryShip } from './fire-dialog';
import { krFigures, krPartOf, krState } from './part';
import { ROUND_ACTIONS, type RoundAction, type RoundRequest } from './round-desk';
import { krRound } from './round-store';
import { battleTries, type TriesRequest } from './round-tries';
import { KR_ROUNDS_TEMPLATE, roundSection, type BatteryReading } from './round-view';

const ROUNDS_PART = `${SYSTEM_PATH}/${KR_ROUNDS_TEMPLATE}`;

/** A ship's batteries as her sheet holds them now; null for anything that is no ship. */
function shipBatteries(uuid: string): BatteryReading | null {
  const actor = actorByUuid(uuid);
  if (actor?.type !== 'ship') return null;
  const { source } = gunneryShip(actor);
  const figures = krFigures(source);
  const { batteries } = krState(figures, krPartOf(source));
  return {
    port: { guns: batteries.port.guns, reload: batteries.port.reload },
    starboard: { guns: batteries.starboard.guns, reload: batteries.starboard.reload },
  };
}

/** The request of a round button, against the round this client shows; null for no such button. */
export function roundAsk(combat: BroadsideCombat, action: string): RoundRequest | null {
  if (!combat.id || !(ROUND_ACTIONS as readonly string[]).includes(action)) return null;
  return { kind: 'krRound', combatId: combat.id, action: action as RoundAction, round: krRound(combat.battleData) };
}

/** A round button pressed (the tracker's, or core's through core-round.ts): asked of the desk. */
export async function askRound(combat: BroadsideCombat, action: string): Promise<void> {
  const request = roundAsk(combat, action);
  if (request) await askDesk(request);
}

const TRIES = ['tactics', 'magicWind'] as const;

/**
 * The request of a try's button on a contesting side: that try turned over, the side's other kept
 * as it stands, for the round this client shows (decision kr-gauge-tries); null for no such button.
 */
export function triesAsk(
  combat: BroadsideCombat,
  ship: string | undefined,
  tryName: string | undefined,
): TriesRequest | null {
  if (!combat.id || !ship || !(TRIES as readonly (string | undefined)[]).includes(tryName)) return null;
  const round = krRound(combat.battleData);
  const { a, b } = battleTries(combat.battleData, round);
  const now = [a, b].find((side) => side?.ship === ship) ?? { tactics: false, magicWind: false };
  const tries = { tactics: now.tactics, magicWind: now.magicWind };
  const name = tryName as (typeof TRIES)[number];
  tries[name] = !tries[name];
  return { kind: 'krTries', combatId: combat.id, round, ship, ...tries };
}

/** A try's button pressed: asked of the desk. */
export async function askTries(combat: BroadsideCombat, target: HTMLElement): Promise<void> {
  const request = triesAsk(combat, target.dataset.ship, target.dataset.tryName);
  if (request) await askDesk(request);
}

export const KR_TURN_SEQUENCE: TurnSequence = {
  trackerView: (combat) => (squadrons, isGM) => ({
    template: ROUNDS_PART,
    ...roundSection({
      round: krRound(combat.battleData),
      gauge: battleGauge(combat.battleData),
      squadrons,
      user: { id: game.user.id ?? '', isGM },
      batteries: shipBatteries,
      tries: battleTries(combat.battleData, krRound(combat.battleData)),
    }),
  }),
  hasDeck: false,
  // Ships fire in the order the gauge gives, not on cards.
  firesOnCards: false,
  phases: null,
  // Its requests are kinds of its own (round-desk.ts, round-tries.ts), registered with the module.
  requests: {},
  moveTurn: () => null,
  trackerActions: {
    krContest: (combat) => askRound(combat, 'contest'),
    krNextRound: (combat) => askRound(combat, 'next'),
    krTry: (combat, target) => askTries(combat, target),
  },
};
