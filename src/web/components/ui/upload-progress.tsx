// How far an upload has come (DESIGN §5: phones on slow networks see that something happens): a
// progress bar named for assistive technology, and the percentage for the eye.
import { Progress } from './progress';

export function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="grid gap-1.5">
      <Progress value={percent} aria-label={label} />
      <p className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
        {percent}%
      </p>
    </div>
  );
}
