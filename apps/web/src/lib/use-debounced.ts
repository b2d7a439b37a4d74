import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** `value` once it has stayed the same for `ms` (asking the server on every keystroke fetches lists nobody sees). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A text box whose value shows at once and reaches `commit` once typing pauses. The committed
 * value only overwrites the box when it changed from elsewhere (Back, Clear), never with an older
 * value of what is being typed.
 */
export function useDebouncedText(committedValue: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setTextState] = useState(committedValue);
  const committed = useRef(committedValue);
  const timer = useRef<number | undefined>(undefined);
  const latestCommit = useRef(commit);
  useLayoutEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  useEffect(() => {
    if (committedValue !== committed.current) {
      window.clearTimeout(timer.current);
      committed.current = committedValue;
      setTextState(committedValue);
    }
  }, [committedValue]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setText = useCallback(
    (value: string) => {
      setTextState(value);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        committed.current = value;
        latestCommit.current(value);
      }, delayMs);
    },
    [delayMs],
  );
  /** Sets the box at once, dropping any text still waiting to be committed. */
  const resetText = useCallback((value: string) => {
    window.clearTimeout(timer.current);
    committed.current = value;
    setTextState(value);
  }, []);
  return { text, setText, resetText };
}
