/**
 * The GM's management of a battle from the tracker: bringing the scene's ships into it, removing
 * or hiding one, ending it, placing ships in squadrons and saving those squadrons to sail again.
 * Placing goes through the desk (it writes the battle's data); the rest is Foundry's own combat
 * management, the GM's alone.
 */
import { formatCount } from '../plural';
import { SYSTEM_ID, SYSTEM_PATH } from '../constants';
import { checkSquadronForm, readSquadronForm, squadronFormContext } from './squadron-form';
import { askDesk } from '../authority/channel/client';
import { placementsOf, withSquadrons } from '../data/roster-store';
import { rosterOf } from '../data/roster';
import type { BroadsideCombat } from './combat';
import { isBattle } from './battles';

/**
 * Opens a battle on the viewed scene, active there (so the tracker shows it), for the GM's first
 * press of "Add the scene's ships" in a new world; null, with a warning, when no scene is viewed.
 */
export async function openSceneBattle(): Promise<BroadsideCombat | null> {
  const scene = canvas?.scene;
  if (!scene?.id) {
    ui.notifications?.warn(game.i18n.localize('BROADSIDE.Deck.noScene'));
    return null;
  }
  const combat = await Combat.implementation.create({ scene: scene.id, active: true });
  if (!isBattle(combat)) return null;
  await combat.activate({ render: true });
  return combat;
}

/** Every ship token of the viewed scene that is not yet in the battle comes into it. */
export async function addSceneShips(combat: BroadsideCombat): Promise<void> {
  const inBattle = new Set(combat.combatants.contents.map((c) => c.tokenId));
  const tokens = (canvas?.tokens?.placeables ?? []).filter((t) => t.actor?.type === 'ship' && !inBattle.has(t.id));
  if (tokens.length === 0) return void ui.notifications?.info(game.i18n.localize('BROADSIDE.Deck.noNewShips'));
  await combat.createEmbeddedDocuments(
    'Combatant',
    // No scene of its own: CombatantData names none, the Combat holds the scene (FOUNDRY-FACTS.md section 4).
    tokens.map((t) => ({ tokenId: t.id, actorId: t.actor?.id, hidden: t.document.hidden })),
  );
}

/** A ship leaves the battle (her squadron keeps the others). */
export async function removeShip(combat: BroadsideCombat, combatantId: string): Promise<void> {
  const name = combat.combatants.get(combatantId)?.name ?? '';
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: 'BROADSIDE.Deck.removeShip' },
    content: `<p>${game.i18n.format('BROADSIDE.Deck.removeShipConfirm', { name: foundry.utils.escapeHTML(name) })}</p>`,
  });
  if (ok) await combat.combatants.get(combatantId)?.delete();
}

/** Hides a ship from the players' tracker and chat (an ambush), or shows her again. */
export async function toggleHidden(combat: BroadsideCombat, combatantId: string): Promise<void> {
  const combatant = combat.combatants.get(combatantId);
  if (combatant) await combatant.update({ hidden: !combatant.hidden });
}

/** Ends the battle after the GM confirms. */
export async function endBattle(combat: BroadsideCombat): Promise<void> {
  const ok = await foundry.applications.api.DialogV2.confirm({
    window: { title: 'BROADSIDE.Deck.endBattle' },
    content: `<p>${game.i18n.localize('BROADSIDE.Deck.endBattleConfirm')}</p>`,
  });
  if (ok) await combat.delete();
}

export const SQUADRON_DIALOG_TEMPLATE = `${SYSTEM_PATH}/templates/combat/squadron-dialog.hbs`;

/**
 * The GM puts the selected tokens' ships in a squadron: its name (empty: back with their nation),
 * its side and its flagship among them, each checked next to its field as he fills the dialog.
 * The desk places them (placeShips), and checks the flagship again.
 */
export async function assignSelected(combat: BroadsideCombat): Promise<void> {
  const tokens = canvas?.tokens?.controlled ?? [];
  const ships = combat
    .shipEntries()
    .filter((entry) => tokens.some((t) => t.id === entry.tokenId))
    .map((entry) => ({ combatantId: entry.combatantId, name: entry.name, flagship: entry.flagship }));
  if (ships.length === 0) return void ui.notifications?.warn(game.i18n.localize('BROADSIDE.Deck.noTokens'));
  const say = (key: string) => game.i18n.localize(key);
  const content = await foundry.applications.handlebars.renderTemplate(SQUADRON_DIALOG_TEMPLATE, {
    ...squadronFormContext(ships),
  });
  const input = await foundry.applications.api.DialogV2.input({
    window: { title: 'BROADSIDE.Deck.assignTitle' },
    content,
    render: (_event: Event, dialog: foundry.applications.api.DialogV2) => {
      const form = dialog.element;
      if (!(form instanceof HTMLFormElement)) return;
      const check = () => void checkSquadronForm(form, ships, say);
      form.addEventListener('input', check);
      form.addEventListener('change', check);
    },
  });
  if (!input || typeof input !== 'object') return;
  const { choice, problems } = readSquadronForm(input, ships);
  if (problems[0]) return void ui.notifications?.warn(say(problems[0].key));
  await askDesk({
    kind: 'placeShips',
    combatId: combat.id ?? '',
    combatantIds: ships.map((s) => s.combatantId),
    ...choice,
  });
}

/** Saves the battle's squadrons to sail again (replacing saved ones of the same name). */
export async function saveSquadrons(combat: BroadsideCombat): Promise<void> {
  const roster = withSquadrons(rosterOf(game.settings.get(SYSTEM_ID, 'roster')), combat.squadrons());
  await game.settings.set(SYSTEM_ID, 'roster', { squadrons: roster });
  ui.notifications?.info(
    formatCount(game.i18n, 'BROADSIDE.Deck.squadronsSaved', roster.length, { count: roster.length }),
  );
}

/** Places the battle's ships in the saved squadrons their actors belong to. */
export async function useSavedSquadrons(combat: BroadsideCombat): Promise<void> {
  const placements = placementsOf(rosterOf(game.settings.get(SYSTEM_ID, 'roster')), combat.shipEntries());
  if (placements.length === 0)
    return void ui.notifications?.info(game.i18n.localize('BROADSIDE.Deck.noSavedSquadrons'));
  for (const p of placements) {
    const answer = await askDesk({
      kind: 'placeShips',
      combatId: combat.id ?? '',
      combatantIds: p.combatantIds,
      squadron: p.squadron,
      side: p.side,
      flagship: p.flagship,
    });
    if (!answer.ok) return;
  }
}
