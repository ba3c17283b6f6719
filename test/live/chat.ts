/**
 * A broadside card from roll to ledger on a live server, as the GM: it is posted and rendered
 * filled, the `broadside.renderChatMessage` hook runs after the filling, the desk answers requests
 * written into the GM's own User document (the mailbox a player uses), applies the card once with
 * one ledger page, undoes it, and drops the page with the message (checklist §11.5, §12.8, §12.14,
 * §16.1, §16.2, §16.5 as the GM). What players see of it stays in the checklist.
 */
import type { LiveBatch } from './batch';
import { askAboutCard, askThroughMailbox } from './desk';
import { Scratch, inWorld, must, requireActiveGM, scratchShip, waitFor } from './scratch';

interface ShipView {
  damage: { points: number };
}
const damageOf = (actor: Actor.Implementation) => (actor.system as unknown as ShipView).damage.points;
const ledgerJournal = () => game.journal.get(String(game.settings.get('broadside', 'ledgerJournal')));

export const chatBatch: LiveBatch = {
  key: 'broadside.chat',
  displayName: 'BROADSIDE: a broadside card posted, rendered, applied, undone and deleted through the desk',
  replaces: ['§11.5', '§12.8', '§12.14', '§16.1', '§16.2', '§16.5'],
  register({ describe, it, before, after, assert }) {
    const scratch = new Scratch(inWorld);
    let firer: Actor.Implementation;
    let target: Actor.Implementation;
    let card: ChatMessage.Implementation;

    describe('a broadside card and the desk', function () {
      before(async function () {
        this.timeout(20_000);
        requireActiveGM();
        scratch.keepCreated('createChatMessage');
        scratch.later(() => game.user.unsetFlag('broadside', 'request' as never));
        scratch.later(() => game.user.unsetFlag('broadside', 'answer' as never));
        firer = await scratchShip(scratch, 'Live test Defiance');
        target = await scratchShip(scratch, 'Live test Tonnant');
      });
      after(async function () {
        this.timeout(20_000);
        assert.deepEqual(await scratch.clean(), [], 'cleaning up');
      });

      it("answers a request written into the GM's own mailbox: an undo of no card is refused", async function () {
        this.timeout(15_000);
        const answer = await askThroughMailbox({ kind: 'undoCard', messageId: foundry.utils.randomID(), revision: 0 });
        assert.deepEqual([answer.ok, answer.code], [false, 'notACard']);
      });

      it('posts a broadside card at a ship', async function () {
        this.timeout(30_000);
        // Fired again until a broadside hits (at 10 cm a 74's nearly always does), so the card has changes to apply.
        for (let shot = 0; shot < 5; shot++) {
          const posted = (await CONFIG.Broadside.fireAt(firer, target, {
            side: 'port',
            distanceCm: 10,
            partial: false,
            rake: 'none',
            aim: 'hull',
            shot: 'round',
            fireCardHeld: false,
            intoBoarding: false,
          })) as ChatMessage.Implementation | null | undefined;
          card = scratch.keep(must(posted, 'the posted card'));
          assert.equal(card.type, 'broadside');
          if ((card.system as unknown as { changes: unknown[] }).changes.length) return;
        }
        assert.fail('five broadsides at 10 cm changed nothing');
      });

      it('renders the card filled, and runs broadside.renderChatMessage after the filling', async function () {
        this.timeout(10_000);
        // The hook marks the html it is given only when the card is already filled in it; the chat
        // log may render the same message meanwhile, so the mark tells this render's html apart.
        const mark = `live-test-${foundry.utils.randomID()}`;
        const listener = Hooks.on('broadside.renderChatMessage', (message, html) => {
          if (message.id !== card.id || !html.querySelector('.message-content .bs-card')?.textContent?.trim()) return;
          html.querySelector('.message-content')?.insertAdjacentHTML('beforeend', `<span class="${mark}"></span>`);
        });
        try {
          const html = await card.renderHTML();
          assert.ok(html.querySelector('.message-content .bs-card'), 'the card is filled');
          assert.ok(html.querySelector(`.${mark}`), "the hook ran on the filled card, and a listener's addition stays");
        } finally {
          Hooks.off('broadside.renderChatMessage', listener);
        }
      });

      it('applies the card once through the desk, with one ledger page and no card in the old setting', async function () {
        this.timeout(15_000);
        const answer = await askAboutCard('applyCard', card, { option: null });
        assert.isTrue(answer.ok, `the apply was answered ${answer.code}`);
        const journal = must(ledgerJournal(), 'the ledger journal');
        assert.equal(journal.name, game.i18n.localize('BROADSIDE.Ledger.journal'));
        await waitFor("the card's ledger page", () => journal.pages.get(card.id!));
        const old = game.settings.get('broadside', 'ledger') as unknown as { cards: unknown[] };
        assert.lengthOf(old.cards, 0, 'the ledger setting holds no card (decision ledger-store)');
        const again = await askAboutCard('applyCard', card, { option: null });
        assert.isFalse(again.ok, 'a second apply is refused');
      });

      it('undoes the card: the damage it did is gone', async function () {
        this.timeout(15_000);
        const answer = await askAboutCard('undoCard', card);
        assert.isTrue(answer.ok, `the undo was answered ${answer.code}`);
        assert.equal(damageOf(target), 0, "the target's damage points");
      });

      it("drops the card's ledger page when its message is deleted", async function () {
        this.timeout(10_000);
        const journal = must(ledgerJournal(), 'the ledger journal');
        await card.delete();
        await waitFor('the page gone', () => !journal.pages.has(card.id!));
      });

      it("whispers a message of roll mode 'roll' to the user alone in Self Roll", async function () {
        this.timeout(10_000);
        const was = game.settings.get('core', 'rollMode');
        scratch.later(() => game.settings.set('core', 'rollMode', was));
        await game.settings.set('core', 'rollMode', 'selfroll');
        const data = ChatMessage.applyRollMode({ content: 'live test' }, 'roll') as { whisper?: string[] };
        assert.deepEqual(data.whisper, [game.user.id]);
      });
    });
  },
};
