/**
 * The active GM, who carries out what a player may ask for but not do (v13 queries). Warns the
 * player and returns null when no GM is connected. Every query handler re-checks who asked.
 */
export function activeGMOrWarn(): User.Implementation | null {
  const gm = game.users?.activeGM ?? null;
  if (!gm) ui.notifications?.warn(game.i18n!.localize('BROADSIDE.Query.noGM'));
  return gm;
}
