/** Who commands a ship actor (her rules view and the table's records of her are authority/ship-refs.ts's). */

/**
 * Whether this user commands the ship and may roll for her: her owner or a GM. The desk checks the
 * same of every card when it is posted; this only spares a player a card that would be void.
 */
export function commandsShip(actor: Actor.Implementation): boolean {
  if (actor.isOwner) return true;
  ui.notifications?.warn(game.i18n.format('BROADSIDE.Desk.notYourShip', { ship: actor.name ?? '' }));
  return false;
}
