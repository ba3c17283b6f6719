/**
 * A compendium ship's side: placed by the GM, she is asked for one; the answer goes on her token
 * and, linked, on her prototype token. Foundry's globals are stood in for the few calls made.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { languages, lookup } from '../support/render';
import { CHOOSE_SIDE_FLAG, SIDE_DISPOSITIONS, registerShipSides, sideUpdate } from '../../src/documents/ship-side';

type Hook = (token: unknown, options: unknown, userId: string) => void;

interface FakeToken {
  id: string;
  name: string;
  actorLink: boolean;
  actor: { type: string; pack: string | null; update: ReturnType<typeof vi.fn> } | null;
  parent: { tokens: Map<string, unknown> };
  flags: Record<string, Record<string, unknown>>;
  getFlag(scope: string, key: string): unknown;
  update: ReturnType<typeof vi.fn>;
}

const globals = globalThis as unknown as Record<string, unknown> & { foundry: Record<string, unknown> };
let createToken: Hook;
let wait: Mock<(options: unknown) => Promise<unknown>>;
const user = { id: 'gm', isGM: true };

function token(over: Partial<FakeToken> = {}): FakeToken {
  const id = over.id ?? 'tok1';
  return {
    id,
    name: 'Brandon <i>',
    actorLink: true,
    actor: { type: 'ship', pack: null, update: vi.fn(() => Promise.resolve()) },
    parent: { tokens: new Map([[id, {}]]) },
    flags: { broadside: { [CHOOSE_SIDE_FLAG]: true } },
    getFlag(scope, key) {
      return this.flags[scope]?.[key];
    },
    update: vi.fn(() => Promise.resolve()),
    ...over,
  };
}

/** Lets the queued question and its writes run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  const en = languages().en!;
  wait = vi.fn((_options: unknown) => Promise.resolve<unknown>('hostile'));
  globals.Hooks = {
    on: (name: string, fn: Hook) => {
      if (name === 'createToken') createToken = fn;
    },
  };
  globals.game = {
    user,
    i18n: {
      localize: (key: string) => lookup(en, key) ?? `MISSING ${key}`,
      format: (key: string, data: Record<string, string>) =>
        (lookup(en, key) ?? `MISSING ${key}`).replace(/{(\w+)}/g, (_, k: string) => data[k] ?? ''),
    },
  };
  Object.assign(globals.foundry, {
    utils: { escapeHTML: (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;') },
    applications: { api: { DialogV2: { wait } } },
  });
  user.isGM = true;
  registerShipSides();
});

afterEach(() => {
  delete globals.Hooks;
  delete globals.game;
});

describe("a compendium ship's side", () => {
  it('is written as a disposition, the question dropped, on a token or her prototype token', () => {
    expect(sideUpdate('hostile')).toEqual({ disposition: -1, 'flags.broadside.-=chooseSide': null });
    expect(sideUpdate('friendly', 'prototypeToken.')).toEqual({
      'prototypeToken.disposition': 1,
      'prototypeToken.flags.broadside.-=chooseSide': null,
    });
    expect(SIDE_DISPOSITIONS).toEqual({ friendly: 1, hostile: -1, secret: -2 });
  });

  it('is asked of the GM who placed her, and goes on her token and her prototype token', async () => {
    const ship = token();
    createToken(ship, {}, 'gm');
    await settle();
    expect(wait).toHaveBeenCalledOnce();
    const dialog = wait.mock.calls[0]![0] as {
      window: { title: string };
      content: string;
      buttons: { action: string; label: string }[];
    };
    expect(dialog.window.title).toBe('Brandon &lt;i&gt;: which side?');
    expect(dialog.content).toContain('Brandon &lt;i&gt; has no side yet.');
    expect(dialog.buttons).toEqual([
      { action: 'friendly', label: 'Friendly' },
      { action: 'hostile', label: 'Hostile' },
      { action: 'secret', label: 'Secret' },
    ]);
    expect(ship.update).toHaveBeenCalledWith({ disposition: -1, 'flags.broadside.-=chooseSide': null });
    expect(ship.actor!.update).toHaveBeenCalledWith({
      'prototypeToken.disposition': -1,
      'prototypeToken.flags.broadside.-=chooseSide': null,
    });
  });

  it('leaves her prototype alone when her token is not linked, and everything when the GM closes the window', async () => {
    const unlinked = token({ actorLink: false });
    createToken(unlinked, {}, 'gm');
    await settle();
    expect(unlinked.update).toHaveBeenCalledOnce();
    expect(unlinked.actor!.update).not.toHaveBeenCalled();

    wait.mockResolvedValueOnce(null);
    const closed = token({ id: 'tok2' });
    createToken(closed, {}, 'gm');
    await settle();
    expect(closed.update).not.toHaveBeenCalled();
    expect(closed.actor!.update).not.toHaveBeenCalled();
  });

  it("is not asked of a player, of another user's client, for a ship with a side, or for what is not a ship", async () => {
    createToken(token(), {}, 'someoneElse');
    createToken(token({ flags: { broadside: {} } }), {}, 'gm');
    createToken(token({ actor: { type: 'crew', pack: null, update: vi.fn() } }), {}, 'gm');
    user.isGM = false;
    createToken(token(), {}, 'gm');
    await settle();
    expect(wait).not.toHaveBeenCalled();
  });

  it('asks for ships placed together one after the other', async () => {
    let answer: (side: string) => void = () => undefined;
    wait.mockImplementation(
      () =>
        new Promise<unknown>((resolve) => {
          answer = resolve;
        }),
    );
    const [first, second] = [token({ id: 'a' }), token({ id: 'b' })];
    createToken(first, {}, 'gm');
    createToken(second, {}, 'gm');
    await settle();
    expect(wait).toHaveBeenCalledOnce();
    answer('friendly');
    await settle();
    expect(first.update).toHaveBeenCalledWith({ disposition: 1, 'flags.broadside.-=chooseSide': null });
    expect(wait).toHaveBeenCalledTimes(2);
    answer('secret');
    await settle();
    expect(second.update).toHaveBeenCalledWith({ disposition: -2, 'flags.broadside.-=chooseSide': null });
  });

  it('does not write to a token deleted while the question was open', async () => {
    const ship = token();
    ship.parent.tokens.clear();
    createToken(ship, {}, 'gm');
    await settle();
    expect(ship.update).not.toHaveBeenCalled();
  });
});
