/**
 * New actors' token bars, the hull bar's edit and v13's `==` update operator on a live server
 * (checklist §12.12, §12.13, §12.16 as the GM, §6.3's figures).
 */
import type { LiveBatch } from './batch';
import { Scratch, inWorld, must, nextHook, requireActiveGM, scratchShip } from './scratch';

interface ShipView {
  hull: { value: number; max: number };
  damage: { points: number };
  strike: { marked: boolean; status: string };
}
const shipOf = (actor: Actor.Implementation) => actor.system as unknown as ShipView;

export const actorsBatch: LiveBatch = {
  key: 'broadside.actors',
  displayName: "BROADSIDE: new actors' token bars, the hull bar's edit, the == update operator",
  replaces: ['§12.12', '§12.13', '§12.16'],
  register({ describe, it, before, after, assert }) {
    const scratch = new Scratch(inWorld);
    const makeShip = (name: string) => scratchShip(scratch, name);

    describe("actors' bars and updates", function () {
      before(requireActiveGM);
      after(async function () {
        this.timeout(20_000);
        assert.deepEqual(await scratch.clean(), [], 'cleaning up');
      });

      it("gives a new crew actor the hit points bar and a ship the hull, before preCreateActor's listeners", async function () {
        this.timeout(10_000);
        for (const [type, bar] of [
          ['crew', 'hitPoints'],
          ['ship', 'hull'],
        ] as const) {
          const seen = nextHook<[Actor.Implementation]>('preCreateActor', (actor) => actor.type === type);
          const actor = scratch.keep(
            must(await Actor.implementation.create({ name: `Live test ${type}`, type }), `a new ${type}`),
          );
          const [pending] = await seen;
          assert.equal(pending.prototypeToken.bar1.attribute, bar, `${type}: the bar a preCreateActor listener sees`);
          assert.equal(actor.prototypeToken.bar1.attribute, bar, `${type}: the bar stored`);
        }
      });

      it('turns a hull bar edit into damage points, absolute and relative, and core fires modifyTokenAttribute', async function () {
        this.timeout(10_000);
        const ship = await makeShip('Live test hull bar');
        const max = shipOf(ship).hull.max;
        assert.isAbove(max, 29, 'the hull of a 74');
        const heard =
          nextHook<[{ attribute: string; value: number; isDelta: boolean; isBar: boolean }, object]>(
            'modifyTokenAttribute',
          );
        await ship.modifyTokenAttribute('hull', max - 24, false, true);
        const [edit] = await heard;
        assert.deepEqual(edit, { attribute: 'hull', value: max - 24, isDelta: false, isBar: true });
        assert.equal(shipOf(ship).damage.points, 24, 'damage points after setting the bar');
        await ship.modifyTokenAttribute('hull', -5, true, true);
        assert.equal(shipOf(ship).damage.points, 29, 'damage points after taking 5 off the bar');
        assert.equal(shipOf(ship).hull.value, max - 29, 'the bar reads what is left');
      });

      it('replaces an object whole on an == update, as v13 documents the operator', async function () {
        this.timeout(10_000);
        const ship = await makeShip('Live test update operator');
        await ship.update({ 'system.strike.marked': true } as never);
        assert.isTrue(shipOf(ship).strike.marked, 'marked before');
        await ship.update({ system: { '==strike': { status: 'struck' } } } as never);
        assert.equal(shipOf(ship).strike.status, 'struck');
        assert.isFalse(shipOf(ship).strike.marked, 'the field left out of the replacement is back at its default');
      });
    });
  },
};
