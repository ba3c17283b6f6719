/**
 * Refused numbers shown where they were typed: the input gets its stored value back and is marked
 * invalid, with the reason in a note after it, so a refused value never sits there looking saved.
 * Plain DOM, no Foundry; the note is text, so what the user typed cannot become markup.
 */
export interface Refusal {
  /** The input's name, a path into the document. */
  name: string;
  /** Why, in the user's language. */
  message: string;
  /** The value the document keeps (a number, or null for an empty override). */
  stored: number | null;
}

const NOTE = 'field-problem';

function inputNamed(form: HTMLFormElement, name: string): HTMLInputElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement ? element : null;
}

export function clearRefusal(form: HTMLFormElement, name: string): void {
  const input = inputNamed(form, name);
  if (!input) return;
  input.removeAttribute('aria-invalid');
  input.removeAttribute('aria-describedby');
  if (input.nextElementSibling?.classList.contains(NOTE)) input.nextElementSibling.remove();
}

export function showRefusal(form: HTMLFormElement, refusal: Refusal): void {
  const input = inputNamed(form, refusal.name);
  if (!input) return;
  clearRefusal(form, refusal.name);
  input.value = refusal.stored === null ? '' : String(refusal.stored);
  const note = document.createElement('span');
  note.className = NOTE;
  note.id = `${form.id || 'sheet'}-${refusal.name.replace(/\W/g, '-')}-problem`;
  note.setAttribute('role', 'alert');
  note.textContent = refusal.message;
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', note.id);
  input.after(note);
}
