import { useEffect, useRef, type ReactNode } from 'react';
import '@/styles/parts/stickyActionBar.scss';

interface Props {
  children: ReactNode;
  className?: string;
}

const ROOM = '--sticky-action-bar-room';

/**
 * A page's primary action (and what it acts on: a count, a total) fixed at the bottom of a phone's
 * screen, in its place on larger screens. Give the page the class `has-sticky-action-bar`: its
 * bottom keeps room for the bar as tall as the bar is now (a message in it makes it taller), so
 * the page's last row is never under it.
 */
export function StickyActionBar({ children, className }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(ROOM, `${Math.ceil(element.getBoundingClientRect().height) + 16}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(ROOM);
    };
  }, []);
  return (
    <div ref={bar} className={className ? `sticky-action-bar ${className}` : 'sticky-action-bar'}>
      {children}
    </div>
  );
}
