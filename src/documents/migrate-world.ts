import { MIGRATIONS, SCHEMA_VERSION, migrateSource, pendingMigrations } from '../data/migrations';
import { SYSTEM_ID } from '../sheets/sheet-support';

/** Brings the world's actors and items (and those owned by actors) up to the current schema. */
export async function migrateWorld(): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const from = game.settings.get(SYSTEM_ID, 'schemaVersion');
  const pending = pendingMigrations(from, MIGRATIONS);
  if (pending.length) {
    ui.notifications?.info(game.i18n.format('BROADSIDE.Migration.started', { version: String(SCHEMA_VERSION) }), { permanent: true });
    for (const actor of game.actors ?? []) {
      const update = migrateSource('actor', actor.toObject(), pending);
      if (update) await actor.update(update, { diff: false });
      for (const item of actor.items) {
        const itemUpdate = migrateSource('item', item.toObject(), pending);
        if (itemUpdate) await item.update(itemUpdate, { diff: false });
      }
    }
    for (const item of game.items ?? []) {
      const update = migrateSource('item', item.toObject(), pending);
      if (update) await item.update(update, { diff: false });
    }
    ui.notifications?.info(game.i18n.format('BROADSIDE.Migration.finished', { version: String(SCHEMA_VERSION) }), { permanent: true });
  }
  if (from !== SCHEMA_VERSION) await game.settings.set(SYSTEM_ID, 'schemaVersion', SCHEMA_VERSION);
}
