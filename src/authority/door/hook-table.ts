/**
 * The desk's table of hooks: what the desk does when the server reports something done (a request
 * written, a card posted or deleted, a ship edited, a ledger page touched, the desk taken) and
 * when a feature tells it of work that must wait its turn with the requests (a battle's moves
 * written, a duel pick's opening). Each entry names its hook and its work; that work is the only
 * code besides the request handlers (requests.ts) that queues desk work. The desk's own entries
 * are in hooks.ts; a rule module adds its own with addDeskHooks before the desk registers (init).
 */
import type { Desk, DeskQueue, DeskSeat } from '../desk';
import type { Mailbox } from '../channel/mailbox';
import type { Answer } from '../channel/protocol';
import type { StatusGuard } from '../guards/status-guard';
import type { ConditionPort } from '../guards/conditions';

/** A piece of the world's migration run in the desk's queue; resolves to how it went. */
export type InDeskQueue = (work: () => Promise<void>) => Promise<Answer>;

/**
 * What the desk's hook entries work with on one client: the desk (the Foundry adapter), its queue,
 * this client's mailbox, the status guard and the seat this page holds, and the world's migration.
 * In Foundry there is one of each per page (page.ts); the tests' fake server gives each of its
 * clients its own, over Foundry globals of its own.
 */
export interface DeskContext {
  desk: Desk;
  queue: () => DeskQueue;
  mailbox: Pick<Mailbox, 'onUserUpdated'>;
  runsDesk: () => boolean;
  guard: StatusGuard;
  seat: DeskSeat;
  /** Brings the world up to date, each of its ledger writes in the desk's queue. */
  migrate: (inQueue: InDeskQueue) => Promise<unknown>;
  /** Where the desk keeps each ship's status effects as her data implies (guards/conditions.ts). */
  conditions: ConditionPort;
}

/** The work a hook set off (null for none), so a caller may wait for it; Foundry's Hooks ignore it. */
export type DeskWork = Promise<unknown> | null | undefined | void;

type Ship = Actor.Implementation;
type Token = TokenDocument.Implementation;
type Page = JournalEntryPage.Implementation;
type Effect = ActiveEffect.Implementation;

/**
 * The hooks the desk answers, with what each is given and gives back. Foundry's hooks have
 * Foundry's names; those in DESK_EVENTS are the desk's own, told by a feature through its page's
 * door (page.ts tellDesk). A rule module names hooks of its own by declaration merging.
 */
export interface DeskHooks {
  updateUser(user: User.Implementation, changed: User.UpdateData, options: unknown, userId: string): DeskWork;
  createChatMessage(message: ChatMessage.Implementation, options: unknown, userId: string): DeskWork;
  deleteChatMessage(message: ChatMessage.Implementation): DeskWork;
  preUpdateActor(actor: Ship, changed: Actor.UpdateData): DeskWork;
  updateActor(
    actor: Ship,
    changed: Actor.UpdateData,
    options: { broadside?: { desk?: boolean } },
    userId: string,
  ): DeskWork;
  preUpdateToken(token: Token, changed: TokenDocument.UpdateData): DeskWork;
  updateToken(token: Token, changed: TokenDocument.UpdateData, options: unknown, userId: string): DeskWork;
  createActor(actor: Ship, options: unknown, userId: string): DeskWork;
  createToken(token: Token, options: unknown, userId: string): DeskWork;
  deleteActor(actor: Ship): DeskWork;
  deleteToken(token: Token): DeskWork;
  createJournalEntryPage(page: Page, options: unknown, userId: string): DeskWork;
  updateJournalEntryPage(page: Page, changed: unknown, options: unknown, userId: string): DeskWork;
  deleteJournalEntryPage(page: Page, options: unknown, userId: string): DeskWork;
  updateJournalEntry(journal: JournalEntry.Implementation, changed: JournalEntry.UpdateData): DeskWork;
  createActiveEffect(effect: Effect, options: unknown, userId: string): DeskWork;
  updateActiveEffect(effect: Effect, changed: unknown, options: unknown, userId: string): DeskWork;
  deleteActiveEffect(effect: Effect, options: unknown, userId: string): DeskWork;
  /** A combat written, `userId` the server's word for who wrote it (a rule module may watch its round). */
  updateCombat(
    combat: Combat.Implementation,
    changed: Combat.UpdateData,
    options: { broadside?: { desk?: boolean } },
    userId: string,
  ): DeskWork;
  createSetting(setting: Setting.Implementation): DeskWork;
  updateSetting(setting: Setting.Implementation): DeskWork;
  ready(): DeskWork;
  userConnected(): DeskWork;
  /** A read and write of a battle's moves, after every request and movement before it (canvas/move-book.ts). */
  moves(work: () => Promise<void>): Promise<Answer>;
  /** A duel pick's opening, from the query or this client's own (duel/foundry-picks.ts). */
  openPick(data: unknown, byQuery: boolean): Promise<Answer>;
}

export type DeskHookName = keyof DeskHooks;

/** The desk's own events: told by features, never put on Foundry's Hooks. */
export const DESK_EVENTS: ReadonlySet<DeskHookName> = new Set<DeskHookName>(['moves', 'openPick']);

/** One entry of the table: a hook, and the desk's work on it. */
export interface DeskHookEntry<H extends DeskHookName = DeskHookName> {
  hook: H;
  run: (ctx: DeskContext, ...args: Parameters<DeskHooks[H]>) => ReturnType<DeskHooks[H]>;
}

/** An entry of any hook. */
export type AnyDeskHookEntry = { [H in DeskHookName]: DeskHookEntry<H> }[DeskHookName];

/** An entry, its work typed by its hook. */
export const deskHook = <H extends DeskHookName>(hook: H, run: DeskHookEntry<H>['run']): DeskHookEntry<H> => ({
  hook,
  run,
});

const added: AnyDeskHookEntry[] = [];

/** Adds entries to the table (each once, however often it is added); they run after the desk's own. */
export function addDeskHooks(...entries: AnyDeskHookEntry[]): void {
  for (const entry of entries) if (!added.includes(entry)) added.push(entry);
}

/** The entries added to the desk's own. */
export function addedDeskHooks(): readonly AnyDeskHookEntry[] {
  return added;
}
