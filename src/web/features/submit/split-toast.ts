/** 'Photos Required: Please upload…' -> title 'Photos Required', description 'Please upload…'. */
export function splitToastMessage(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  if (at < 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}
