export const SERVER_BUNDLE: string;
export const SERVER_NODE_FLAGS: string[];
export function newestMtime(entry: string): number;
export function buildServer(): Promise<void>;
export function ensureServerBundle(): Promise<void>;
