import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from '../support/render';
import { ScriptedDice } from '../../src/rules/dice/dice';
import {
  boardingStepCard,
  boardingStepRule,
  grappleCard,
  grappleRule,
  startRecord,
} from '../../src/modules/kmh/boarding/card';
import { GM_READER, appliedEntry, frenchSeventyFour, ledgerEntry, reader, seventyFour } from '../chat/fixtures';
import { showCard, showChat, screenshotFolded } from '../chat/show';

const browser = useBrowser();
const a = { ship: seventyFour(), prize: false };
const d = { ship: frenchSeventyFour('Le Tonnant', { damage: { crewCasualties: true } }), prize: false };
/** Anne commands the boarders (and rolled the cards); Jacques commands Le Tonnant. */
const anne = reader('u-anne', [a.ship.uuid]);
const jacques = reader('u-jacques', [d.ship.uuid]);
const open = { entry: ledgerEntry(), reader: anne };

describe('boarding chat cards', () => {
  it('shows the grapple roll and the ships locked', async () => {
    const card = grappleCard(a, d, 2, grappleRule(2)(new ScriptedDice([2])));
    const page = await showCard(browser(), card, open);
    expect(await page.locator('h3').textContent()).toBe('HMS Defiance tries to grapple Le Tonnant');
    expect(await page.locator('.lock').textContent()).toBe(
      'd6 rolled 2, +4 for 2 willing captains: 6 (6 or more locks).',
    );
    expect(await page.locator('.outcome').textContent()).toBe('The ships are locked together.');
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(1);
    // Locked together, the two ships' officers can be handed to a duel.
    expect(await page.locator('[data-duel-officers]').textContent()).toContain('Officers to a duel');
    await screenshotFolded(page, 'chat-boarding-grapple');
    await page.close();
  });

  it('shows both pools with each modifier, the dice, the stage won on the first deck and the DP', async () => {
    const record = { ...startRecord(a, d), stage: 1 };
    // Defiance 10 dice, Le Tonnant 7 − 1 for crew casualties = 6 dice.
    const faces = [6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 3, 3, 2, 2, 1, 1];
    const card = boardingStepCard(record, a, d, boardingStepRule(record, a, d)(new ScriptedDice(faces)));
    const page = await showCard(browser(), card, open, { width: 380 });
    expect(await page.locator('h3').textContent()).toBe('HMS Defiance boards Le Tonnant');
    expect(await page.locator('.fought').textContent()).toBe('Fighting for: Deck 1');
    expect(await page.locator('.attacker .modifier').allTextContents()).toEqual([
      'Jolly Jack Tars+2',
      'Boarding party+1',
    ]);
    expect(await page.locator('.defender .modifier').allTextContents()).toEqual(['Crew casualties-1']);
    expect(await page.locator('.attacker .pool-dice').textContent()).toBe('10');
    expect(await page.locator('.defender .pool-dice').textContent()).toBe('6');
    expect(await page.locator('.attacker .total').textContent()).toBe('Total 35');
    expect(await page.locator('.defender .total').textContent()).toBe('Total 12');
    expect(await page.locator('.margin').textContent()).toBe("Attacker's margin: 23");
    expect(await page.locator('.outcome').textContent()).toBe('The boarders win the stage.');
    // The result in words, from the change Apply writes: the DP and the deck lost, one line for the ship hit.
    expect(await page.locator('.bs-result .ship-summary').allTextContents()).toEqual([
      'Le Tonnant takes 7 DP. She loses a deck to the boarders.',
    ]);
    expect(await page.locator('.bs-effects .event').first().textContent()).toContain('7');
    expect(await page.locator('.stage.won').allTextContents()).toEqual(['Foothold', 'Deck 1']);
    expect(await page.locator('.stage.current').textContent()).toBe('Deck 2');
    await screenshotFolded(page, 'chat-boarding-round');
    await page.close();
  });

  it('offers the defender who repelled the attack to counter-board or cast off', async () => {
    const record = startRecord(a, d);
    const repelled = boardingStepCard(
      record,
      a,
      d,
      boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(6).fill(6)])),
    );
    const page = await showCard(browser(), repelled, { entry: ledgerEntry(), reader: jacques });
    expect(await page.locator('.repel-open').textContent()).toBe(
      'Repelled! Le Tonnant may now counter-board HMS Defiance or cast off.',
    );
    expect(await page.locator('[data-card-action="choose"]').allTextContents()).toEqual(['Counter-board', 'Cast off']);
    expect(
      await page
        .locator('[data-card-action="choose"]')
        .evaluateAll((bs) => bs.map((b) => (b as HTMLElement).dataset.choice)),
    ).toEqual(['counter', 'castOff']);
    expect(await page.locator('[data-card-action="apply"]').count()).toBe(0);
    expect(await page.locator('.boarding-stages').count()).toBe(0);
    await screenshotFolded(page, 'chat-boarding-repelled');
    await page.close();
  });

  it('shows the attackers’ player no choice to make for the defender, and everyone the choice once made', async () => {
    const record = startRecord(a, d);
    const repelled = boardingStepCard(
      record,
      a,
      d,
      boardingStepRule(record, a, d)(new ScriptedDice([...Array<number>(10).fill(1), ...Array<number>(6).fill(6)])),
    );
    // The attackers' player, who rolled the card, may not choose for Le Tonnant.
    let page = await showCard(browser(), repelled, open);
    expect(await page.locator('.repel-open').count()).toBe(1);
    expect(await page.locator('[data-card-action]').count()).toBe(0);
    await page.close();
    page = await showCard(browser(), repelled, { entry: appliedEntry('u-jacques', 'counter'), reader: jacques });
    expect(await page.locator('.repel-made').textContent()).toBe(
      'Repelled! Le Tonnant now counter-boards HMS Defiance.',
    );
    expect(await page.locator('.card-state').textContent()).toBe('Applied by Jacques: Counter-board.');
    expect(await page.locator('[data-card-action]').count()).toBe(0);
    await page.close();
    page = await showCard(browser(), repelled, { entry: appliedEntry('u-gm', 'castOff'), reader: GM_READER });
    expect(await page.locator('.repel-made').textContent()).toBe(
      'Repelled! Le Tonnant casts off from HMS Defiance, who may try to grapple again in her next turn.',
    );
    expect(await page.locator('.card-state').textContent()).toBe('Applied by Gamemaster: Cast off.');
    expect(await page.locator('[data-card-action]').allTextContents()).toEqual(['Undo']);
    await screenshotFolded(page, 'chat-boarding-cast-off');
    await page.close();
  });

  it('shows the ship taken', async () => {
    const record = startRecord(a, d);
    const atC = { ...record, stage: 3, decksLost: 2 };
    const taken = boardingStepCard(
      atC,
      a,
      d,
      boardingStepRule(atC, a, d)(new ScriptedDice([...Array<number>(10).fill(5), ...Array<number>(6).fill(2)])),
    );
    const page = await showCard(browser(), taken, { entry: appliedEntry('u-gm'), reader: GM_READER });
    expect(await page.locator('.outcome').textContent()).toBe('The ship is taken!');
    expect(await page.locator('.bs-result .ship-summary').textContent()).toBe(
      'Le Tonnant takes 12 DP. She strikes her colours. She is taken: a prize of HMS Defiance.',
    );
    expect(await page.locator('.stage.current').textContent()).toBe('Prize crew');
    expect(await page.locator('.card-state').textContent()).toBe('Applied by Gamemaster.');
    expect(await page.locator('[data-card-action="undo"]').count()).toBe(1);
    await screenshotFolded(page, 'chat-boarding-taken');
    await page.close();
  });
});

describe('fire into a boarding action', () => {
  it('the dialog offers it with the friend named and takes the held Fire card from the deck', async () => {
    const { defaultFireInput } = await import('../../src/modules/kmh/gunnery/fire');
    const { fireDialogContext } = await import('../../src/modules/kmh/gunnery/fire-dialog-view');
    const input = { ...defaultFireInput('starboard', null), distanceCm: 4, shot: 'grape' as const, intoBoarding: true };
    const context = fireDialogContext({
      firer: seventyFour(),
      targets: [{ uuid: 'Actor.t', name: 'Le Tonnant' }],
      targetUuid: 'Actor.t',
      measured: null,
      input,
      choppy: false,
      boardingFriend: { uuid: 'Actor.b', name: 'HMS Bellona' },
      deckHeld: true,
    });
    const page = await showChat(browser(), 'templates/modules/kmh/fire-dialog.hbs', context, {
      classes: ['broadside', 'fire-dialog'],
      width: 520,
    });
    expect(await page.locator('.into-boarding').textContent()).toContain('every third hit falls on HMS Bellona');
    expect(await page.locator('input[name="intoBoarding"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="fireCardHeld"]').isChecked()).toBe(true);
    expect(await page.locator('input[name="fireCardHeld"]').isDisabled()).toBe(true);
    expect(await page.locator('.from-deck').textContent()).toBe('from the turn deck');
    expect(await page.locator('button.fire').isDisabled()).toBe(false);
    // The odds are of the hits on Le Tonnant, with HMS Bellona's share beside them.
    expect(await page.locator('.odds-on-target').textContent()).toBe(
      'Into the boarding action: the hits below are those on Le Tonnant; every third hit falls on HMS Bellona.',
    );
    expect(await page.locator('.expected-hits').textContent()).toBe(context.odds!.expectedHits);
    expect(await page.locator('.friend-share').count()).toBe(1);
    expect(await page.locator('.fire-odds h3').nth(1).textContent()).toBe("HMS Bellona's share");
    expect(await page.locator('.friend-expected-hits').textContent()).toBe(context.odds!.friend!.expectedHits);
    expect(await page.locator('.hit-chances li').count()).toBe(context.odds!.hits.length);
    await screenshot(page, 'fire-dialog-into-boarding');
    await page.close();
  });

  it('the broadside card shows the split and the friend’s damage', async () => {
    const { defaultFireInput, firePlan } = await import('../../src/modules/kmh/gunnery/fire');
    const { broadsideCard, broadsideRule } = await import('../../src/modules/kmh/gunnery/broadside-card');
    const { shipStateOf } = await import('../../src/data/ship-state');
    const { FIVE_HITS_WITH_MAST } = await import('../chat/fixtures');
    const firer = seventyFour('HMS Defiance', { initialBroadsideFired: { port: true, starboard: true } });
    const target = frenchSeventyFour();
    const friend = seventyFour('HMS Bellona');
    const plan = firePlan(firer, { ...defaultFireInput('starboard', null), distanceCm: 16 }, false);
    const st = (s: typeof firer) => shipStateOf(s.source, s.derived);
    const outcome = broadsideRule(
      plan,
      st(target),
      st(firer),
      false,
      st(friend),
    )(new ScriptedDice(FIVE_HITS_WITH_MAST));
    const card = broadsideCard(firer, target, 'starboard', plan, outcome, friend);
    const page = await showCard(browser(), card, open, { width: 360 });
    expect(await page.locator('.friend-effects h4').textContent()).toBe('HMS Bellona');
    expect(await page.locator('.friend-effects .split').textContent()).toBe(
      'Fired into a boarding action: 4 hits on Le Tonnant, every third (1) on HMS Bellona.',
    );
    expect(await page.locator('.friend-effects .event').first().textContent()).toContain('1');
    expect(await page.locator('.hits').textContent()).toBe('5 hits');
    await screenshotFolded(page, 'chat-broadside-into-boarding');
    await page.close();
  });
});
