/** One of KMH's turn rolls for one ship, from her sheet, the deck's event cards or a macro. */
import { postCard } from '../../chat/cards';
import { isShip } from '../../documents/ship-actor';
import type { ProcedureTable } from '../../chat/actions/procedure-table';
import { commandsShip } from '../../documents/ships';
import { shipRefOf } from '../../authority/ship-refs';
import { reportRefusal } from '../../authority/channel/client';
import { rollRule } from '../../dice/roll-rule';
import { EVENT_CARD_ROLLS, takesEventTest, turnRollCardRule } from './turn-rolls';
import type { TurnRoll } from '../../data/turn-roll-kinds';
import { optionsFor, TURN_ROLL_OPTIONS, type TurnRollOptions } from './turn-roll-options';
import { windQuarter, type WindQuarter } from '../../rules/kmh';
import { currentWind, tokenHeading } from '../../canvas/foundry-sailing';
import { askOptions } from '../../chat/actions/options';

declare module '../../chat/register' {
  interface TurnSequenceApi {
    /** `CONFIG.Broadside.rollTurnCard(actor, 'fireTest')`: one of a ship's turn rolls, as a card. */
    rollTurnCard: typeof rollTurnCard;
  }
}

const askTurnRollOptions = (roll: TurnRoll) =>
  askOptions(`BROADSIDE.Turn.OptionsTitle.${roll}`, TURN_ROLL_OPTIONS[roll] ?? []) as Promise<TurnRollOptions | null>;

/** The ship's quarter to the world's wind, from her first token (null without one). */
function quarterOf(actor: Actor.Implementation): WindQuarter | null {
  const token = actor.getActiveTokens()[0];
  if (!token) return null;
  return windQuarter(tokenHeading(token.document), currentWind().fromDegrees);
}

/**
 * One of the turn's rolls for one ship (repair, fire, steering, sailing, boats), posted as a card
 * to apply; to the GMs alone when she is `keptFromPlayers` (decision procedure-hidden-ships).
 */
export async function rollTurnCard(
  actor: Actor.Implementation,
  roll: TurnRoll,
  given?: TurnRollOptions,
  keptFromPlayers = false,
) {
  if (!commandsShip(actor)) return null;
  const ref = shipRefOf(actor);
  const asked = given ?? (await askTurnRollOptions(roll));
  if (!asked) return null;
  const options: TurnRollOptions = roll === 'tack' ? { quarter: quarterOf(actor) ?? 'bow', ...asked } : asked;
  try {
    // The same rule the desk runs again on these dice when it seals the card (decision desk-derive).
    const { result: card, rolls } = await rollRule(turnRollCardRule(roll, ref, optionsFor(roll, options)));
    return await postCard(card, rolls, actor, 'roll', keptFromPlayers);
  } catch (error) {
    // The engine refuses a test the ship cannot take (not on fire, no steering damage, sunk, not on the bow).
    return reportRefusal(error, 'BROADSIDE.Turn.Error');
  }
}

/**
 * The turn deck's test cards: Fire Test and Steering Damage Test roll for every ship concerned
 * (the turn sequence's `eventCard`, chat/actions/events.ts). Returns whether the card was one.
 */
export async function runTurnRollEvents(
  card: string,
  ships: readonly Actor.Implementation[],
  table: ProcedureTable,
): Promise<boolean> {
  if (card !== 'fireTest' && card !== 'steeringDamageTest') return false;
  const roll = EVENT_CARD_ROLLS[card];
  for (const actor of ships) {
    if (isShip(actor) && takesEventTest(roll, actor.system.damage))
      await rollTurnCard(actor, roll, {}, table.keptFromPlayers?.(actor) ?? false);
  }
  return true;
}
