import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping falsy ones: `cn("px-4", active && "bg-accent")`.
 *
 * It deliberately does not merge conflicting Tailwind classes (tailwind-merge adds about 8.5 KB gzipped
 * to every page, more than the landing page's 100 KB budget can spare). So a component's `className`
 * adds to its look and never overrides it: use it for layout (margin, width, grid placement), change the
 * look through the component's variants, and mark a genuine one-off override important (`h-12!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
