/**
 * This page's door to the desk: its context (the Foundry desk, the queue and mailbox of
 * channel/client.ts, one status guard and one seat, the world's migration) and the hooks' door
 * over it. register.ts puts its Foundry hooks on Foundry's Hooks; a feature tells the desk of its
 * own events through tellDesk, and never queues desk work itself.
 */
import { migrateWorld } from '../../documents/migrate-world';
import { deskQueue, mailbox } from '../channel/client';
import { DeskSeat } from '../desk';
import { FOUNDRY_CONDITIONS } from '../guards/foundry-conditions';
import { currentLedger, FOUNDRY_DESK, runsDesk } from '../foundry-desk';
import { deskHooks, type DeskDoor } from './hooks';
import { newStatusGuard } from '../guards/guard-kinds';
import type { DeskHookName, DeskHooks } from './hook-table';

/** The door of this page: its GM-only status guard, and whether it holds the desk, kept for the page's life. */
export const PAGE_DOOR: DeskDoor = deskHooks({
  desk: FOUNDRY_DESK,
  queue: deskQueue,
  mailbox,
  runsDesk,
  guard: newStatusGuard(),
  seat: new DeskSeat(),
  // The migration is below the desk: it is handed the queue and the ledger it writes through.
  migrate: (inQueue) =>
    migrateWorld({
      inQueue,
      runsDesk,
      ledger: currentLedger,
      writeLedger: (change) => FOUNDRY_DESK.writeLedger(change),
    }),
  conditions: FOUNDRY_CONDITIONS,
});

/** Tells this page's desk of one of its events (hook-table.ts DESK_EVENTS), and gives back its work. */
export function tellDesk<H extends DeskHookName>(hook: H, ...args: Parameters<DeskHooks[H]>): ReturnType<DeskHooks[H]> {
  return PAGE_DOOR.tell(hook, ...args);
}
