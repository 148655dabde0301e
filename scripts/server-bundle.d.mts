export const SERVER_BUNDLE: string;
export function serverNodeFlags(env?: Record<string, string | undefined>): string[];
export function serverEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
export function newestMtime(entry: string): number;
export function buildServer(): Promise<void>;
export function ensureServerBundle(): Promise<void>;
