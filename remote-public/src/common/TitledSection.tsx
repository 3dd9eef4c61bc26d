import type { ReactNode } from 'react';

type TitledSectionProps = {
  /** The h2's id, which names the section (a region landmark). */
  titleId: string;
  className?: string;
  titleClassName?: string;
  title: ReactNode;
  children: ReactNode;
};

/** A section named by its own h2: the title, then what it holds. */
export function TitledSection({
  titleId,
  className,
  titleClassName,
  title,
  children,
}: TitledSectionProps) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
