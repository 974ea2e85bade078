import { useEffect, useRef, useState } from 'react';

/**
 * A text box bound to a URL parameter: what is typed shows at once, the parameter follows after
 * `delayMs` of quiet (so the list is not asked once per keystroke), and a parameter changed from
 * outside (back button, "Quitar filtros", a clicked tag) shows again in the box.
 */
export function useDebouncedText(
  committed: string,
  commit: (value: string) => void,
  delayMs: number,
): [string, (value: string) => void, (value: string) => void] {
  const [text, setText] = useState(committed);
  const latestCommit = useRef(commit);
  const lastCommitted = useRef(committed);

  useEffect(() => {
    latestCommit.current = commit;
  });

  // Outside changes of the parameter win over the box.
  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setText(committed);
    }
  }, [committed]);

  useEffect(() => {
    const value = text.trim();
    if (value === lastCommitted.current) return;
    const timer = window.setTimeout(() => {
      lastCommitted.current = value;
      latestCommit.current(value);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);

  /** Commit now (Enter, the clear button). */
  const flush = (value: string) => {
    const trimmed = value.trim();
    setText(value);
    if (trimmed === lastCommitted.current) return;
    lastCommitted.current = trimmed;
    latestCommit.current(trimmed);
  };

  return [text, setText, flush];
}
