/** The bomb ketch's mortar from her sheet or a macro. */
import { postCard } from '../../../chat/cards';
import { commandsShip } from '../../../documents/ships';
import { shipRefOf } from '../../../authority/ship-refs';
import { reportRefusal } from '../../../authority/channel/client';
import { rollRule } from '../../../dice/roll-rule';
import { bombCardRule, bombOptionSpecs, type BombInput } from './bomb';
import { distanceToHull } from '../../../rules/geometry/firing-geometry';
import { footprintOf } from './fire-dialog';
import { askOptions } from '../../../chat/actions/options';

/**
 * The bomb ketch's mortar at the user's targeted ship: the distance is measured from the ketch's
 * centre to the nearest point of the target's hull (decision bomb-ketch-range), the GM or player
 * confirms it with the target's last move, and the card posts with its Apply.
 */
export async function fireMortar(ketch: Actor.Implementation, given?: BombInput) {
  if (!commandsShip(ketch)) return null;
  const target = game.user.targets.first()?.actor ?? null;
  if (target?.type !== 'ship' || target.uuid === ketch.uuid) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Bomb.needTarget'));
    return null;
  }
  const from = ketch.getActiveTokens()[0];
  const to = target.getActiveTokens()[0];
  const measured = from && to ? distanceToHull(footprintOf(from), footprintOf(to)) : null;
  const input =
    given ?? ((await askOptions('BROADSIDE.Bomb.dialogTitle', bombOptionSpecs(measured))) as BombInput | null);
  if (!input) return null;
  const ref = shipRefOf(ketch);
  const aimed = shipRefOf(target);
  try {
    // The same rule the desk runs again on these dice when it seals the card (decision desk-derive).
    const { result: card, rolls } = await rollRule(bombCardRule(ref, aimed, input));
    return await postCard(card, rolls, ketch);
  } catch (error) {
    return reportRefusal(error, 'BROADSIDE.Bomb.Error');
  }
}
