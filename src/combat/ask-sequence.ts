/**
 * A GM's press of a phase button of the tracker: asked of the desk (the turn sequence's requests,
 * authority/turn-desk.ts) against the turn's serial he saw, so two GMs pressing at once make one step.
 */
import { postLine } from '../chat/post-line';
import type { BroadsideCombat } from './combat';
import { askDesk } from '../authority/channel/client';
import type { SequenceAction } from '../authority/channel/protocol';
import { sequenceSerial } from '../data/battle-data';
import { sideName } from '../data/squadrons';

/** His initiative roll, once made, is told in chat by his client, each side named as every player sees it. */
export async function askSequence(combat: BroadsideCombat, action: SequenceAction): Promise<void> {
  if (!game.user.isGM || !combat.id) return;
  const reply = await askDesk({
    kind: 'sequence',
    combatId: combat.id,
    serial: sequenceSerial(combat.sequence),
    action,
  });
  if (!reply.ok || action !== 'initiative' || !reply.data.order) return;
  const names = reply.data.order
    .split(',')
    .map((side) => sideName(side, combat.squadrons(), false) || game.i18n.localize(`BROADSIDE.Deck.Side.${side}`));
  await postLine(game.i18n.format('BROADSIDE.Sequence.initiativeRolled', { order: names.join(', ') }));
}
