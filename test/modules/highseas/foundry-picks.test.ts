/**
 * The openings' query on Foundry: it goes to the client that runs the desk (deskUserId), which
 * holds the picks and reveals, not to whichever GM Foundry names `activeGM` ("one User who is an
 * active Gamemaster (non-assistant if possible)",
 * https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Users.html,
 * which does not say which of two). Any other client turns an opening away.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { foundryPickPort, openPickHandler } from '../../../src/modules/highseas/foundry-picks';
import type { Opening } from '../../../src/authority/handlers/picks';

interface StubUser {
  id: string;
  active: boolean;
  isGM: boolean;
  isActiveGM: boolean;
  role: number;
  can: (p: string) => boolean;
  query: ReturnType<typeof vi.fn>;
}

const user = (id: string, role: number, activeGM = false): StubUser => ({
  id,
  active: true,
  isGM: role >= 3,
  isActiveGM: activeGM,
  role,
  can: () => role >= 3,
  query: vi.fn(() => Promise.resolve({ id: 'x', ok: true, code: 'pickOpened', data: {} })),
});

/** Two full GMs: the desk is the lower id's; Foundry's activeGM here is the other. */
function stubTable(me: 'desk' | 'other' | 'player') {
  const desk = user('aaaaaaaaaaaaaaaa', 4);
  const other = user('bbbbbbbbbbbbbbbb', 4, true);
  const player = user('cccccccccccccccc', 1);
  const all = [desk, other, player];
  const current = { desk, other, player }[me];
  vi.stubGlobal('CONST', { USER_ROLES: { GAMEMASTER: 4, ASSISTANT: 3 } });
  vi.stubGlobal('game', {
    user: current,
    users: {
      contents: all,
      get: (id: string) => all.find((u) => u.id === id),
      activeGM: other,
      filter: (f: (u: StubUser) => boolean) => all.filter(f),
    },
  });
  return { desk, other, player };
}

const opening = { duelId: 'd1', turn: 1, fighter: 'f1', pick: {}, salt: '0'.repeat(64) } as unknown as Opening;

afterEach(() => vi.unstubAllGlobals());

describe("the openings' query on Foundry", () => {
  it("is sent to the desk's client, not to another GM Foundry calls active", async () => {
    const { desk, other } = stubTable('player');
    const port = foundryPickPort();
    expect(port.isActiveGM()).toBe(false);
    await port.queryGM(opening);
    expect(desk.query).toHaveBeenCalledWith('broadside.openPick', opening, expect.anything());
    expect(other.query).not.toHaveBeenCalled();
  });

  it("is turned away by a GM client that does not run the desk, and opened locally on the desk's own", async () => {
    stubTable('other');
    expect(foundryPickPort().isActiveGM()).toBe(false);
    expect(await openPickHandler(opening)).toMatchObject({ ok: false, code: 'notTheGM' });
    stubTable('desk');
    expect(foundryPickPort().isActiveGM()).toBe(true);
  });
});
