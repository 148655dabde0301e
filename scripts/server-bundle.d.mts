export const SERVER_BUNDLE: string;
export function serverNodeFlags(env?: Record<string, string | undefined>): string[];
export function newestMtime(entry: string): number;
export function buildServer(): Promise<void>;
export function ensureServerBundle(): Promise<void>;
