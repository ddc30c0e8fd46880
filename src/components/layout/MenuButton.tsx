import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  /** What the button does, said after what it shows (its name starts with the visible text, WCAG 2.5.3), and the menu's name. */
  label: string;
  /** What the button shows (a name, the workspace). */
  content: ReactNode;
  /** The button's look, e.g. 'btn btn-outline-secondary'. */
  buttonClassName: string;
  className?: string;
  /** 'end': the menu's end edge under the button's end edge (the user menu); its start edge otherwise. */
  align?: 'start' | 'end';
  /** MenuItem, MenuLink, MenuHeader, MenuDivider. */
  children: ReactNode;
}

const ITEM = '[role="menuitem"]';
const itemsOf = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter, Space or the arrows open it (an arrow
 * or the keyboard puts focus on an item), the arrows, Home and End move, Escape closes it and
 * focus returns to the button; a click outside, leaving it with Tab or choosing an item closes it.
 * Placed by CSS under its button (`.menu-popup`, styles/shell.scss), CoreUI's dropdown look
 * without its positioning library (8.5 kB gzip off the signed-in home's first download).
 */
export function MenuButton({ label, content, buttonClassName, className, align = 'start', children }: Props) {
  const [open, setOpen] = useState(false);
  // Where the focus goes once the menu is shown: read by the effect after that render, never rendered.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    const focus = focusOnOpen.current;
    if (!open || !focus) return;
    focusOnOpen.current = null;
    const list = itemsOf(menuRef.current);
    (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (focus: 'first' | 'last' | null) => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const list = itemsOf(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = (index: number) => list[(index + list.length) % list.length]?.focus();
    const keys: Record<string, () => void> = {
      Escape: () => closeToButton(),
      ArrowDown: () => (open ? moveTo(at + 1) : show('first')),
      ArrowUp: () => (open ? moveTo(at < 0 ? -1 : at - 1) : show('last')),
      Home: () => moveTo(0),
      End: () => moveTo(-1),
    };
    const act = keys[event.key];
    // Home and End only move inside an open menu; Escape only closes one.
    if (!act || (!open && (event.key === 'Escape' || event.key === 'Home' || event.key === 'End'))) return;
    event.preventDefault();
    act();
  };
  // Tab (or a click) moved focus out of the menu and its button.
  const onBlur = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (open && to && !rootRef.current?.contains(to)) setOpen(false);
  };
  const onMenuClick = (event: MouseEvent) => {
    if ((event.target as Element).closest(ITEM)) closeToButton();
  };

  return (
    <div ref={rootRef} className={`dropdown ${className ?? ''}`.trim()} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName} dropdown-toggle${open ? ' show' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onKeyDown}
        // A click from Enter or Space (detail 0) puts focus on the first item; a pointer's leaves it here.
        onClick={(event) => (open ? setOpen(false) : show(event.detail === 0 ? 'first' : null))}
      >
        {content}
        <span className="visually-hidden">, {label}</span>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`dropdown-menu show menu-popup${align === 'end' ? ' menu-popup--end' : ''}`}
          onKeyDown={onKeyDown}
          onClick={onMenuClick}
        >
          {children}
        </ul>
      )}
    </div>
  );
}

/** An action of the menu. `current`: the chosen one of a set (the active workspace). */
export function MenuItem({ onSelect, current, children }: { onSelect: () => void; current?: boolean; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" tabIndex={-1} className={`dropdown-item${current ? ' active' : ''}`} aria-current={current ? 'true' : undefined} onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

/** A page the menu leads to. */
export function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li role="none">
      <Link to={to} role="menuitem" tabIndex={-1} className="dropdown-item">
        {children}
      </Link>
    </li>
  );
}

/** A line of text above the items (not an item: the arrows pass it by). */
export function MenuHeader({ children, dir }: { children: ReactNode; dir?: 'ltr' | 'rtl' }) {
  return (
    <li role="none" className="dropdown-header text-truncate" dir={dir}>
      {children}
    </li>
  );
}

export function MenuDivider() {
  return (
    <li role="none">
      <hr className="dropdown-divider" />
    </li>
  );
}
