export function findChromium(): string | undefined;
export const INSTALL_INSTRUCTION: string;
export function ensureChromium(options?: { log?: (message: string) => void }): {
  path?: string;
  error?: string;
};
