/**
 * The secret picks on Foundry: the query the active GM answers openings with, and each client's
 * PickPort (its mailbox, the query to the active GM, its own openings in this browser's storage,
 * a salt from the browser's cryptographic random source).
 */
import { SYSTEM_ID } from '../../constants';
import { answer, type Answer } from '../../authority/channel/protocol';
import { mailbox } from '../../authority/channel/client';
import type { Mailbox } from '../../authority/channel/mailbox';
import { ANSWER_TIMEOUT_MS } from '../../authority/channel/mailbox';
import { deskUser, deskUserIdNow, runsDesk } from '../../authority/foundry-desk';
import { PAGE_DOOR } from '../../authority/door/page';
import type { DeskDoor } from '../../authority/door/hooks';
import { newSalt, type Opening } from '../../authority/handlers/picks';
import { readOpening } from './pick-reading';
import type { OpeningStore, PickPort } from './pick-client';

/** The query an opening travels by, to the active GM only. */
export const OPEN_PICK_QUERY = `${SYSTEM_ID}.openPick`;

/**
 * What this page's picks work with: its door to the desk, its mailbox, the browser's storage and
 * random source. One of each per page in Foundry (PAGE); the tests' fake server gives each of its
 * clients its own.
 */
export interface PickPage {
  door: Pick<DeskDoor, 'tell'>;
  mailbox: Pick<Mailbox, 'send'>;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  random: Parameters<typeof newSalt>[0];
}

const PAGE: PickPage = {
  door: PAGE_DOOR,
  mailbox,
  storage: () => window.localStorage,
  random: (bytes) => window.crypto.getRandomValues(bytes),
};

/**
 * The query's handler: only the client that runs the desk takes an opening (it is never told who
 * sent it). That is the desk's own choice of GM (deskUserId), which need not be Foundry's
 * activeGM: the openings must reach the client that holds the picks and reveals. The desk's own
 * opening (`byQuery` false) is attributed work and runs in the desk's lane, not the queries'.
 */
export function openPickHandler(data: unknown, page: PickPage = PAGE, byQuery = true): Promise<Answer> {
  if (!runsDesk()) return Promise.resolve(answer('', false, 'notTheGM'));
  return page.door.tell('openPick', data, byQuery);
}

/** This browser's openings, per user, in local storage: no other client can read them. */
function browserStore(page: PickPage): OpeningStore {
  const key = `${SYSTEM_ID}.openings.${game.user.id ?? ''}`;
  const read = (): Opening[] => {
    try {
      const list = JSON.parse(page.storage().getItem(key) ?? '[]') as unknown[];
      return list.map(readOpening).filter((o): o is Opening => o !== null);
    } catch {
      return [];
    }
  };
  const write = (list: Opening[]) => page.storage().setItem(key, JSON.stringify(list));
  const same = (o: Opening, duelId: string, turn: number, fighter: string) =>
    o.duelId === duelId && o.turn === turn && o.fighter === fighter;
  return {
    put: (o) => write([...read().filter((x) => !same(x, o.duelId, o.turn, o.fighter)), o]),
    all: read,
    drop: (duelId, turn, fighter) => write(read().filter((x) => !same(x, duelId, turn, fighter))),
  };
}

export function foundryPickPort(page: PickPage = PAGE): PickPort {
  return {
    self: () => deskUser(game.user),
    isActiveGM: runsDesk,
    ask: (request) => page.mailbox.send(request),
    openLocally: (opening) => openPickHandler(opening, page, false),
    queryGM: async (opening) => {
      const deskId = deskUserIdNow();
      const gm = deskId ? game.users.get(deskId) : null;
      if (!gm) throw new Error('no GM');
      // The pinned types know only core's queries by name; User#query takes any registered one.
      return gm.query(OPEN_PICK_QUERY, opening, { timeout: ANSWER_TIMEOUT_MS });
    },
    store: browserStore(page),
    salt: () => newSalt(page.random),
  };
}

/** Registers the query (CONFIG.queries names a system's queries with its id first). */
export function registerPickQuery(): void {
  CONFIG.queries[OPEN_PICK_QUERY] = (data: unknown) => openPickHandler(data);
}
