/** The bomb ketch's mortar from her sheet or a macro. */
import { postCard } from '../../../chat/cards';
import { commandsShip } from '../../../documents/ships';
import { shipRefOf } from '../../../authority/ship-refs';
import { askDesk, reportRefusal } from '../../../authority/channel/client';
import { rollRule } from '../../../dice/roll-rule';
import { storedMove } from '../../../canvas/move-book';
import { bombCardRule, bombOptionSpecs, type BombInput } from './bomb';
import { distanceToHull } from '../../../rules/geometry/firing-geometry';
import { footprintOf } from './fire-dialog';
import { askOptions } from '../../../chat/actions/options';

/**
 * The mortar at the user's targeted ship. A player's at a ship he does not command goes to the
 * desk, which measures and reads the battle's moves itself and rolls it (decisions desk-rolls,
 * bomb-ketch-inputs). Otherwise the distance is measured from the ketch's centre to the nearest
 * point of the target's hull (decision bomb-ketch-range), the dialog starts from what the battle's
 * moves record of the target's last move and the ketch's, the user confirms, and the card posts
 * with its Apply.
 */
export async function fireMortar(ketch: Actor.Implementation, given?: BombInput) {
  if (!commandsShip(ketch)) return null;
  const target = game.user.targets.first()?.actor ?? null;
  if (target?.type !== 'ship' || target.uuid === ketch.uuid) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Bomb.needTarget'));
    return null;
  }
  if (!game.user.isGM && !target.isOwner) return askDesk({ kind: 'mortar', ketch: ketch.uuid, target: target.uuid });
  const from = ketch.getActiveTokens()[0];
  const to = target.getActiveTokens()[0];
  const measured = from && to ? distanceToHull(footprintOf(from), footprintOf(to)) : null;
  const [ketchMove, targetMove] = [from && storedMove(from.document), to && storedMove(to.document)];
  const booked = ketchMove && targetMove ? { ketch: ketchMove.record.used, target: targetMove.record.used } : null;
  const input =
    given ?? ((await askOptions('BROADSIDE.Bomb.dialogTitle', bombOptionSpecs(measured, booked))) as BombInput | null);
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
