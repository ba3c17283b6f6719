/**
 * Registers the duel: its GM-only store, its requests and openings on the desk, its turn card's
 * view, the query openings travel by, the windows kept up to date as the store changes, and the
 * crossed swords on a crew token's HUD.
 */
import { SYSTEM_ID } from '../../constants';
import { DuelsModel } from '../../data/duels';
import { currentDuels } from '../../authority/foundry-desk';
import { foundryPickPort, registerPickQuery } from './foundry-picks';
import { resendOpenings } from './pick-client';
import { runningDuelOf } from '../../data/duel-records';
import { DuelDialog } from './dialog';
import { DuelTracker, openDuelTracker } from './tracker';
import { openDuelOfficers, startDuelFrom } from './start';
import { attachCardActions, attachCardView } from '../../data/card-kinds';
import { registerDuelDesk } from './duel-desk';
import { duelCardView } from './card';
import { onTokenHud } from '../../canvas/token-hud';
import { currentReader } from '../../documents/reader';

/** A crew member's duel: his tracker when he fights one, else the dialog to start one. */
export function openDuelFor(actor: Actor.Implementation) {
  const running = runningDuelOf(currentDuels(), actor.uuid);
  return running ? openDuelTracker(running.record.id) : startDuelFrom(actor);
}

/** The duels this client has seen, so a new one opens its tracker for the fighters' owners. */
const seen = new Set<string>();

function openNewDuels() {
  const reader = currentReader();
  for (const record of currentDuels()) {
    if (seen.has(record.id)) continue;
    seen.add(record.id);
    if (!record.over && record.refs.some((r) => reader.commands(r.actorUuid))) void openDuelTracker(record.id);
  }
}

function duelsChanged() {
  openNewDuels();
  for (const app of foundry.applications.instances.values()) {
    if (app instanceof DuelTracker || app instanceof DuelDialog) void app.render();
  }
  // Crew sheets show their fighter's state.
  for (const actor of game.actors.contents)
    if (actor.type === 'crew' && actor.sheet?.rendered) void actor.sheet.render();
  void resendOpenings(foundryPickPort(), currentDuels());
}

export function registerDuel(): void {
  game.settings.register(SYSTEM_ID, 'duels', {
    scope: 'world',
    config: false,
    type: DuelsModel,
    default: new DuelsModel({ records: [] }),
  });
  registerDuelDesk();
  attachCardView('duel', duelCardView);
  registerPickQuery();
  // A boarding card's own button: the officers of both ships, to a duel.
  attachCardActions('boarding', { '[data-duel-officers]': openDuelOfficers });

  // The first write of a world setting creates its document; later ones update it.
  const onSetting = (setting: { key: string }) => {
    if (setting.key === `${SYSTEM_ID}.duels`) duelsChanged();
  };
  Hooks.on('createSetting', onSetting);
  Hooks.on('updateSetting', onSetting);
  Hooks.once('ready', () => {
    for (const record of currentDuels()) seen.add(record.id);
    void resendOpenings(foundryPickPort(), currentDuels());
  });

  onTokenHud((doc) => doc.actor?.type === 'crew', {
    className: 'broadside-duel',
    tooltip: 'BROADSIDE.Duel.hud',
    icon: 'fa-solid fa-khanda',
    click: (doc) => void openDuelFor(doc.actor!),
  });
}
