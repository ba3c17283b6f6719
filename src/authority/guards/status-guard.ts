/**
 * The desk's guard of the paths of every ship a player may not write though he owns her
 * (gm-only.ts): those only a GM sets, and her damage tracks and figures while she fights in a battle;
 * and of every crew member, the skills his ship rolls with while she fights. What a GM
 * (or a card the desk applied) last left is kept in the ledger, the world setting only GMs write,
 * so it outlives every GM's client: the client that takes the desk reads it, puts back what a
 * player changed while no GM was connected, and from then on puts back, as the server reports
 * them, the changes a player makes, and notes in the ledger those a GM makes (and a player's change
 * of the tracks and figures of a ship in no battle, which are his to write then). Every write goes through the
 * desk's queue, so requests queued before a put-back never read the player's values after it.
 * Pure over the Desk port.
 */
import { answer } from '../channel/protocol';
import type { Desk, DeskQueue } from '../desk';
import type { PartActor } from '../../registry/data-parts';
import type { StatusGuard, GuardedShip } from './status-memory';
import { noteTokenSizes } from './token-size';
import { crewList } from '../../data/ship';

export { StatusGuard, type GuardedShip, type GuardPaths, type PutBack } from './status-memory';

/**
 * The ships that fight, by their actor's uuid (a token's own actor's for an unlinked one): the
 * combatants of a battle now, and those its roster in the ledger holds while it lasts (decision
 * desk-battle-roster), as every client reads them.
 */
export function fightingShips(desk: Pick<Desk, 'battles' | 'ledger'>): Set<string> {
  const battles = desk.battles();
  const ships = new Set(battles.flatMap((b) => b.ships.map((s) => s.actorUuid)));
  const going = new Set(battles.map((b) => b.id));
  for (const roster of desk.ledger().table.fought ?? [])
    if (going.has(roster.combat)) roster.ships.forEach((uuid) => ships.add(uuid));
  return ships;
}

/**
 * The Crew actors listed aboard a ship that fights now, by uuid, as the desk reads her sheet: what
 * of them decides her rolls is locked while she fights (decision desk-battle-figures).
 */
export function crewAboardFighting(
  desk: Pick<Desk, 'battles' | 'ship' | 'ledger'>,
  ships: ReadonlySet<string> = fightingShips(desk),
): Set<string> {
  const aboard = new Set<string>();
  for (const uuid of ships) for (const member of crewList(desk.ship(uuid)?.source.crew ?? [])) aboard.add(member.actor);
  return aboard;
}

/**
 * The ships the guard holds to a battle: those among a battle's combatants now, and those seen
 * among them since it began, while it lasts (decision desk-battle-roster).
 */
export function guardedShips(desk: Pick<Desk, 'battles' | 'token'>, guard: StatusGuard): Set<string> {
  const battles = desk.battles();
  noteTokenSizes(battles, desk, guard);
  return guard.fighting(battles);
}

/** What fights now, as the guard holds it: the ships of a battle, and the crew members aboard them. */
export function fightingNow(
  desk: Pick<Desk, 'battles' | 'ship' | 'token' | 'ledger'>,
  guard: StatusGuard,
): Set<string> {
  const ships = guardedShips(desk, guard);
  return new Set([...ships, ...crewAboardFighting(desk, ships)]);
}

/** Those of a kind that fight now (a ship's check reads no crew list, so a flood of her updates stays cheap). */
const fightingOf = (desk: Pick<Desk, 'battles' | 'ship' | 'token' | 'ledger'>, guard: StatusGuard, kind: PartActor) =>
  kind === 'crew' ? crewAboardFighting(desk, guardedShips(desk, guard)) : guardedShips(desk, guard);

/** A battle written: its roster and its tokens' sizes noted, and kept in the ledger when the roster moved. */
export function battleWritten(queue: DeskQueue, desk: Desk, guard: StatusGuard): Promise<unknown> | null {
  if (!guard.taken) return null;
  guardedShips(desk, guard);
  return guard.rosterMoved() ? saveStatus(queue, desk, guard) : null;
}

/** The one ledger write waiting in each desk's queue: a burst of GM changes is written once. */
const saving = new WeakMap<DeskQueue, Promise<unknown>>();

/** Keeps the guard's memory in the ledger, in the desk's queue. */
export function saveStatus(queue: DeskQueue, desk: Desk, guard: StatusGuard): Promise<unknown> {
  const waiting = saving.get(queue);
  if (waiting) return waiting;
  const job = queue.run(async () => {
    saving.delete(queue);
    const { table } = desk.ledger();
    const kept = guard.records();
    const same =
      JSON.stringify(table.status) === JSON.stringify(kept.status) &&
      JSON.stringify(table.statusPaths) === JSON.stringify(kept.statusPaths) &&
      JSON.stringify(table.crewPaths ?? []) === JSON.stringify(kept.crewPaths) &&
      JSON.stringify(table.fought ?? []) === JSON.stringify(kept.fought);
    if (!table.guarded || !same) await desk.writeLedger({ table: { ...table, ...kept, guarded: true } });
    return answer('', true, 'noted');
  });
  saving.set(queue, job);
  return job;
}

/** A ship waiting to be put back: those waiting for it, and the players whose change it undoes, to be told. */
interface Waiting {
  done: (() => void)[];
  tell: Set<string>;
}

/** The ships waiting to be put back, per desk, oldest first; and the one job queued. */
interface Restoring {
  ships: Map<string, Waiting>;
  job: Promise<unknown> | null;
}
const restoring = new WeakMap<DeskQueue, Restoring>();

/**
 * Puts a ship back as a GM left her, in the desk's own lane of the queue (ahead of every player's
 * work, decision desk-priority), reading her as she is by then, and tells the players whose change
 * it undid why (`by`: a player's id). The put-backs wait one at a time: a single job in the lane
 * puts back the ship changed first and then queues the next, so however many ships a player
 * forges, the GM's request waits behind one put-back at most, and a burst on one ship is put back
 * (and each player told) once.
 */
export function restoreStatus(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  uuid: string,
  by?: string,
): Promise<unknown> {
  let waiting = restoring.get(queue);
  if (!waiting) {
    waiting = { ships: new Map(), job: null };
    restoring.set(queue, waiting);
  }
  const mine = waiting;
  return new Promise<void>((done) => {
    const ship = mine.ships.get(uuid) ?? { done: [], tell: new Set<string>() };
    ship.done.push(done);
    if (by) ship.tell.add(by);
    mine.ships.set(uuid, ship);
    nextPutBack(queue, desk, guard, mine);
  });
}

function nextPutBack(queue: DeskQueue, desk: Desk, guard: StatusGuard, waiting: Restoring): void {
  if (waiting.job || waiting.ships.size === 0) return;
  waiting.job = queue.run(async () => {
    const [uuid, those] = waiting.ships.entries().next().value!;
    waiting.ships.delete(uuid);
    try {
      const crew = guard.kindOf(uuid) === 'crew';
      const actor = crew ? desk.crew(uuid) : desk.ship(uuid);
      const back = actor ? guard.back(uuid, actor.source, fightingOf(desk, guard, guard.kindOf(uuid)).has(uuid)) : null;
      if (back) {
        await (crew ? desk.writeCrew(uuid, back.update) : desk.writeShip(uuid, back.update));
        const code = crew
          ? 'crewPutBack'
          : back.tracks
            ? 'tracksPutBack'
            : back.figures
              ? 'figuresPutBack'
              : 'statusPutBack';
        for (const userId of those.tell)
          await desk.tell(userId, answer(`guard-${desk.newId()}`, false, code, { name: actor!.name }));
      }
    } finally {
      waiting.job = null;
      nextPutBack(queue, desk, guard, waiting);
      for (const done of those.done) done();
    }
    return answer('', true, 'noted');
  });
}

/** What a takeover of the guard did: whether it was the world's first (all taken as they stood), and the ships it put
 * back. */
export interface StatusTaken {
  first: boolean;
  restored: string[];
}

/** The client taking the desk takes the guard over from the ledger and puts right what a player changed meanwhile. */
export async function takeStatus(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  ships: readonly GuardedShip[],
): Promise<StatusTaken> {
  const ledger = desk.ledger().table;
  // The rosters first, so a ship out of the combat is still held to her battle.
  guard.takeRosters(ledger);
  const restored = guard.take(ledger, ships, fightingNow(desk, guard));
  guard.rosterMoved(); // the save below keeps it
  await Promise.all([
    saveStatus(queue, desk, guard),
    ...restored.map((uuid) => restoreStatus(queue, desk, guard, uuid)),
  ]);
  return { first: !ledger.guarded, restored };
}

/**
 * The server reported a ship updated or made (a world actor, or a token whose actor is her own),
 * by a GM or by a player (`by`). `tokens`: for a world actor, her unlinked tokens' actors as they
 * now stand, which draw on her; `written`: an update's system data (none for a ship made). Null
 * when there is nothing to do.
 */
export function statusChanged(
  queue: DeskQueue,
  desk: Desk,
  guard: StatusGuard,
  ship: GuardedShip,
  by: { id: string; isGM: boolean },
  tokens: readonly GuardedShip[] = [],
  written?: unknown,
): Promise<unknown> | null {
  if (!guard.taken) return null;
  // Read first, so a ship among a battle's combatants at any write is on its roster.
  const fighting = fightingOf(desk, guard, ship.kind ?? 'ship');
  const rosterMoved = guard.rosterMoved();
  if (by.isGM) return guard.setByGM(ship, tokens, written) || rosterMoved ? saveStatus(queue, desk, guard) : null;
  let save = guard.byPlayer(ship) || rosterMoved;
  // Her tracks and figures are his to write while she is in no battle.
  if (!fighting.has(ship.uuid)) save = guard.follow(ship) || save;
  const work: Promise<unknown>[] = save ? [saveStatus(queue, desk, guard)] : [];
  // A token that fights and draws on her may show his change of her world actor's tracks: they are
  // put back on the token (what only the GM sets comes back to it with her own put-back).
  for (const one of [ship, ...tokens.filter((token) => fighting.has(token.uuid))])
    if (guard.back(one.uuid, one.system, fighting.has(one.uuid)))
      work.push(restoreStatus(queue, desk, guard, one.uuid, by.id));
  return work.length ? Promise.all(work) : null;
}

/** A ship deleted (a world actor, or an unlinked token with her own actor): her record leaves the ledger. */
export function statusGone(queue: DeskQueue, desk: Desk, guard: StatusGuard, uuid: string): Promise<unknown> | null {
  return guard.taken && guard.forget(uuid) ? saveStatus(queue, desk, guard) : null;
}

/**
 * What a Token update writes to her own actor: `token.update({delta: {system}})` on an unlinked
 * ship changes her actor's data with no Actor update in it, so the desk watches updateToken too
 * (door/hooks.ts). `touched`: the update wrote her delta at all (a player's is then checked against
 * what the guard keeps, whatever paths it named); `written`: the system data it wrote, for a GM's
 * (undefined: the delta's system was replaced or written some other way, so every path counts as written).
 */
export function deltaWrite(changed: unknown): { touched: boolean; written: unknown } {
  const delta = changed && typeof changed === 'object' ? (changed as { delta?: unknown }).delta : undefined;
  if (!delta || typeof delta !== 'object') return { touched: false, written: undefined };
  const keys = Object.keys(delta);
  const system = (delta as { system?: unknown }).system;
  // Only a plain `system` object names the paths written; any other key (an operator, a dotted path) may write them
  // all.
  const plain =
    system && typeof system === 'object' && keys.every((k) => k === 'system' || k === '_id' || !k.includes('system'));
  return { touched: keys.some((k) => k !== '_id'), written: plain ? system : undefined };
}
