// An item's first photo as the small server-made thumbnail (400 × 400 WebP, platform/photos):
// lazy-loaded and sized up front so that a grid of cards does not jump while photos arrive on a
// slow network.
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { thumbnailUrl } from '@/domain/item-catalog';
import { useT } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

const THUMBNAIL_EDGE = 400;

interface ItemThumbnailProps {
  photoUrl: string | undefined;
  alt: string;
  className?: string;
}

export function ItemThumbnail({ photoUrl, alt, className }: ItemThumbnailProps) {
  const { t } = useT();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!photoUrl || failedUrl === photoUrl) {
    return (
      <div
        role="img"
        // Said to screen readers too: there is no photo, or it cannot be loaded.
        aria-label={t('items.noPhoto')}
        className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={thumbnailUrl(photoUrl)}
      alt={alt}
      width={THUMBNAIL_EDGE}
      height={THUMBNAIL_EDGE}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailedUrl(photoUrl)}
      className={cn('bg-muted object-cover', className)}
    />
  );
}
