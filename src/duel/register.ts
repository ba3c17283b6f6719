/**
 * Registers the duel: its GM-only store, the query openings travel by, the windows kept up to
 * date as the store changes, and the crossed swords on a crew token's HUD.
 */
import { SYSTEM_ID } from '../sheets/sheet-support';
import { DuelsModel } from '../data/duels';
import { currentDuels } from '../authority/foundry-desk';
import { foundryPickPort, registerPickQuery } from './foundry-picks';
import { resendOpenings } from './pick-client';
import { runningDuelOf } from './records';
import { DuelDialog } from './dialog';
import { DuelTracker, openDuelTracker } from './tracker';
import { startDuelFrom } from './start';
import { onTokenHud } from '../canvas/hud-button';

/** A crew member's duel: his tracker when he fights one, else the dialog to start one. */
export function openDuelFor(actor: Actor.Implementation) {
  const running = runningDuelOf(currentDuels(), actor.uuid);
  return running ? openDuelTracker(running.record.id) : startDuelFrom(actor);
}

function duelsChanged() {
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof DuelTracker || app instanceof DuelDialog) void app.render();
  }
  // Crew sheets show their fighter's state.
  for (const actor of game.actors?.contents ?? []) if (actor.type === 'crew' && actor.sheet?.rendered) void actor.sheet.render();
  void resendOpenings(foundryPickPort(), currentDuels());
}

export function registerDuel(): void {
  game.settings!.register(SYSTEM_ID, 'duels', {
    scope: 'world',
    config: false,
    type: DuelsModel,
    default: new DuelsModel({ records: [] }),
  });
  registerPickQuery();

  // The first write of a world setting creates its document; later ones update it.
  const onSetting = (setting: { key: string }) => {
    if (setting.key === `${SYSTEM_ID}.duels`) duelsChanged();
  };
  Hooks.on('createSetting', onSetting);
  Hooks.on('updateSetting', onSetting);
  Hooks.once('ready', () => void resendOpenings(foundryPickPort(), currentDuels()));

  onTokenHud((doc) => doc.actor?.type === 'crew', {
    className: 'broadside-duel',
    tooltip: 'BROADSIDE.Duel.hud',
    icon: 'fa-solid fa-khanda',
    click: (doc) => void openDuelFor(doc.actor!),
  });
}
