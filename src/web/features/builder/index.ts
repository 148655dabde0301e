import { lazy } from "react";

/**
 * The prompt builders. The pages are fetched when first visited; Use Inputs is how another feature
 * (the library) opens a builder with saved inputs: call handOverInputs, then navigate to the builder.
 */
export const BuildTextPage = lazy(() => import("./pages/build-text-page").then((m) => ({ default: m.BuildTextPage })));
export const BuildArtPage = lazy(() => import("./pages/build-art-page").then((m) => ({ default: m.BuildArtPage })));
export const ImprovePage = lazy(() => import("./pages/improve-page").then((m) => ({ default: m.ImprovePage })));

export { USE_INPUTS_KEY, handOverInputs, type UseInputsItem } from "./lib/hand-over-inputs";
