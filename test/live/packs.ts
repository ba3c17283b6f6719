/** The compendium packs load, and each ship comes in as the rules size her (checklist §8.1, §10.1). */
import type { LiveBatch } from './batch';
import { packShipProblems, type PackShip } from './checks';
import { Scratch, inWorld, must, requireActiveGM } from './scratch';

const SHIPS = 'broadside.ships';
const RULES_REFERENCE = 'broadside.rules-reference';

/** A ship actor as checks.ts reads her. */
function packShip(actor: Actor.Implementation): PackShip {
  const token = actor.prototypeToken;
  return {
    name: actor.name ?? '',
    rate: (actor.system as { rate?: string }).rate ?? '',
    img: actor.img ?? '',
    prototypeToken: {
      actorLink: token.actorLink,
      disposition: token.disposition,
      width: token.width,
      height: token.height,
      bar1: { attribute: token.bar1.attribute ?? null },
      chooseSide: (token.flags as { broadside?: { chooseSide?: unknown } }).broadside?.chooseSide,
    },
  };
}

/** The grid the system gives a new scene, in cm a square (system.json `grid.distance`). */
const gridCm = () => (game.system as unknown as { grid: { distance: number } }).grid.distance;

export const packsBatch: LiveBatch = {
  key: 'broadside.packs',
  displayName: 'BROADSIDE: the compendium packs load; ships come in linked, Neutral and sized by rate',
  replaces: ['§8.1', '§10.1'],
  register({ describe, it, before, after, assert }) {
    const scratch = new Scratch(inWorld);
    describe('the compendium packs', function () {
      before(requireActiveGM);
      after(async function () {
        this.timeout(20_000);
        const problems = await scratch.clean();
        assert.deepEqual(problems, [], 'cleaning up');
      });

      it('lists both packs under their translated labels, not their keys', function () {
        for (const id of [SHIPS, RULES_REFERENCE]) {
          const pack = must(game.packs.get(id), `the pack ${id}`);
          assert.notInclude(pack.title, 'BROADSIDE.', `${id} shows its label's key`);
        }
      });

      it('loads every ship as a ship actor whose prototype token is linked, Neutral, asking her side, sized by rate', async function () {
        this.timeout(20_000);
        const pack = must(game.packs.get(SHIPS), 'the ships pack');
        const ships = (await pack.getDocuments()) as Actor.Implementation[];
        assert.isAbove(ships.length, 0, 'the ships pack is empty');
        assert.equal(ships.length, pack.index.size, 'every entry of the index loads');
        const problems = ships.flatMap((ship) =>
          ship.type === 'ship' ? packShipProblems(packShip(ship), gridCm()) : [`${ship.name}: not a ship`],
        );
        assert.deepEqual(problems, []);
      });

      it('imports a ship into the world with her prototype token as it was in the pack', async function () {
        this.timeout(20_000);
        const pack = must(game.packs.get(SHIPS), 'the ships pack');
        const entry = must(
          pack.index.find((e) => e.name === 'HMS Sovereign Isles') ?? pack.index.contents[0],
          'an entry of the ships pack',
        );
        const imported = scratch.keep(
          must(
            (await game.actors.importFromCompendium(pack as never, entry._id)) as Actor.Implementation | undefined,
            'the imported actor',
          ),
        );
        assert.deepEqual(packShipProblems(packShip(imported), gridCm()), []);
      });

      it('loads the rules reference: journal entries, each with pages', async function () {
        this.timeout(20_000);
        const entries = (await must(
          game.packs.get(RULES_REFERENCE),
          'the rules reference',
        ).getDocuments()) as JournalEntry.Implementation[];
        assert.isAbove(entries.length, 0, 'the rules reference is empty');
        for (const entry of entries) assert.isAbove(entry.pages.size, 0, `${entry.name} has no pages`);
      });
    });
  },
};
