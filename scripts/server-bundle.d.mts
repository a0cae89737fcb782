export declare const SERVER_ENTRIES: string[];
export declare function bundleServer(
  outdir: string,
  options?: { sourcemap?: boolean },
): Promise<void>;
