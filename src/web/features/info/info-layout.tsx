import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { TextLink } from '@/web/components/ui/text-link';
import { useT } from '@/web/i18n/i18n';
import { PATHS, type HelpSection } from '@/domain/paths';

export function InfoLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useT();
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-8 sm:py-12">
      <div className="grid gap-3">
        <TextLink href={PATHS.home} icon={ArrowLeft}>
          {t('info.back')}
        </TextLink>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      </div>
      {children}
    </article>
  );
}

export function InfoSection({
  id,
  title,
  children,
}: {
  id?: HelpSection;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      className="grid scroll-mt-24 gap-3 outline-none"
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="grid gap-3 leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}
