import {
  a1111Parameters,
  bflBody,
  bflCurl,
  comfyUiWorkflow,
  midjourneyImagine,
  openAiImageBody,
  openAiImageCurl,
  type RunnableResult,
} from "./writers";

export type { RunnableResult } from "./writers";

/** A request ready to run, as its copy button offers it. */
export interface RunRequest {
  /** The button's words. */
  label: string;
  /** What it copies. */
  text: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The requests ready to run that apply to a result of the image target `target` (none for text prompts and the
 * generic target). `seed` stands in where a format needs a seed and the result has none.
 */
export function runRequestsFor(target: string | null, result: RunnableResult, seed: number): RunRequest[] {
  switch (target) {
    case "midjourney":
    case "midjourney-v6":
      return [{ label: "Copy /imagine", text: midjourneyImagine(result) }];
    case "stable-diffusion":
      return [
        { label: "Copy A1111 parameters", text: a1111Parameters(result) },
        { label: "Copy ComfyUI workflow", text: json(comfyUiWorkflow(result, seed)) },
      ];
    case "dalle":
    case "gpt-image":
      return [
        { label: "Copy OpenAI request", text: json(openAiImageBody(result)) },
        { label: "Copy OpenAI curl", text: openAiImageCurl(result) },
      ];
    case "flux":
      return [
        { label: "Copy BFL request", text: json(bflBody(result)) },
        { label: "Copy BFL curl", text: bflCurl(result) },
      ];
    default:
      return [];
  }
}
