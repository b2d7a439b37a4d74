import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyInput, replayEarlyInput, takeEarlyInput } from './early-input';

/** The page as the server drew it: a link, a heart, a card, a search form, a filter, a booking button. */
const DRAWN = `
  <header><a href="/login">Login</a></header>
  <main>
    <button type="button" id="heart" aria-label="Save">♡</button>
    <div role="button" id="card">A card</div>
    <form id="search"><input name="q" id="q" /><button type="submit" id="go">Search</button></form>
    <form action="/browse"><input name="city" /><button type="submit" id="elsewhere">Go</button></form>
    <label>Furnished <input type="checkbox" id="furnished" /></label>
    <button type="button" id="book">Book this Property</button>
  </main>`;

let root: HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${DRAWN}</div>`;
  root = document.getElementById('root') as HTMLElement;
  recordEarlyInput(window);
});

afterEach(() => {
  takeEarlyInput();
  document.body.innerHTML = '';
});

const element = (id: string) => document.getElementById(id) as HTMLElement;
const box = () => element('q') as HTMLInputElement;

/** Typing as the browser does it: the box's text changes, then an input event. */
function type(text: string) {
  box().value = text;
  box().dispatchEvent(new Event('input', { bubbles: true }));
}

describe('input made before the app runs', () => {
  it('notes taps on buttons in order, and not on links, labels or checkboxes, which work without script (a tick is noted as such)', () => {
    element('book').click();
    element('card').click();
    (root.querySelector('a') as HTMLElement).click();
    element('furnished').click();
    element('heart').click();
    const noted = takeEarlyInput();
    expect(noted.map((input) => `${input.kind} ${input.target.id}`)).toEqual([
      'tap book',
      'tap card',
      'tick furnished',
      'tap heart',
    ]);
    expect(noted[0]?.path).toEqual([1, 5]);
    expect(noted[0]?.text).toBe('Book this Property');
  });

  it("notes a box typed into once, and keeps a search form from being sent the browser's way: the app sends it", () => {
    type('Pu');
    type('Pune');
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    element('go').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    element('book').dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(takeEarlyInput().map((input) => `${input.kind} ${input.target.id}`)).toEqual(['type q', 'tap go', 'tap book']);
  });

  it('leaves a form with an address of its own to the browser, which sends it there', () => {
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    element('elsewhere').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(takeEarlyInput()).toEqual([]);
  });

  it('puts the focus back into the box drawn anew where the reader was typing', () => {
    box().focus();
    type('Pu');
    const noted = takeEarlyInput();
    root.innerHTML = DRAWN;
    expect(document.activeElement).toBe(document.body);
    replayEarlyInput(noted, root, noted[0]?.time ?? 0);
    expect(document.activeElement).toBe(box());
    expect(box().value).toBe('Pu');
  });

  it('leaves the focus where the reader has put it since', () => {
    box().focus();
    const noted = takeEarlyInput();
    root.innerHTML = DRAWN;
    element('book').focus();
    replayEarlyInput(noted, root);
    expect(document.activeElement).toBe(element('book'));
  });

  it('stops being noted once taken, and is taken once', () => {
    element('book').click();
    expect(takeEarlyInput()).toHaveLength(1);
    element('heart').click();
    expect(takeEarlyInput()).toEqual([]);
    expect(window.takeEarlyInput).toBeUndefined();
  });

  it('is made again on the same elements once the app has hydrated them, a repeated tap once', () => {
    element('heart').click();
    element('heart').click();
    element('book').click();
    const noted = takeEarlyInput();
    const tapped: string[] = [];
    root.addEventListener('click', (event) => tapped.push((event.target as Element).id));
    replayEarlyInput(noted, root, noted[0]?.time ?? 0);
    expect(tapped).toEqual(['heart', 'book']);
  });

  it('types the text again as input the app sees, then taps, in the order they were made', () => {
    type('Pune');
    element('go').click();
    const noted = takeEarlyInput();
    // The app drew the page anew: an empty box in the same place.
    root.innerHTML = DRAWN;
    const seen: string[] = [];
    box().addEventListener('input', () => seen.push(`typed ${box().value}`));
    element('go').addEventListener('click', () => seen.push(`search for ${box().value}`));
    replayEarlyInput(noted, root, noted[0]?.time ?? 0);
    expect(seen).toEqual(['typed Pune', 'search for Pune']);
  });

  it('is made on the button drawn anew in its place, only if it reads the same', () => {
    element('book').click();
    element('heart').click();
    const noted = takeEarlyInput();
    // The app replaced the drawn page: the same markup, except that the heart now reads differently.
    root.innerHTML = DRAWN.replace('♡', '♥');
    const book = vi.fn();
    const heart = vi.fn();
    element('book').addEventListener('click', book);
    element('heart').addEventListener('click', heart);
    replayEarlyInput(noted, root, noted[0]?.time ?? 0);
    expect(book).toHaveBeenCalledOnce();
    expect(heart).not.toHaveBeenCalled();
  });

  it('drops a tap older than ten seconds by the time the app is up, but keeps what was typed', () => {
    type('Pune');
    element('book').click();
    const noted = takeEarlyInput();
    root.innerHTML = DRAWN;
    const book = vi.fn();
    element('book').addEventListener('click', book);
    const later = (noted[1]?.time ?? 0) + 10_001;
    replayEarlyInput(noted, root, later);
    expect(book).not.toHaveBeenCalled();
    expect(box().value).toBe('Pune');
    replayEarlyInput(noted, root, later - 2_000);
    expect(book).toHaveBeenCalledOnce();
  });
});

describe('input made before React hydrates the page', () => {
  /** A search box React controls, and its button, which reports what React knows the box holds. */
  function Search({ searched }: { searched: (text: string) => void }) {
    const [text, setText] = useState('');
    return (
      <form>
        <input id="q" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="button" id="go" onClick={() => searched(text)}>
          Search
        </button>
      </form>
    );
  }

  it('reaches the app: the text typed into the drawn box is what React searches for', async () => {
    const searched = vi.fn();
    root.innerHTML = renderToString(<Search searched={searched} />);
    type('Pune');
    element('go').click();
    const noted = takeEarlyInput();
    const app = await act(async () => hydrateRoot(root, <Search searched={searched} />));
    // Drawn again before the input is made again, it shows what the app knows: an empty box.
    await act(async () => app.render(<Search searched={(text) => searched(text)} />));
    expect(box().value).toBe('');
    expect(searched).not.toHaveBeenCalled();
    await act(async () => replayEarlyInput(noted, root, noted[0]?.time ?? 0));
    expect(searched).toHaveBeenCalledExactlyOnceWith('Pune');
    expect(box().value).toBe('Pune');
  });
});

describe('a box ticked before the app runs', () => {
  /** A filter React controls, and a button that reports what React knows of it. */
  function Filter({ searched }: { searched: (verified: boolean) => void }) {
    const [verified, setVerified] = useState(false);
    return (
      <form>
        <label>
          Verified owners only
          <input type="checkbox" id="verified" checked={verified} onChange={(event) => setVerified(event.target.checked)} />
        </label>
        <button type="button" id="go" onClick={() => searched(verified)}>
          Search
        </button>
      </form>
    );
  }
  const verified = () => element('verified') as HTMLInputElement;

  it('is ticked in the app too once React has hydrated it, and searched with', async () => {
    const searched = vi.fn();
    root.innerHTML = renderToString(<Filter searched={searched} />);
    verified().click(); // the browser ticks it: no script needed for that
    element('go').click();
    const noted = takeEarlyInput();
    expect(noted.map((input) => input.kind)).toEqual(['tick', 'tap']);
    const app = await act(async () => hydrateRoot(root, <Filter searched={searched} />));
    // Drawn again before the input is made again, it shows what the app knows: not ticked.
    await act(async () => app.render(<Filter searched={(value) => searched(value)} />));
    expect(verified().checked).toBe(false);
    await act(async () => replayEarlyInput(noted, root, noted[0]?.time ?? 0));
    expect(searched).toHaveBeenCalledExactlyOnceWith(true);
    expect(verified().checked).toBe(true);
  });

  it('is ticked in the box drawn anew in its place', () => {
    const furnished = () => element('furnished') as HTMLInputElement;
    furnished().click();
    const noted = takeEarlyInput();
    root.innerHTML = DRAWN;
    const ticked = vi.fn();
    furnished().addEventListener('change', ticked);
    replayEarlyInput(noted, root, noted[0]?.time ?? 0);
    expect(furnished().checked).toBe(true);
    expect(ticked).toHaveBeenCalledOnce();
  });
});

describe('a choice made in a select before the app runs', () => {
  function Sort({ sorted }: { sorted: (order: string) => void }) {
    const [order, setOrder] = useState('newest');
    return (
      <select
        id="sort"
        aria-label="Sort by"
        value={order}
        onChange={(event) => {
          setOrder(event.target.value);
          sorted(event.target.value);
        }}
      >
        <option value="newest">Newest</option>
        <option value="price_asc">Price: low to high</option>
      </select>
    );
  }

  it('is made in the app too once React has hydrated the select', async () => {
    const sorted = vi.fn();
    root.innerHTML = renderToString(<Sort sorted={sorted} />);
    const select = () => element('sort') as HTMLSelectElement;
    select().value = 'price_asc'; // as the browser's picker does
    select().dispatchEvent(new Event('change', { bubbles: true }));
    const noted = takeEarlyInput();
    const app = await act(async () => hydrateRoot(root, <Sort sorted={sorted} />));
    await act(async () => app.render(<Sort sorted={(order) => sorted(order)} />));
    expect(select().value).toBe('newest');
    await act(async () => replayEarlyInput(noted, root, noted[0]?.time ?? 0));
    expect(sorted).toHaveBeenCalledExactlyOnceWith('price_asc');
    expect(select().value).toBe('price_asc');
  });
});
