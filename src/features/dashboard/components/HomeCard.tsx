import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  intro?: string;
  footer?: ReactNode;
  /** Takes the grid's whole width. */
  wide?: boolean;
  /** Something here needs attention (a coloured edge). */
  warn?: boolean;
  children: ReactNode;
}

/** One block of the home page: a titled card. */
export function HomeCard({ title, intro, footer, wide, warn, children }: Props) {
  const id = useId();
  return (
    <section className={`card home-card${wide ? ' home-card--wide' : ''}${warn ? ' home-card--warn' : ''}`} aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="home-section-title">
          {title}
        </h2>
        {intro && <p className="small text-body-secondary">{intro}</p>}
        {children}
        {footer && <div className="mt-2 small">{footer}</div>}
      </div>
    </section>
  );
}
