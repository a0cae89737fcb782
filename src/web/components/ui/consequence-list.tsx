// What an erasing dialog's action will do and what it keeps, one line each, read before the
// confirming button.
export function ConsequenceList({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
