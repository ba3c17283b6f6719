/** Actions that roll a card for one or more ships (the sheet's buttons, the turn deck, macros). */
import type { ShipModel } from '../data/ship';
import { RulesError } from '../rules/errors';
import { postCard, rollRule } from './cards';
import type { ShipRef } from './fire';
import { turnRollCard, turnRollRule, type TurnRoll } from './turn-rolls';
import { STRIKE_EFFECTS, strikeCard, strikeEffectsOf, strikeRule, strikeSituationOf, type StrikeSurroundings } from './strike';

export function shipRefOf(actor: Actor.Implementation): ShipRef {
  const ship = actor.system as ShipModel;
  return { uuid: actor.uuid, name: actor.name ?? '', source: ship, derived: ship.derived };
}

/**
 * The Strike Test card: every marked ship among `actors` (all ships of the scene's tokens when not
 * given) takes the test, with a card each. Returns the messages posted.
 */
export async function runStrikeTests(actors?: readonly Actor.Implementation[], around: StrikeSurroundings = {}) {
  const ships = actors ?? (canvas?.tokens?.placeables ?? []).map((t) => t.actor).filter((a): a is Actor.Implementation => a !== null);
  const seen = new Set<string>();
  const messages = [];
  for (const actor of ships) {
    if (actor.type !== 'ship' || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    const ref = shipRefOf(actor);
    if (!ref.source.strike.marked) continue;
    const { result, rolls } = await rollRule(strikeRule(strikeSituationOf(ref, around)));
    messages.push(await postCard(strikeCard(ref, result), rolls, actor));
  }
  return messages;
}

/** Keeps a ship's tokens showing her strike mark and status (run by the active GM only). */
export async function syncStrikeEffects(actor: Actor.Implementation) {
  if (actor.type !== 'ship' || game.users?.activeGM?.id !== game.user?.id) return;
  const wanted = strikeEffectsOf((actor.system as ShipModel).strike);
  for (const [key, effect] of Object.entries(STRIKE_EFFECTS)) {
    const active = wanted[key as keyof typeof STRIKE_EFFECTS];
    if (actor.statuses.has(effect.id) !== active) await actor.toggleStatusEffect(effect.id, { active });
  }
}

/** A repair, fire test or steering test for one ship, posted as a card to apply. */
export async function rollTurnCard(actor: Actor.Implementation, roll: TurnRoll) {
  const ref = shipRefOf(actor);
  try {
    const { result, rolls } = await rollRule(turnRollRule(roll, ref));
    return await postCard(turnRollCard(roll, ref, result), rolls, actor);
  } catch (error) {
    // The engine refuses a test the ship cannot take (not on fire, no steering damage, sunk).
    if (!(error instanceof RulesError)) throw error;
    ui.notifications?.warn(game.i18n!.localize(`BROADSIDE.Turn.Error.${error.code}`));
    return null;
  }
}
