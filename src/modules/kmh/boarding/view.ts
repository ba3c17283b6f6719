/** What the boarding card's template reads (templates/modules/kmh/boarding-card.hbs): a pure view of the card. */
import { chosenCard } from '../../../data/card-apply';
import { cardSummary } from '../card-summary';
import type { BoardingCard, PoolView } from './card';

/** A stage's label: A a foothold, B one per deck, C the ship, D to F after the taking. */
export function stageLabel(stage: string): { key: string; n: number | null } {
  const deck = /^B(\d)$/.exec(stage);
  return deck
    ? { key: 'BROADSIDE.Boarding.Stage.B', n: Number(deck[1]) }
    : { key: `BROADSIDE.Boarding.Stage.${stage}`, n: null };
}

function poolView(pool: PoolView) {
  return {
    base: pool.base,
    modifiers: pool.modifiers.map((m) => ({
      label: `BROADSIDE.Boarding.Modifier.${m.id}`,
      dice: m.dice > 0 ? `+${m.dice}` : String(m.dice),
    })),
    pool: pool.pool,
    prizeCrew: pool.prizeCrew,
    ...(pool.boatsBonus ? { boatsBonus: pool.boatsBonus } : {}),
  };
}

/** What the boarding card template reads. */
export function boardingCardView(card: BoardingCard, made: string | null) {
  const round = card.round;
  const title = card.grapple
    ? 'BROADSIDE.Boarding.grappleTitle'
    : card.fromBoats
      ? 'BROADSIDE.Boarding.boatsTitle'
      : 'BROADSIDE.Boarding.roundTitle';
  // A repelled round's changes are the defender's choice: once made, the lines are that option's.
  const changes = (made && chosenCard(card, made)?.changes) || card.changes;
  return {
    title,
    summary: cardSummary(changes, false),
    // A step past the taking rolls nothing: its result stands alone, with no working to fold.
    working: Boolean(card.grapple || round || card.events.length),
    attacker: card.attacker.name,
    defender: card.defender.name,
    grapple: card.grapple && {
      ...card.grapple,
      bonus: card.grapple.total - card.grapple.roll,
      outcome: card.grapple.locked ? 'BROADSIDE.Boarding.locked' : 'BROADSIDE.Boarding.notLocked',
    },
    round: round && {
      attackerPool: poolView(round.attackerPool),
      defenderPool: poolView(round.defenderPool),
      attackerFaces: round.attackerFaces,
      defenderFaces: round.defenderFaces,
      attackerTotal: round.attackerTotal,
      defenderTotal: round.defenderTotal,
      margin: round.margin,
      outcome: round.shipTaken ? 'BROADSIDE.Boarding.Result.shipTaken' : `BROADSIDE.Boarding.Result.${round.result}`,
      bad: round.result === 'stageWon',
      deckLost: round.deckLost,
    },
    fought: stageLabel(card.stages[card.stageBefore] ?? 'F'),
    stepped: !card.grapple && !round && !card.fromBoats,
    stages: card.stages.map((stage, i) => ({
      ...stageLabel(stage),
      won: i < card.stageAfter,
      current: !card.finished && i === card.stageAfter,
    })),
    events: card.events,
    repel: card.repelled
      ? {
          made,
          madeKey: made === 'counter' ? 'BROADSIDE.Boarding.counterBoarding' : 'BROADSIDE.Boarding.Repel.castOffDone',
          counter: made === 'counter',
        }
      : null,
    finished: card.finished,
    fromBoats: card.fromBoats ?? null,
    // While the ships are locked together their officers may be handed to a duel.
    duelOfficers: !card.finished && !card.repelled && Boolean(card.round || card.grapple?.locked || card.fromBoats),
    repelledToBoats: card.finished && round?.result === 'repelled',
  };
}
