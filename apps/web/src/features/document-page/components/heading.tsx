import type { ReactNode } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The document view sits under an h1 on its page and under the step's h2 in the editor. */
export const below = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
