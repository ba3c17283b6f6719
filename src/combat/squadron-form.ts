/**
 * The GM's squadron dialog ("Put selected ships in a squadron"): a name, a side and a flagship
 * chosen among the selected ships. What it offers and how its values are read are pure; the check
 * of the open form marks each problem next to its field and holds the OK button until none is
 * left (plain DOM, no Foundry). The desk checks the same again (the turn sequence's requests,
 * authority/turn-desk.ts).
 */
import { type Side } from '../data/squadrons';

/** The longest squadron name a request may carry (authority/channel/protocol.ts). */
export const MAX_SQUADRON_NAME = 60;
/** The sides a squadron can be given: a neutral squadron fights for no one. */
export const SQUADRON_SIDES = ['friendly', 'hostile', 'secret'] as const satisfies readonly Side[];
/** Names the tracker keeps for squadrons named after their side (tracker-view.ts sideSquadronKey). */
const SIDE_NAMES = ['friendly', 'neutral', 'hostile', 'secret'];

export interface FormShip {
  combatantId: string;
  name: string;
  /** Her sheet makes her a flagship: she is offered first. */
  flagship: boolean;
}

export type SquadronField = 'squadron' | 'side' | 'flagship';

export interface SquadronProblem {
  field: SquadronField;
  key: string;
}

export interface SquadronChoice {
  squadron: string;
  side: Side | null;
  flagship: string | null;
}

export interface SquadronFormContext {
  maxName: number;
  count: number;
  sides: { value: string; labelKey: string }[];
  ships: { combatantId: string; name: string; selected: boolean }[];
}

export function squadronFormContext(ships: readonly FormShip[]): SquadronFormContext {
  const lead = ships.find((s) => s.flagship)?.combatantId ?? '';
  return {
    maxName: MAX_SQUADRON_NAME,
    count: ships.length,
    sides: SQUADRON_SIDES.map((side) => ({ value: side, labelKey: `BROADSIDE.Deck.Side.${side}` })),
    ships: ships.map((s) => ({ combatantId: s.combatantId, name: s.name, selected: s.combatantId === lead })),
  };
}

/** The choice the form's values make, and what is wrong with them (an empty list: nothing). */
export function readSquadronForm(
  values: Readonly<Record<string, unknown>>,
  ships: readonly Pick<FormShip, 'combatantId'>[],
): { choice: SquadronChoice; problems: SquadronProblem[] } {
  const problems: SquadronProblem[] = [];
  const name = typeof values.squadron === 'string' ? values.squadron.trim() : '';
  if (name.length > MAX_SQUADRON_NAME) problems.push({ field: 'squadron', key: 'BROADSIDE.Deck.Squadron.nameTooLong' });
  else if (SIDE_NAMES.includes(name.toLowerCase()))
    problems.push({ field: 'squadron', key: 'BROADSIDE.Deck.Squadron.nameIsSide' });
  const side = typeof values.side === 'string' ? values.side : '';
  if (side !== '' && !(SQUADRON_SIDES as readonly string[]).includes(side))
    problems.push({ field: 'side', key: 'BROADSIDE.Deck.Squadron.badSide' });
  const flagship = typeof values.flagship === 'string' ? values.flagship : '';
  if (flagship !== '' && !ships.some((s) => s.combatantId === flagship))
    problems.push({ field: 'flagship', key: 'BROADSIDE.Deck.Squadron.flagshipNotAmong' });
  return {
    choice: { squadron: name, side: side === '' ? null : (side as Side), flagship: flagship === '' ? null : flagship },
    problems,
  };
}

const NOTE = 'field-problem';

/** The form's values as the dialog submits them. */
function valuesOf(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of ['squadron', 'side', 'flagship']) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) values[field] = element.value;
  }
  return values;
}

/**
 * Checks the open form: each problem is said in a note right after its field (the field marked
 * invalid and described by it), and the OK button is held while any is left. Returns the choice
 * when the form is sound, else null.
 */
export function checkSquadronForm(
  form: HTMLFormElement,
  ships: readonly Pick<FormShip, 'combatantId'>[],
  say: (key: string) => string,
): SquadronChoice | null {
  const { choice, problems } = readSquadronForm(valuesOf(form), ships);
  for (const field of ['squadron', 'side', 'flagship'] as const) {
    const element = form.elements.namedItem(field);
    if (!(element instanceof HTMLElement)) continue;
    if (element.nextElementSibling?.classList.contains(NOTE)) element.nextElementSibling.remove();
    element.removeAttribute('aria-invalid');
    element.removeAttribute('aria-describedby');
    const problem = problems.find((p) => p.field === field);
    if (!problem) continue;
    const note = document.createElement('span');
    note.className = NOTE;
    note.id = `broadside-squadron-${field}-problem`;
    note.setAttribute('role', 'alert');
    note.textContent = say(problem.key);
    element.setAttribute('aria-invalid', 'true');
    element.setAttribute('aria-describedby', note.id);
    element.after(note);
  }
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[data-action="ok"]'))
    button.disabled = problems.length > 0;
  return problems.length ? null : choice;
}
