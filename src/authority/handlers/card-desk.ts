/**
 * The desk's side of the chat cards: sealing a card as it is posted, applying it once, asking the
 * GM when the asker does not command what it hits, and undoing exactly what it did
 * (decisions chat-apply-policy, undo-exact). Pure over the Desk port.
 */
import { chosenCard, isApplicable } from '../../data/card-apply';
import type { ActorChange } from '../../data/card-changes';
import { actingShips, scenarioSwitchesOf, staysWithinNamedShips } from '../../data/card-kinds';
import type { AnyCard } from '../../data/card-model';
import { shipStateOf } from '../../data/ship-state';
import { answer, isAnswer, type Answer, type DeskRequest } from '../channel/protocol';
import type { Desk, DeskCard, DeskUser } from '../desk';
import { relinked, sameValue, undoPlan, writesFor, type PathValue } from '../writes/effects';
import { readDotted } from '../writes/dotted';
import { partRoot } from '../../registry/data-parts';
import {
  bothWrites,
  cardsGone,
  editSeq,
  withCard,
  withShipTable,
  type AppliedEntry,
  type CardEntry,
  type Ledger,
  type LedgerTable,
  type LedgerWrite,
} from '../../data/ledger-book';
import { VOID_REASONS, type GmOnly, type VoidReason } from '../../data/ledger-book';
import { changesGmOnlyStatus, isCountPath, pathedActor, type PathedActor } from '../writes/actor-paths';
import { deriveAnswer, deriveReason, deskDerivation, DERIVE_REASONS, rolledByPlayer, shotFacts } from './card-derive';
import { deskCardWork } from './card-table';
import { trustedAtOnce } from './trust';

type CardRequest<K extends DeskRequest['kind']> = Extract<DeskRequest, { kind: K }>;

const isDeriveReason = (reason: string | null) => (DERIVE_REASONS as readonly (string | null)[]).includes(reason);

/** Whether the poster commands one of the ships (a duel's fighters) the card acts for: actors of the right type only.
 * */
function commandsActing(desk: Desk, card: AnyCard, poster: DeskUser): boolean {
  const exists = (uuid: string) => (card.kind === 'duel' ? desk.crew(uuid) : desk.ship(uuid)) !== null;
  return actingShips(card).some((uuid) => exists(uuid) && (poster.isGM || desk.commands(poster.id, uuid)));
}

/** Whether every ship a change starts from was as her sheet says now (a card rolled against other figures is not). */
function startsFromTheSheets(desk: Desk, card: AnyCard): boolean {
  return card.changes.every((c) => {
    if (c.part) {
      const part = c.part;
      const ship = desk.ship(c.actorUuid);
      return (
        ship !== null &&
        Object.entries(part.before).every(([key, value]) =>
          sameValue(readDotted(ship.source, `${partRoot(part.module)}.${key}`) as PathValue, value),
        )
      );
    }
    if (!c.before) return true;
    const ship = desk.ship(c.actorUuid);
    return ship !== null && JSON.stringify(shipStateOf(ship.source, ship.derived)) === JSON.stringify(c.before);
  });
}

/**
 * A new entry for a card, checked against the user who posted it: void when he commands none of the
 * ships it acts for, when it reaches ships it does not name, when a player posted a duel's turn, or
 * when its changes are not what its recorded dice give from the sheets (decision desk-derive); for
 * the GM alone when it was sealed late or starts from figures other than the sheets'.
 */
function newEntry(desk: Desk, message: DeskCard, poster: DeskUser, late: boolean, ledger: Ledger): CardEntry {
  const card = message.card!;
  // A duel's turn is the desk's to post (it alone holds the picks): one a player made up is void.
  const forgedDuel = card.kind === 'duel' && !poster.isGM;
  const derived = () => {
    const problem = deskDerivation(desk, message, ledger);
    return problem && deriveReason(problem);
  };
  const reason = forgedDuel
    ? 'notFromTheDesk'
    : !commandsActing(desk, card, poster)
      ? 'notYourShip'
      : !staysWithinNamedShips(card)
        ? 'foreignShip'
        : derived();
  const gmOnly: GmOnly | null = late
    ? 'late'
    : !startsFromTheSheets(desk, card)
      ? 'mismatch'
      : !reason && shotFacts(desk, message, ledger)?.measured === false
        ? 'unmeasured'
        : rolledByPlayer(desk, message)
          ? 'playerDice'
          : null;
  return {
    messageId: message.id,
    author: poster.id,
    seal: message.seal,
    status: reason ? 'void' : 'open',
    reason,
    gmOnly,
    revision: 0,
    awaiting: null,
    applied: null,
  };
}

/**
 * Seals a card the server says `poster` just posted (the GM's createChatMessage hook): a card
 * about a ship he does not command is void from the start. Cards with nothing to apply are not
 * kept. Sealing twice changes nothing.
 */
export async function sealCard(desk: Desk, poster: DeskUser, messageId: string, late = false): Promise<Answer> {
  const message = desk.card(messageId);
  // A card beyond the bounds the rules allow is void: no entry, every request about it refused (decision card-bounds).
  if (message?.refusal === 'cardTooLarge') return answer('', false, 'cardTooLarge');
  if (!message?.card) return answer('', true, 'nothingToSeal');
  if (!isApplicable(message.card)) {
    // Launching boats changes no ship but the battle: it does so as posted, by a poster who
    // commands her (decision boats-launched-switch). Other switches wait for an applied card.
    const card = message.card;
    const launch = card.kind === 'turnRoll' && card.roll === 'launchBoats';
    if (launch && commandsActing(desk, card, poster)) await tickScenario(desk, card, actingShips(card));
    return answer('', true, 'nothingToSeal');
  }
  const ledger = desk.ledger();
  if (ledger.card(messageId)) return answer('', true, 'alreadySealed');
  if (message.authorId !== poster.id && !poster.isGM) return answer('', false, 'notYourCard');
  const entry = newEntry(desk, message, poster, late, ledger);
  // A void card keeps its verdict where only GMs write (decision ledger-store); the mark on its message is for its
  // footer alone, so a poster who takes it off gains nothing.
  if (entry.status === 'void') {
    await desk.writeLedger(withCard(ledger, entry));
    if (message.voided !== entry.reason) await desk.markCard(messageId, entry.revision, entry.reason ?? 'notYourShip');
    // A player whose card is not what its dice give is told why at once.
    const problem = isDeriveReason(entry.reason) && !poster.isGM ? deskDerivation(desk, message, ledger) : null;
    if (problem) await desk.tell(poster.id, deriveAnswer(`seal-${messageId}`, problem));
    return answer('', true, 'sealed');
  }
  await desk.writeLedger(withCard(ledger, entry));
  // What the card's kind has the desk write as it seals one (a side's first broadside spent, say).
  await deskCardWork(message.card.kind).sealed?.(desk, ledger, message.card);
  return answer('', true, 'sealed');
}

/** The card and its entry, or the refusal that stops a request about it. */
async function cardAndEntry(
  desk: Desk,
  id: string,
  messageId: string,
  revision: number,
): Promise<{ message: DeskCard; card: AnyCard; entry: CardEntry; ledger: Ledger; sealing: LedgerWrite } | Answer> {
  const message = desk.card(messageId);
  if (!message?.card) return answer(id, false, message?.refusal === 'cardTooLarge' ? 'cardTooLarge' : 'notACard');
  const ledger = desk.ledger();
  let entry = ledger.card(messageId);
  // The entry's write, for a card sealed only now: made with the request's own first write.
  let sealing: LedgerWrite = {};
  if (!entry) {
    // Posted while no GM was there to seal it: sealed now, and only the GM may apply it.
    const poster = desk.user(message.authorId);
    if (!poster) return answer(id, false, 'notACard');
    entry = newEntry(desk, message, poster, true, ledger);
    // A mark with no entry (a world from before void cards were kept) can only refuse: a card once
    // judged void stays void though the sheets it was derived from have moved since.
    const marked = (VOID_REASONS as readonly (string | null | undefined)[]).includes(message.voided)
      ? (message.voided as VoidReason)
      : null;
    if (entry.status !== 'void' && marked) entry = { ...entry, status: 'void', reason: marked };
    sealing = withCard(ledger, entry);
    // Judged void now, it is kept so: the verdict no longer hangs on anything its poster can change.
    if (entry.status === 'void') await desk.writeLedger(sealing);
  }
  if (entry.status === 'void') {
    // Why a card is not what its dice give names the ship (found again: the sheets it was derived from are as they
    // were).
    const problem = isDeriveReason(entry.reason) ? deskDerivation(desk, message, ledger) : null;
    if (problem) return deriveAnswer(id, problem);
    return answer(
      id,
      false,
      entry.reason ?? 'notYourShip',
      isDeriveReason(entry.reason) ? { ship: message.card.changes[0]?.name ?? '' } : {},
    );
  }
  if (entry.seal !== message.seal) return answer(id, false, 'cardChanged');
  if (entry.revision !== revision) return answer(id, false, 'stale', { revision: String(entry.revision) });
  return { message, card: message.card, entry, ledger, sealing };
}

/** cardAndEntry, with an apply left half done finished first. */
async function openCard(desk: Desk, id: string, messageId: string, revision: number) {
  const found = await cardAndEntry(desk, id, messageId, revision);
  if (isAnswer(found) || !found.entry.applied?.pending) return found;
  const entry = await finishPending(desk, found.ledger, found.entry);
  return { ...found, entry };
}

/** openCard for what only a GM may do to a card: approve, decline or undo it. */
async function openCardAsGM(desk: Desk, asker: DeskUser, id: string, request: { messageId: string; revision: number }) {
  if (!asker.isGM) return answer(id, false, 'gmOnly');
  return openCard(desk, id, request.messageId, request.revision);
}

/** A path as the undo's answer names it: a ship's mast or a crew member's arm, not the whole path. */
const pathLabel = (path: string) => (path.startsWith('wounds.') ? path.split('.')[1]! : path.split('.').slice(-1)[0]!);

/**
 * Writes a card's changes: the ledger first (with the exact writes, marked pending), then the
 * actors (ships or crew), then the ledger again, so a failure half way is finished by the next
 * request rather than applied twice.
 */
async function applyChanges(
  desk: Desk,
  ledger: Ledger,
  sealing: LedgerWrite,
  entry: CardEntry,
  changes: readonly ActorChange[],
  by: DeskUser,
  option: string | null,
  id: string,
): Promise<Answer> {
  const actors: { change: ActorChange; actor: PathedActor }[] = [];
  for (const change of changes) {
    const actor = pathedActor(desk, ledger, change.actorUuid);
    if (!actor) return answer(id, false, 'missingShip', { ship: change.name });
    actors.push({ change, actor });
  }
  const seq = ledger.seq + 1;
  const edited = (uuid: string, path: string) => editSeq(ledger.table, uuid, path);
  // Only the cards standing on these ships are read (decision ledger-store).
  const effects = actors.map(({ change, actor }) => ({
    uuid: change.actorUuid,
    name: actor.name,
    writes: writesFor(
      change.actorUuid,
      actor.intents(change),
      actor.read,
      actor.specs,
      ledger.standing(change.actorUuid),
      edited,
    ),
  }));
  const applied: AppliedEntry = { seq, by: by.id, at: desk.now(), option, ships: effects, pending: true };
  const done: CardEntry = { ...entry, status: 'applied', awaiting: null, revision: entry.revision + 1, applied };
  let table: LedgerTable | null = null;
  const updates = effects.map((effect) => ({
    effect,
    actor: actors.find((a) => a.change.actorUuid === effect.uuid)!.actor,
  }));
  for (const { effect, actor } of updates) {
    const { table: records } = actor.update(effect.writes.map((w) => ({ path: w.path, value: w.after })));
    if (Object.keys(records).length) table = withShipTable(table ?? ledger.table, effect.uuid, records);
  }
  await desk.writeLedger(bothWrites(sealing, { seq, put: [done], ...(table ? { table } : {}) }));
  for (const { effect, actor } of updates) {
    const { system } = actor.update(effect.writes.map((w) => ({ path: w.path, value: w.after })));
    if (Object.keys(system).length) await actor.write(system);
  }
  await desk.writeLedger({ put: [{ ...done, applied: { ...applied, pending: false } }] });
  await desk.markCard(entry.messageId, entry.revision + 1);
  const card = desk.card(entry.messageId)?.card;
  if (card)
    await tickScenario(
      desk,
      card,
      changes.map((c) => c.actorUuid),
    );
  return answer(id, true, 'applied');
}

/**
 * Finishes an apply the ledger records but a ship write of which failed: every path still at the
 * value the card found gets the value it meant to leave.
 */
export async function finishPending(desk: Desk, ledger: Ledger, entry: CardEntry): Promise<CardEntry> {
  if (!entry.applied?.pending) return entry;
  for (const effect of entry.applied.ships) {
    const actor = pathedActor(desk, ledger, effect.uuid);
    if (!actor) continue;
    const sets = effect.writes
      .filter((w) => sameValue(actor.read(w.path), w.before))
      .map((w) => ({ path: w.path, value: w.after }));
    const { system } = actor.update(sets);
    if (Object.keys(system).length) await actor.write(system);
  }
  const next: CardEntry = { ...entry, applied: { ...entry.applied, pending: false } };
  await desk.writeLedger({ put: [next] });
  return next;
}

/** The battles one of these ships fights in get the switches the card ticks. */
async function tickScenario(desk: Desk, card: AnyCard, ships: readonly string[]) {
  const switches = scenarioSwitchesOf(card);
  if (switches.length === 0) return;
  const uuids = new Set(ships);
  for (const battle of desk.battles()) {
    if (!battle.ships.some((s) => uuids.has(s.actorUuid))) continue;
    const off = switches.filter((key) => !battle.data.scenario[key]);
    if (off.length)
      await desk.writeBattle(battle.id, {
        scenario: { ...battle.data.scenario, ...Object.fromEntries(off.map((k) => [k, true])) },
      });
  }
}

/**
 * Apply (or make a choice). The GM applies any card. A player applies a card whose every changed
 * ship he commands (or, when the world trusts its players so, is the GM's and was fired on by his own:
 * decision desk-player-trust), unless it writes the table's records or is the GM's alone (sealed late, or
 * rolled from other figures than the sheets'); otherwise the poster, the chooser or an owner of a
 * ship (or fighter) the card is about puts it before the GM ("waiting for the GM"). Anyone else is
 * refused.
 */
export async function applyCard(
  desk: Desk,
  asker: DeskUser,
  request: CardRequest<'applyCard'>,
  id: string,
): Promise<Answer> {
  const found = await openCard(desk, id, request.messageId, request.revision);
  if (isAnswer(found)) return found;
  const { card, entry, ledger, sealing } = found;
  if (entry.status === 'applied') return answer(id, false, 'alreadyApplied');
  const chosen = chosenCard(card, request.option);
  if (!chosen) return answer(id, false, 'badChoice');
  if (chosen.changes.length === 0) return answer(id, false, 'nothingToApply');
  const choosing = Boolean(card.choice);
  if (choosing && !asker.isGM && !desk.commands(asker.id, card.choice!.chooserUuid))
    return answer(id, false, 'notTheChooser');
  if (asker.isGM) return applyChanges(desk, ledger, sealing, entry, chosen.changes, asker, request.option, id);
  // The table's records (a boarding, a prize) and a ship's GM-only status are the GM's to write, whoever owns the ship.
  const own = chosen.changes.every((c) => desk.commands(asker.id, c.actorUuid));
  const mayApply = !entry.gmOnly && chosen.changes.every((c) => !c.flags);
  if (mayApply && !changesGmOnlyStatus(desk, ledger, chosen.changes)) {
    // His own ships, or (as far as the world trusts its players) the GM's ships his own fired on (decision
    // desk-player-trust).
    if (own || trustedAtOnce(desk, asker, actingShips(card), chosen.changes))
      return applyChanges(desk, ledger, sealing, entry, chosen.changes, asker, request.option, id);
  }
  // Whoever commands an actor the card is about (a changed ship, a firer, a duel's fighter) may ask.
  const about = [...chosen.changes.map((c) => c.actorUuid), ...actingShips(card)];
  const concerned = entry.author === asker.id || choosing || about.some((uuid) => desk.commands(asker.id, uuid));
  if (!concerned) return answer(id, false, 'notYours');
  if (entry.status === 'awaiting') return answer(id, true, 'alreadyAsked');
  await desk.writeLedger(
    bothWrites(
      sealing,
      withCard(ledger, {
        ...entry,
        status: 'awaiting',
        awaiting: { by: asker.id, option: request.option },
        revision: entry.revision + 1,
      }),
    ),
  );
  await desk.markCard(entry.messageId, entry.revision + 1);
  return answer(id, true, 'awaitingGM');
}

/** The GM carries out a card a player put before him; the player is told. */
export async function approveCard(
  desk: Desk,
  asker: DeskUser,
  request: CardRequest<'approveCard'>,
  id: string,
): Promise<Answer> {
  const found = await openCardAsGM(desk, asker, id, request);
  if (isAnswer(found)) return found;
  const { card, entry, ledger, sealing } = found;
  if (entry.status !== 'awaiting' || !entry.awaiting) return answer(id, false, 'notAwaiting');
  const chosen = chosenCard(card, entry.awaiting.option);
  if (!chosen) return answer(id, false, 'badChoice');
  const done = await applyChanges(desk, ledger, sealing, entry, chosen.changes, asker, entry.awaiting.option, id);
  if (done.ok && entry.awaiting.by !== asker.id)
    await desk.tell(entry.awaiting.by, answer(`tell-${id}`, true, 'approved'));
  return done;
}

/** The GM turns down a card a player put before him; the card is open again and the player is told. */
export async function declineCard(
  desk: Desk,
  asker: DeskUser,
  request: CardRequest<'declineCard'>,
  id: string,
): Promise<Answer> {
  const found = await openCardAsGM(desk, asker, id, request);
  if (isAnswer(found)) return found;
  const { entry, ledger } = found;
  if (entry.status !== 'awaiting' || !entry.awaiting) return answer(id, false, 'notAwaiting');
  await desk.writeLedger(withCard(ledger, { ...entry, status: 'open', awaiting: null, revision: entry.revision + 1 }));
  await desk.markCard(entry.messageId, entry.revision + 1);
  if (entry.awaiting.by !== asker.id) await desk.tell(entry.awaiting.by, answer(`tell-${id}`, false, 'declined'));
  return answer(id, true, 'declinedDone');
}

/**
 * The GM takes back what a card did, on the ships it wrote only, path by path: the card is open
 * again. Paths changed since are left as they are and listed in the answer.
 */
export async function undoCard(
  desk: Desk,
  asker: DeskUser,
  request: CardRequest<'undoCard'>,
  id: string,
): Promise<Answer> {
  const found = await openCardAsGM(desk, asker, id, request);
  if (isAnswer(found)) return found;
  const { entry, ledger } = found;
  if (entry.status !== 'applied' || !entry.applied) return answer(id, false, 'notApplied');
  const undone = { seq: entry.applied.seq, ships: entry.applied.ships };
  let table = ledger.table;
  const writes: { write: (system: Record<string, unknown>) => Promise<void>; system: Record<string, unknown> }[] = [];
  const conflicts: string[] = [];
  const missing: string[] = [];
  // Other cards whose writes now sit lower (relinked), by message: only those are written again.
  const moved = new Map<string, CardEntry>();
  for (const effect of entry.applied.ships) {
    const actor = pathedActor(desk, { table }, effect.uuid);
    if (!actor) {
      missing.push(effect.name);
      continue;
    }
    // The cards standing on this ship only (decision ledger-store).
    const rest = ledger.standing(effect.uuid).filter((e) => e.seq !== undone.seq);
    const plan = undoPlan(undone, effect.uuid, actor.read, actor.specs, rest, (u, p) => editSeq(table, u, p));
    for (const after of relinked(rest, effect.uuid, plan.relink)) {
      const before = rest.find((e) => e.seq === after.seq)!;
      if (after === before) continue;
      const other = moved.get(before.messageId) ?? ledger.card(before.messageId)!;
      const ships = other.applied!.ships.map((s) =>
        s.uuid === effect.uuid ? { ...s, writes: after.ships[0]!.writes } : s,
      );
      moved.set(before.messageId, { ...other, applied: { ...other.applied!, ships } });
    }
    const { system, table: records } = actor.update(plan.set);
    if (Object.keys(system).length) writes.push({ write: actor.write, system });
    if (Object.keys(records).length) table = withShipTable(table, effect.uuid, records);
    conflicts.push(...plan.conflicts.map((c) => `${effect.name}: ${pathLabel(c.path)}`));
  }
  const reopened: CardEntry = { ...entry, status: 'open', applied: null, awaiting: null, revision: entry.revision + 1 };
  const write = bothWrites(withCard(ledger, reopened), { put: [reopened, ...moved.values()] });
  await desk.writeLedger(table === ledger.table ? write : { ...write, table });
  for (const w of writes) await w.write(w.system);
  await desk.markCard(entry.messageId, entry.revision + 1);
  // Cards kept only for this card's undo (their messages gone) are judged again (decision ledger-store).
  const orphans = entry.applied.ships.flatMap((s) =>
    ledger
      .standing(s.uuid)
      .filter((e) => !desk.card(e.messageId))
      .map((e) => e.messageId),
  );
  const unneeded = orphans.length
    ? cardsGone(ledger, [...new Set(orphans)], (id) => desk.card(id) !== null, isCountPath)
    : null;
  if (unneeded) await desk.writeLedger(unneeded);
  const data = { conflicts: conflicts.join('; '), missing: missing.length ? ` (${missing.join(', ')})` : '' };
  return answer(id, true, conflicts.length || missing.length ? 'undoneInPart' : 'undone', data);
}
