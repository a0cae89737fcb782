// A section's heading with an optional line under it and something beside it (a count).
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: string | undefined;
  aside?: ReactNode;
}

export function SectionHeading({ id, title, intro, aside }: SectionHeadingProps) {
  const heading = (
    <h2 id={id} className="text-lg leading-tight font-semibold">
      {title}
    </h2>
  );
  return (
    <div className="grid gap-1">
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
