/**
 * The desk's table sends the turn requests to the modules that take them (authority/turn-desk.ts):
 * the first registered module with a function for the kind carries it out, whatever the world
 * plays; a kind no module takes is refused to the asker, never run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clearRuleModules, registerRuleModule, type RuleModule } from '../../src/registry/rule-modules';
import { turnRequest } from '../../src/authority/turn-desk';
import { answer } from '../../src/authority/channel/protocol';
import { DESK_HANDLERS } from '../../src/authority/door/requests';
import type { Desk, DeskUser } from '../../src/authority/desk';

const desk = {} as Desk;
const player: DeskUser = { id: 'u-p1', name: 'Player', isGM: false };
const asked = { kind: 'sequence', combatId: 'c1', serial: 0, action: 'advance' } as const;

/** A turn sequence module taking the kinds given, each answering with its module's id. */
function turnModule(id: string, kinds: readonly ('deck' | 'sequence')[]): RuleModule {
  const handle = (_d: Desk, _u: DeskUser, _r: unknown, rid: string) => Promise.resolve(answer(rid, true, id));
  const requests = Object.fromEntries(kinds.map((k) => [k, handle]));
  const turnSequence = {
    trackerView: () => null,
    moveTurn: () => null,
    hasDeck: false,
    firesOnCards: false,
    phases: null,
    requests,
  };
  return { id, label: id, aspects: { turnSequence } };
}

describe("the turn sequence's requests at the desk", () => {
  afterEach(clearRuleModules);

  it('refuses a kind no registered module takes, to the asker', async () => {
    registerRuleModule(turnModule('cards', ['deck']));
    expect(await turnRequest('sequence')(desk, player, asked, 'r1')).toEqual(
      answer('r1', false, 'notThisTurnSequence'),
    );
  });

  it("runs the first module's function for the kind, whichever module the world plays", async () => {
    registerRuleModule(turnModule('cards', ['deck']));
    registerRuleModule(turnModule('phases', ['sequence']));
    registerRuleModule(turnModule('later', ['sequence']));
    expect(await turnRequest('sequence')(desk, player, asked, 'r2')).toMatchObject({ ok: true, code: 'phases' });
  });

  it("sends each turn kind of the desk's table to the modules", async () => {
    registerRuleModule(turnModule('phases', ['sequence']));
    expect(await DESK_HANDLERS.sequence(desk, player, asked, 'r3')).toMatchObject({ ok: true, code: 'phases' });
    expect(await DESK_HANDLERS.deck(desk, player, { ...asked, kind: 'deck' } as never, 'r4')).toMatchObject({
      ok: false,
      code: 'notThisTurnSequence',
    });
  });
});
