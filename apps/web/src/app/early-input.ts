/**
 * What people do before the app runs. A page arrives drawn (prerendered or drawn by the server)
 * seconds before its script has loaded and the app has taken it over: a link works meanwhile, but a
 * button does nothing, and what is typed into a box or ticked is the page's, not the app's, which
 * draws the box as it was. On a phone that first tap is the one people make. An inline script in the
 * page's head (the build puts `recordEarlyInput` there: build-plugins.ts) notes taps on buttons and
 * the boxes typed into or ticked; once the app has drawn the page, `replayEarlyInput` makes them again.
 */

/** A tap, typing or tick noted before the app ran: on what, and where it sat in #root in case it was redrawn. */
export type EarlyInput = {
  kind: 'tap' | 'type' | 'tick' | 'focus';
  target: Element;
  path: number[];
  text: string;
  time: number;
  /** What a box held, or whether it was ticked, when the app took over: the app may redraw it as it was. */
  value?: string | boolean;
};

declare global {
  interface Window {
    /** Stops noting and hands over what was noted (set by the inline script, read once). */
    takeEarlyInput?: () => EarlyInput[];
  }
}

/**
 * Runs as the page's inline script, serialised on its own: it may use nothing from outside its body
 * and only what every browser we support has (it runs before any polyfill or module).
 */
export function recordEarlyInput(win: Window & typeof globalThis): void {
  const noted: EarlyInput[] = [];
  const note = (kind: EarlyInput['kind'], target: Element, time: number) => {
    const root = win.document.getElementById('root');
    if (!root?.contains(target)) return;
    const path: number[] = [];
    for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    }
    noted.push({ kind, target, path, text: target.textContent ?? '', time });
  };
  const tapped = (event: MouseEvent) => {
    const element = event.target instanceof win.Element ? event.target : null;
    // Links, labels and form fields do their part without script; only a button's action waits for it.
    const target = element?.closest('button, [role="button"], [role="tab"], [role="menuitem"], [role="option"]');
    if (!target || target.closest('a[href], label, input, select, textarea')) return;
    const form = target instanceof win.HTMLButtonElement && target.type === 'submit' ? target.form : null;
    // A form with an address of its own (the home page's search) is sent there the browser's way.
    if (form?.hasAttribute('action')) return;
    // Any other would reload this page, losing what was typed: the app sends it once it runs.
    if (form) event.preventDefault();
    note('tap', target, event.timeStamp);
  };
  const changed = (event: Event) => {
    const target = event.target;
    const isField =
      target instanceof win.HTMLInputElement ||
      target instanceof win.HTMLTextAreaElement ||
      target instanceof win.HTMLSelectElement;
    if (!isField) return;
    if (noted.some((earlier) => earlier.target === target)) return; // What it holds is read when the app takes over.
    const isTick = target instanceof win.HTMLInputElement && /^(checkbox|radio)$/.test(target.type);
    if (isTick) note('tick', target, event.timeStamp);
    else if (!/^(file|submit|button|reset|image)$/.test(target.type)) note('type', target, event.timeStamp);
  };
  let focused: Element | undefined;
  const focusedIn = (event: FocusEvent) => {
    focused = event.target instanceof win.Element ? event.target : undefined;
  };
  win.document.addEventListener('click', tapped, true);
  win.document.addEventListener('input', changed, true);
  win.document.addEventListener('change', changed, true);
  win.document.addEventListener('focusin', focusedIn, true);
  win.takeEarlyInput = () => {
    win.document.removeEventListener('click', tapped, true);
    win.document.removeEventListener('input', changed, true);
    win.document.removeEventListener('change', changed, true);
    win.document.removeEventListener('focusin', focusedIn, true);
    win.takeEarlyInput = undefined;
    for (const input of noted) {
      const box = input.target;
      const holdsText =
        box instanceof win.HTMLInputElement || box instanceof win.HTMLTextAreaElement || box instanceof win.HTMLSelectElement;
      if (input.kind === 'type' && holdsText) input.value = box.value;
      if (input.kind === 'tick' && box instanceof win.HTMLInputElement) input.value = box.checked;
    }
    // Last: where the reader was when the app took over, for the focus to stay there.
    if (focused) note('focus', focused, win.performance.now());
    return noted;
  };
}

/**
 * Stops noting and returns what was noted. Hydrating a drawn page takes it over from this moment
 * (React replays a tap that lands while it hydrates), so this is called just before; a page drawn
 * anew replaces the old one only when it commits, so there it is called then.
 */
export function takeEarlyInput(win: Window = window): EarlyInput[] {
  return win.takeEarlyInput?.() ?? [];
}

/** A tap older than this when the app is up is not made any more: the reader has likely moved on. */
const TAP_WITHIN_MS = 10_000;

/**
 * Makes again, in order, what was typed, ticked, chosen and tapped before the app ran, now that it
 * has drawn the page, and puts the focus back where it was. An element it hydrated is the same one;
 * one it drew anew is found where the old one was, and only if it is the same kind and reads the
 * same. A box gets what it held when the app took over; repeated taps on one button (nothing seemed
 * to happen) count once.
 */
export function replayEarlyInput(noted: EarlyInput[], root: HTMLElement, now = performance.now()): void {
  let previousTap: Element | undefined;
  for (const input of noted) {
    if (input.kind === 'tap' && now - input.time > TAP_WITHIN_MS) continue;
    const target = input.target.isConnected ? input.target : redrawn(root, input);
    if (!(target instanceof HTMLElement)) continue;
    if (input.kind === 'focus') {
      // Only when redrawing the page took it away: never from where the reader has moved it since.
      const active = document.activeElement;
      if (active === null || active === document.body) target.focus();
      continue;
    }
    if (input.kind === 'type') {
      if (typeof input.value === 'string') typeAgain(target, input.value);
      continue;
    }
    if (input.kind === 'tick') {
      if (typeof input.value === 'boolean') tickAgain(target, input.target, input.value);
      continue;
    }
    if (target === previousTap) continue;
    previousTap = target;
    target.click();
  }
}

function redrawn(root: HTMLElement, input: EarlyInput): Element | undefined {
  let node: Element | undefined = root;
  for (const index of input.path) node = node?.children[index];
  if (!node || node.tagName !== input.target.tagName || (node.textContent ?? '') !== input.text) return undefined;
  return node;
}

/**
 * Gives a box the text it held (a select, the choice it showed) when the app took over, the way
 * typing does: an input event the app's change handler sees. A hydrated box may show the text still, but the app knows it as empty,
 * and React's check for a change compares with the last value it saw set, so that is set apart from
 * the text first.
 */
function typeAgain(box: HTMLElement, text: string) {
  if (box instanceof HTMLSelectElement) {
    // A choice is no typing: React reads a select's change event as it is.
    box.value = text;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement)) return;
  const prototype = box instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  box.value = `${text} `;
  setValue.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Gives a checkbox or radio button the state it was left in when the app took over (`wanted`),
 * through a click the app's change handler sees. A hydrated box (`box` is `tickedInto`) is drawn in
 * the state the app knows, which React keeps as the box's default, whatever it shows: it is set to
 * that first, through React's own record of it, and then clicked.
 */
function tickAgain(box: HTMLElement, tickedInto: Element, wanted: boolean) {
  if (!(box instanceof HTMLInputElement)) return;
  if (box.type === 'radio' && !wanted) return; // Unticked by ticking another, which is made again itself.
  if (box === tickedInto) {
    if (box.defaultChecked === wanted) return;
    box.checked = box.defaultChecked;
  }
  if (box.checked !== wanted) box.click();
}
