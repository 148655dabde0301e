import { lazy } from "react";

/**
 * The prompt builders. The pages are fetched when first visited. Another feature (the library) opens a
 * builder with saved inputs through web/lib/builder-hand-over.ts, not through this feature.
 */
export const BuildTextPage = lazy(() => import("./pages/build-text-page").then((m) => ({ default: m.BuildTextPage })));
export const BuildArtPage = lazy(() => import("./pages/build-art-page").then((m) => ({ default: m.BuildArtPage })));
export const ImprovePage = lazy(() => import("./pages/improve-page").then((m) => ({ default: m.ImprovePage })));
