import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface MenuPanelProps {
  label: string;
  narrow: boolean;
  /** The stored state: the menu shown (beside the page on a desktop, as a sheet over it on a phone). */
  open: boolean;
  /** Below CoreUI's `lg`: a sheet over the page, with a backdrop. */
  sheet: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The menu's frame in CoreUI's sidebar classes (`sidebar sidebar-dark sidebar-fixed`, `sidebar-narrow`,
 * `show` for an open sheet, `hide` for a desktop menu put away), without CoreUI's CSidebar: CSidebar
 * measures the page (getComputedStyle and getBoundingClientRect, a layout of the whole page forced
 * while it is still being built) after each of its renders, about 30 ms a load at a phone's speed.
 * Here the phone is told by a media query and the stored state is the truth. An open sheet closes
 * on a tap outside it (on its backdrop), on Escape or a key pressed outside it, and when an entry
 * is chosen; as CoreUI's did.
 */
export function MenuPanel({ label, narrow, open, sheet, onClose, children }: MenuPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const sheetOpen = sheet && open;
  useEffect(() => {
    const panel = ref.current;
    if (!sheetOpen || !panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || !panel.contains(event.target as Node)) onClose();
    };
    const onChoose = (event: Event) => {
      if ((event.target as Element).closest('a.nav-link')) onClose();
    };
    window.addEventListener('keyup', onKey);
    panel.addEventListener('click', onChoose);
    return () => {
      window.removeEventListener('keyup', onKey);
      panel.removeEventListener('click', onChoose);
    };
  }, [sheetOpen, onClose]);
  const state = sheetOpen ? ' show' : !sheet && !open ? ' hide' : '';
  return (
    <>
      <aside
        ref={ref}
        aria-label={label}
        className={`sidebar sidebar-dark sidebar-fixed border-end${narrow ? ' sidebar-narrow' : ''}${state}`}
      >
        {children}
      </aside>
      {sheet && createPortal(<Backdrop visible={sheetOpen} onClick={onClose} />, document.body)}
    </>
  );
}

/** CoreUI's fade (`.fade`: 0.15 s): how long a backdrop that is going stays, fading out. */
const FADE_MS = 150;

/**
 * The open sheet's backdrop in CoreUI's classes, as CBackdrop drew it (`sidebar-backdrop fade`, `show`
 * while open): drawn when the sheet opens, shown from the next frame (it fades in), faded out and
 * gone 0.15 s after it closes. Without CBackdrop, whose react-transition-group (about 1.4 kB gzip)
 * nothing else of the home or its shell uses.
 */
function Backdrop({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  const [shown, setShown] = useState(false);
  const [drawn, setDrawn] = useState(false);
  if (visible && !drawn) setDrawn(true);
  useEffect(() => {
    if (visible) {
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      setShown(false);
      setDrawn(false);
    }, FADE_MS);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible && !drawn) return null;
  // A tap anywhere outside the sheet closes it; the keyboard's way is Escape (MenuPanel).
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={visible && shown ? 'sidebar-backdrop fade show' : 'sidebar-backdrop fade'} onClick={onClick} />;
}
