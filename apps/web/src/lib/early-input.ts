/**
 * What a person typed before the app took over the prerendered page, and a submit they made meanwhile
 * (docs/decisions/0411-hydration-safe-forms.md). Forms mark themselves `data-form="<key>"` and name their
 * controls; the inline script in index.html holds a submit made before the app handles it.
 */

declare global {
  interface Window {
    /** Keys of forms submitted before the app was interactive (pushed by index.html's inline script). */
    __opstapHeld?: string[];
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const CONTROLS = 'form[data-form] input[name], form[data-form] textarea[name], form[data-form] select[name]';
const DRAFT_KEY = 'opstap.form-drafts';

/** form key + control name → the value seen, and the element it was seen in. */
const captured = new Map<string, { readonly element: Element; readonly value: string }>();

const keyOf = (form: string, name: string) => `${form}/${name}`;

/** A control's value as the form keeps it: a radio group's only when checked; checkboxes are not typed. */
function valueOf(control: Control): string | undefined {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'hidden') return undefined;
    if (control.type === 'radio') return control.checked ? control.value : undefined;
  }
  return control.value;
}

function controlsIn(root: ParentNode): { form: string; control: Control }[] {
  return [...root.querySelectorAll<Control>(CONTROLS)].flatMap((control) => {
    const form = control.form?.dataset.form;
    return form ? [{ form, control }] : [];
  });
}

/**
 * Records every value in the prerendered forms. Called just before the app takes over the page, since a
 * fresh render replaces these elements; hydration keeps them, and then their live value counts.
 */
export function captureEarlyInput(root: ParentNode): void {
  for (const { form, control } of controlsIn(root)) {
    const value = valueOf(control);
    if (value) captured.set(keyOf(form, control.name), { element: control, value });
  }
}

function liveValue(form: HTMLFormElement, name: string): string {
  const item = form.elements.namedItem(name);
  if (item instanceof RadioNodeList) return item.value;
  return item && 'value' in item ? String(item.value) : '';
}

/**
 * The values to start a form's state from: what the person typed before the app took over. Hydration
 * leaves typed text in the DOM (React does not overwrite it), a fresh render does not; so the live value
 * counts while the element seen at capture is still on the page, the captured one otherwise.
 */
export function adoptEarlyInput(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const key = form.dataset.form ?? '';
  const adopted: Record<string, string> = {};
  for (const name of names) {
    const seen = captured.get(keyOf(key, name));
    captured.delete(keyOf(key, name));
    const value = seen && !seen.element.isConnected ? seen.value : liveValue(form, name);
    if (value) adopted[name] = value;
  }
  return adopted;
}

/**
 * Whether the form was submitted before the app could handle it; the intent is consumed. The app's submit
 * handlers call it too: index.html's holder marks every submit, in the capture phase before React runs.
 */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  form.removeAttribute('data-held');
  const held = window.__opstapHeld ?? [];
  const index = held.indexOf(form.dataset.form ?? '');
  if (index < 0) return false;
  held.splice(index, 1);
  return true;
}

/**
 * Keeps what is typed in this tab across a reload (the load-error notice's retry reloads the document,
 * docs/decisions/0302-lazy-pages-and-notices.md), for this path only; read back once by `restoreKeptInput`.
 */
export function keepInputForReload(): void {
  const values: Record<string, string> = {};
  for (const { form, control } of controlsIn(document)) {
    const value = valueOf(control);
    if (value) values[keyOf(form, control.name)] = value;
  }
  try {
    if (Object.keys(values).length > 0) {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ path: location.pathname, values }));
    }
  } catch {
    // Storage off or full: the reload then starts empty, as before.
  }
}

/** Puts values kept by `keepInputForReload` back into the prerendered forms of the same path. */
export function restoreKeptInput(root: ParentNode): void {
  let kept: { path?: string; values?: Record<string, string> } = {};
  try {
    kept = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as typeof kept;
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    return;
  }
  if (kept.path !== location.pathname || !kept.values) return;
  for (const { form, control } of controlsIn(root)) {
    const value = kept.values[keyOf(form, control.name)];
    if (value === undefined) continue;
    if (control instanceof HTMLInputElement && control.type === 'radio')
      control.checked = control.value === value;
    else if (!control.value) control.value = value;
  }
}
