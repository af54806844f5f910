import type { ReactNode } from 'react';

/** One numbered part of a legal statement, with an anchor others can link to (`/privacy#forms`). */
export function LegalSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="legal__section">
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}
