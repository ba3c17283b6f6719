/**
 * What the desk does on each hook (hook-table.ts): take the requests written in User documents,
 * seal the cards posted, forget those deleted, note hand edits, put back a player's change of what
 * only the GM sets, keep its ledger's journal as it made it, take the desk, and run the moves'
 * work its features tell it of (a rule module adds entries of its own, as the duel does for its
 * openings). Every global is read before the first wait, on the client whose hook runs.
 */
import { SYSTEM_ID } from '../../constants';
import { deskUser } from '../foundry-desk';
import { answer } from '../channel/protocol';
import { cardDeleted, cardPosted, shipUpdated, takeDesk } from '../handlers/watch';
import { stripGmOnly, stripPaths } from '../guards/gm-only';
import {
  crewAboardFighting,
  deltaWrite,
  fightingShips,
  battleWritten,
  statusChanged,
  statusGone,
  takeStatus,
  type GuardedShip,
} from '../guards/status-guard';
import { guardedPaths } from '../../registry/data-parts';
import { tokenResized, type SizedToken } from '../guards/token-size';
import { isStorePage } from '../ledger/ledger-store';
import { showConditions } from '../guards/conditions';
import { DESK_LANE, type Lane } from '../desk';
import { ledgerOwnershipBack } from '../ledger/ledger-journal';
import {
  addedDeskHooks,
  deskHook,
  type AnyDeskHookEntry,
  type DeskContext,
  type DeskHookName,
  type DeskHooks,
} from './hook-table';

/** The chat's messages as the desk's tidying reads them: which exist, and who posted those not yet sealed. */
function messagesNow() {
  // Read now, on the client whose hook asked: the tidying reads them after it has waited.
  const messages = game.messages;
  return {
    exists: (id: string) => messages.has(id),
    posted: () => messages.contents.map((m) => ({ id: m.id ?? '', authorId: m.author?.id ?? '' })),
  };
}

/**
 * A ship's or crew member's actor as the guard reads it: a token's own actor names the world actor
 * she is drawn from.
 */
function guarded(actor: Actor.Implementation): GuardedShip {
  const token = actor.isToken ? actor.token : null;
  // Her stored data, as the desk reads and writes it (foundry-desk.ts), not the prepared values.
  const system: unknown = actor._source.system;
  if (actor.type === 'crew') return { uuid: actor.uuid, system, kind: 'crew' };
  return { uuid: actor.uuid, system, baseUuid: token ? (token.baseActor?.uuid ?? null) : null };
}

/**
 * Whether the guard keeps this actor: a ship of the world or of a token, or a crew member of the
 * world (a ship lists her crew by their world actors; a crew token's own actor is aboard none).
 */
const isGuarded = (actor: Actor.Implementation) =>
  !actor.pack && (actor.type === 'ship' || (actor.type === 'crew' && !actor.isToken));

/** The own actors of the unlinked ship tokens on every scene, `of` one world actor if given. */
function tokenShips(of?: string): GuardedShip[] {
  const out: GuardedShip[] = [];
  for (const scene of game.scenes) {
    for (const token of scene.tokens) {
      const actor = token.actorLink ? null : token.actor;
      if (actor?.type === 'ship' && (!of || token.baseActor?.uuid === of)) out.push(guarded(actor));
    }
  }
  return out;
}

/**
 * The desk's client brings these ships' status effects into line with their data
 * (guards/conditions.ts), in the lane of the user whose change set it off (a player's, or the desk's own).
 */
function show(ctx: DeskContext, uuids: readonly string[], userId?: string) {
  if (!ctx.runsDesk()) return null;
  const user = userId ? game.users.get(userId) : undefined;
  const lane: Lane = user && !user.isGM ? { by: 'player', userId: user.id ?? '' } : DESK_LANE;
  return showConditions(ctx.queue(), ctx.desk, ctx.conditions, uuids, lane);
}

/** Every ship of the world and of the scenes' unlinked tokens. */
const allShips = () => [
  ...game.actors.filter((a) => a.type === 'ship' && !a.pack).map((a) => a.uuid),
  ...tokenShips().map((s) => s.uuid),
];

/**
 * The client that has become the desk's takes the guard over from the ledger (at once, so no
 * change slips by before it), and tells its GM what it took as it stood or put back.
 */
async function takeGuard(ctx: DeskContext) {
  const { queue, desk, guard } = ctx;
  const ships = [...game.actors.filter(isGuarded).map(guarded), ...tokenShips()];
  const { notifications } = ui;
  const { i18n } = game;
  const nameOf = (uuid: string) =>
    foundry.utils.escapeHTML((fromUuidSync(uuid) as { name?: string } | null)?.name ?? uuid);
  const names = new Map(ships.map((s) => [s.uuid, nameOf(s.uuid)]));
  // Effects a player made or deleted while no GM was there are put right with the status.
  const shown = show(
    ctx,
    ships.map((s) => s.uuid),
  );
  const { first, restored } = await takeStatus(queue(), desk, guard, ships);
  await shown;
  if (first && ships.length)
    notifications?.info(i18n.localize('BROADSIDE.Ship.Status.firstGuard'), { permanent: true });
  if (restored.length)
    notifications?.warn(
      i18n.format('BROADSIDE.Ship.Status.putBack', {
        names: restored.map((uuid) => names.get(uuid) ?? uuid).join(', '),
      }),
      { permanent: true },
    );
}

/** A ship or crew member made or updated, as the server reports it to the desk's client. */
function shipTouched(ctx: DeskContext, actor: Actor.Implementation, userId: string, written?: unknown) {
  // A compendium's ships are no ships at sea (and a pack's documents are not the world's).
  if (!isGuarded(actor)) return null;
  const by = { id: userId, isGM: Boolean(game.users.get(userId)?.isGM) };
  const others = actor.isToken || actor.type === 'crew' ? [] : tokenShips(actor.uuid);
  return statusChanged(ctx.queue(), ctx.desk, ctx.guard, guarded(actor), by, others, written);
}

/**
 * A ledger page made, changed or deleted by someone other than a GM (a player handed the journal
 * by a GM's slip): the desk writes it back as its own book holds it, or removes a page it never
 * made (decision ledger-store). No client took the write meanwhile (ledger-store.ts).
 */
function ledgerPageWritten(ctx: DeskContext, page: JournalEntryPage.Implementation, userId: string) {
  if (!ctx.runsDesk() || !isStorePage(page) || game.users.get(userId)?.isGM) return null;
  const id = page.id ?? '';
  return ctx.queue().run(async () => {
    const kept = ctx.desk.ledger().card(id);
    await ctx.desk.writeLedger(kept ? { put: [kept] } : { drop: [id] });
    return answer('', true, 'noted');
  });
}

/** A ship's status effect made, changed or deleted: her conditions as her data has them. */
function effectChanged(ctx: DeskContext, effect: ActiveEffect.Implementation, userId: string) {
  const parent = effect.parent as Actor.Implementation | null;
  return parent?.type === 'ship' && !parent.pack ? show(ctx, [parent.uuid], userId) : null;
}

/** The GM's records (the ledger setting) written: every ship's conditions, as they now imply. */
function ledgerTableWritten(ctx: DeskContext, setting: Setting.Implementation) {
  return setting.key === `${SYSTEM_ID}.ledger` ? show(ctx, allShips()) : null;
}

/**
 * A player's own update of a ship loses, on his client, what only the GM sets and, while she is a
 * combatant of a battle, her damage tracks and what decides her shot (decisions desk-battle-tracks,
 * desk-battle-figures); he is told which, when it would have changed them.
 */
function warnGuarded(ctx: DeskContext, changed: Record<string, unknown>, actor: Actor.Implementation) {
  if (game.user.isGM) return;
  const source = actor._source;
  const { changed: refused } = stripGmOnly(changed, false, source);
  if (refused.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.gmOnly'));
  if (!fightingShips(ctx.desk).has(actor.uuid)) return;
  const { battleTracks, battleFigures } = guardedPaths('ship');
  const { changed: locked } = stripPaths(changed, battleTracks, source);
  if (locked.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.tracksLocked'));
  // What decides her shot (decision desk-battle-figures): her build, figures and art heading.
  const { changed: figures } = stripPaths(changed, battleFigures, source);
  if (figures.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.figuresLocked'));
}

/**
 * A player's own update of a Crew actor aboard a ship that fights loses, on his client, what of him
 * decides her rolls (decision desk-battle-figures); he is told so.
 */
function warnCrewGuarded(ctx: DeskContext, changed: Record<string, unknown>, actor: Actor.Implementation) {
  if (game.user.isGM || !crewAboardFighting(ctx.desk).has(actor.uuid)) return;
  const { changed: locked } = stripPaths(changed, guardedPaths('crew').battleFigures, actor._source);
  if (locked.length) ui.notifications?.warn(game.i18n.localize('BROADSIDE.Ship.Status.crewLocked'));
}

/** A ship's token resized: a player's change is put back while her battle lasts (guards/token-size.ts). */
function shipTokenResized(ctx: DeskContext, token: TokenDocument.Implementation, changed: object, userId: string) {
  if (!ctx.runsDesk() || token.actor?.type !== 'ship') return null;
  const sized: SizedToken = {
    id: token.id,
    name: token.name,
    width: token.width,
    height: token.height,
    grid: token.parent?.grid?.size ?? 0,
    update: (data) => token.update(data),
  };
  const by = { id: userId, isGM: Boolean(game.users.get(userId)?.isGM) };
  return tokenResized(ctx.queue(), ctx.desk, ctx.guard, sized, changed, by);
}

/** The desk's own entries. */
export const DESK_HOOKS: readonly AnyDeskHookEntry[] = [
  // A request or an answer in a User document; the server names who wrote it.
  deskHook('updateUser', (ctx, user, changed, _options, userId) => {
    const flags = (changed.flags as Record<string, { request?: unknown; answer?: unknown } | undefined> | undefined)?.[
      SYSTEM_ID
    ];
    const request = typeof flags?.request === 'string' ? flags.request : undefined;
    const reply = typeof flags?.answer === 'string' ? flags.answer : undefined;
    if (request === undefined && reply === undefined) return null;
    return ctx.mailbox.onUserUpdated(user.id ?? '', userId, request, reply);
  }),

  deskHook('createChatMessage', (ctx, message, _options, userId) => {
    const poster = game.users.get(userId);
    return ctx.runsDesk() && poster ? cardPosted(ctx.queue(), ctx.desk, deskUser(poster), message.id ?? '') : null;
  }),

  deskHook('deleteChatMessage', (ctx, message) =>
    ctx.runsDesk() ? cardDeleted(ctx.queue(), ctx.desk, message.id ?? '') : null,
  ),

  // A player's own update of a ship loses what only the GM sets (gm-only.ts), and her damage
  // tracks while she fights, before it is sent.
  // He is told only when it would have changed them (a module may send the whole data back as it is).
  // A token's own actor fires this hook and the ones below like a world actor
  // (https://github.com/foundryvtt/foundryvtt/issues/8973).
  deskHook('preUpdateActor', (ctx, actor, changed) => {
    if (actor.type === 'ship') warnGuarded(ctx, changed, actor);
    else if (actor.type === 'crew') warnCrewGuarded(ctx, changed, actor);
  }),

  // A hand edit of a path a card wrote, on a ship or a crew member; a player's change of what only
  // the GM sets is put back (a client that skipped the hook above).
  deskHook('updateActor', (ctx, actor, changed, options, userId) => {
    if ((actor.type !== 'ship' && actor.type !== 'crew') || !ctx.runsDesk()) return null;
    // What the update wrote (the server's difference), so a GM's update takes only the status it set.
    const written = (changed as { system?: unknown }).system;
    const status = shipTouched(ctx, actor, userId, written ?? {});
    const byDesk = options.broadside?.desk === true && Boolean(game.users.get(userId)?.isGM);
    // Her tokens' own actors show her new data where their delta does not cover it.
    const shown =
      actor.type === 'ship' && !actor.pack
        ? show(ctx, [actor.uuid, ...(actor.isToken ? [] : tokenShips(actor.uuid).map((s) => s.uuid))], userId)
        : null;
    return Promise.all([status, shipUpdated(ctx.queue(), ctx.desk, actor.uuid, written, byDesk, actor.type), shown]);
  }),

  // `token.update({delta})` writes an unlinked ship's own actor through her Token, with no Actor
  // update: the same GM-only paths are taken out on the asking client, and the desk watches it
  // like an Actor update (a client that skipped this hook is put right).
  deskHook('preUpdateToken', (ctx, token, changed) => {
    const actor = token.actorLink ? null : token.actor;
    const delta = (changed as { delta?: unknown }).delta;
    if (actor?.type === 'ship' && delta && typeof delta === 'object')
      warnGuarded(ctx, delta as Record<string, unknown>, actor);
  }),
  deskHook('updateToken', (ctx, token, changed, _options, userId) => {
    const resized = shipTokenResized(ctx, token, changed, userId);
    const actor = token.actorLink ? null : token.actor;
    const { touched, written } = deltaWrite(changed);
    if (actor?.type !== 'ship' || !touched || !ctx.runsDesk()) return resized;
    return Promise.all([shipTouched(ctx, actor, userId, written), show(ctx, [actor.uuid], userId), resized]);
  }),

  // A battle written (begun, a round turned): the desk takes note of its ships and their tokens' sizes.
  deskHook('updateCombat', (ctx) => (ctx.runsDesk() ? battleWritten(ctx.queue(), ctx.desk, ctx.guard) : null)),

  // A ship made after the desk was taken (a world actor, or a token with her own actor) is guarded
  // from the start; a crew member too.
  deskHook('createActor', (ctx, actor, _options, userId) => {
    if (!ctx.runsDesk()) return null;
    if (actor.type === 'crew') return shipTouched(ctx, actor, userId);
    if (actor.type !== 'ship') return null;
    return Promise.all([shipTouched(ctx, actor, userId), actor.pack ? null : show(ctx, [actor.uuid], userId)]);
  }),
  deskHook('createToken', (ctx, token, _options, userId) => {
    const actor = token.actorLink ? null : token.actor;
    if (actor?.type !== 'ship' || !ctx.runsDesk()) return null;
    return Promise.all([shipTouched(ctx, actor, userId), show(ctx, [actor.uuid], userId)]);
  }),

  // A status effect made, changed or deleted on a ship, by anyone: her conditions are put back as
  // her data has them (a player owns her effects as he owns her, and may forge a struck flag).
  deskHook('createActiveEffect', (ctx, effect, _options, userId) => effectChanged(ctx, effect, userId)),
  deskHook('updateActiveEffect', (ctx, effect, _changed, _options, userId) => effectChanged(ctx, effect, userId)),
  deskHook('deleteActiveEffect', (ctx, effect, _options, userId) => effectChanged(ctx, effect, userId)),

  // The GM's records changed (a boarding begun or ended, a prize taken): every ship's conditions are looked at.
  deskHook('createSetting', (ctx, setting) => ledgerTableWritten(ctx, setting)),
  deskHook('updateSetting', (ctx, setting) => ledgerTableWritten(ctx, setting)),

  // A ship or crew member deleted leaves the guard's memory, so the ledger does not grow with ships long gone.
  deskHook('deleteActor', (ctx, actor) =>
    (actor.type === 'ship' || actor.type === 'crew') && ctx.runsDesk()
      ? statusGone(ctx.queue(), ctx.desk, ctx.guard, actor.uuid)
      : null,
  ),
  deskHook('deleteToken', (ctx, token) => {
    const actor = token.actorLink ? null : token.actor;
    return actor?.type === 'ship' && ctx.runsDesk() ? statusGone(ctx.queue(), ctx.desk, ctx.guard, actor.uuid) : null;
  }),

  deskHook('createJournalEntryPage', (ctx, page, _options, userId) => ledgerPageWritten(ctx, page, userId)),
  deskHook('updateJournalEntryPage', (ctx, page, _changed, _options, userId) => ledgerPageWritten(ctx, page, userId)),
  deskHook('deleteJournalEntryPage', (ctx, page, _options, userId) => ledgerPageWritten(ctx, page, userId)),

  // A GM handed the ledger's journal to a player, or took the players' sight of it: the desk puts it back.
  deskHook('updateJournalEntry', (ctx, journal, changed) => {
    if (!ctx.runsDesk() || !changed || !('ownership' in changed)) return null;
    const back = ledgerOwnershipBack(journal);
    if (!back) return null;
    return ctx.queue().run(async () => {
      await journal.update(back as never);
      return answer('', true, 'noted');
    });
  }),

  // The desk's client first brings the world up to date, then takes the desk; a GM who becomes the
  // desk's client later (the one before him left) takes it then, once.
  deskHook('ready', (ctx) => {
    if (!ctx.seat.taken(ctx.runsDesk())) return null;
    const chat = messagesNow();
    const inQueue = (work: () => Promise<void>) =>
      ctx.queue().run(async () => {
        await work();
        return answer('', true, 'migrated');
      });
    return Promise.all([takeGuard(ctx), ctx.migrate(inQueue).then(() => takeDesk(ctx.queue(), ctx.desk, chat))]);
  }),
  deskHook('userConnected', (ctx) => {
    if (!game.ready || !ctx.seat.taken(ctx.runsDesk())) return null;
    return Promise.all([takeGuard(ctx), takeDesk(ctx.queue(), ctx.desk, messagesNow())]);
  }),

  // The battle's moves are read and written one at a time, in the desk's own lane (move-book.ts).
  deskHook('moves', (ctx, work) =>
    ctx.queue().run(async () => {
      await work();
      return answer('', true, 'moves');
    }),
  ),
];

/** One client's door to the desk's hooks: `tell` runs every entry of a hook, the desk's own first. */
export interface DeskDoor {
  tell<H extends DeskHookName>(hook: H, ...args: Parameters<DeskHooks[H]>): ReturnType<DeskHooks[H]>;
}

type LooseEntry = { hook: DeskHookName; run: (ctx: DeskContext, ...args: unknown[]) => unknown };

/**
 * The door of one client, over its context. A hook with one entry gives back that entry's work;
 * one with several, all of theirs together.
 */
export function deskHooks(ctx: DeskContext): DeskDoor {
  return {
    tell(hook, ...args) {
      const entries = [...DESK_HOOKS, ...addedDeskHooks()].filter((e) => e.hook === hook) as LooseEntry[];
      const results = entries.map((e) => e.run(ctx, ...args));
      return (results.length === 1 ? results[0] : Promise.all(results)) as never;
    },
  };
}
