/**
 * Kyngesreach (the GURPS rules of the Sojourner's battles) as a rule module: its part of a ship's
 * data, and its gunnery: the fire dialog, the card, the sheet's tracks.
 */
import type { GunneryCardKind, GunneryContract } from '../../authority/gunnery';
import { registerDataPart } from '../../registry/data-parts';
import { registerRuleModule, type RuleModule } from '../../registry/rule-modules';
import { KYNGESREACH_DECISIONS } from '../../rules/kyngesreach';
import { krCardRule } from './card';
import { KR, KR_SHIP_PART } from './part';
import { krSheetContext } from './sheet';
import { krCardView } from './view';

export const KR_CARD: GunneryCardKind = {
  template: 'templates/chat/kr-broadside-card.hbs',
  rule: krCardRule,
  view: krCardView,
};

export const KR_SHEET_PART = 'templates/actor/kr-ship-part.hbs';

/** Kyngesreach gunnery, with the fire dialog the entry gives it (the dialog needs Foundry's classes). */
export function krGunnery(openFire: GunneryContract['openFire']): GunneryContract {
  return { sheet: { template: KR_SHEET_PART, context: krSheetContext }, openFire, card: KR_CARD };
}

export function kyngesreachModule(openFire: GunneryContract['openFire']): RuleModule {
  return {
    id: KR,
    label: 'BROADSIDE.Modules.kyngesreach',
    aspects: { gunnery: krGunnery(openFire) },
    decisions: KYNGESREACH_DECISIONS.map((d) => ({ id: d.id, question: d.rule, answer: d.decision })),
  };
}

/** Registers the module and its part of the ship; once, in the entry's `init`. */
export function registerKyngesreach(openFire: GunneryContract['openFire']): void {
  registerDataPart(KR_SHIP_PART);
  registerRuleModule(kyngesreachModule(openFire));
}
