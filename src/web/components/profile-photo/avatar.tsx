// A person's photo, or their initials while there is none.
import { cn } from '@/web/lib/cn';
import { initialsOf } from '@/web/lib/initials';

interface AvatarProps {
  imageUrl: string | null;
  /** Whose it is: the initials come from it. */
  name: string;
  alt: string;
  className?: string;
}

export function Avatar({ imageUrl, name, alt, className }: AvatarProps) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt={alt}
      className={cn('shrink-0 rounded-full bg-muted object-cover', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
