import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

// Colours follow the SPEC §4 badge vocabulary (yellow, green, red, blue, purple, emerald, grey).
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        yellow: 'border-yellow-200 bg-yellow-100 text-yellow-900',
        green: 'border-green-200 bg-green-100 text-green-900',
        red: 'border-red-200 bg-red-100 text-red-900',
        blue: 'border-blue-200 bg-blue-100 text-blue-900',
        purple: 'border-purple-200 bg-purple-100 text-purple-900',
        emerald: 'border-emerald-200 bg-emerald-100 text-emerald-900',
        grey: 'border-stone-200 bg-stone-100 text-stone-800',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
