import { useCallback, useEffect, useRef } from 'react';
import { FOCUSABLE, FOCUSABLE_FIELD } from '@/lib/focus';

/** Focuses the editor's first field (else its first control), waiting for a form still loading. */
function focusFirstField(editor: HTMLElement | null): (() => void) | undefined {
  if (!editor) return undefined;
  const focus = () => {
    const target = editor.querySelector<HTMLElement>(FOCUSABLE_FIELD) ?? editor.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    return Boolean(target);
  };
  if (focus()) return undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(editor, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Keyboard focus for an editor opened in place of its button (a detail section's form, a member's
 * role): the button goes while the editor is open, so without this focus falls to the page's body
 * on opening and on closing. When the person opens one (`open` turns to its key), its first field
 * takes focus; when it closes (`open` back to null), its button takes focus again. A screen that
 * starts with an editor open takes no focus. `editor` marks the editor's container, `opener(key)`
 * the button that opens the editor `key`.
 */
export function useInPlaceEditor<K>(open: K | null): {
  editor: (element: HTMLElement | null) => void;
  opener: (key: K) => (element: HTMLElement | null) => void;
} {
  const editorElement = useRef<HTMLElement | null>(null);
  const openers = useRef(new Map<K, HTMLElement>());
  const before = useRef(open);
  useEffect(() => {
    const was = before.current;
    before.current = open;
    if (was === open) return undefined;
    if (open !== null) return focusFirstField(editorElement.current);
    if (was !== null) openers.current.get(was)?.focus();
    return undefined;
  }, [open]);
  const opener = useCallback(
    (key: K) => (element: HTMLElement | null) => {
      if (element) openers.current.set(key, element);
      else openers.current.delete(key);
    },
    [],
  );
  const editor = useCallback((element: HTMLElement | null) => {
    editorElement.current = element;
  }, []);
  return { editor, opener };
}
