/**
 * Requests ready to run, written from a result's prompt, negative prompt and parameters (composed-prompt.ts): one
 * function per format, each as that tool or API reads it. Sources and choices in decision record 0036.
 */
import { FLUX_ENDPOINT } from "../builders/art-targets";
import type { ComposedPrompt, ParameterValue } from "../builders/composed-prompt";
import { comfySampler, samplerOf, schedulerLabel } from "./samplers";

export type RunnableResult = Pick<ComposedPrompt, "prompt" | "negativePrompt" | "parameters">;

const numberOr = (value: ParameterValue | undefined, fallback: number) => (typeof value === "number" ? value : fallback);

/** Midjourney's command: its parameters are already in the prompt line, which must be one line. */
export function midjourneyImagine({ prompt }: RunnableResult): string {
  return `/imagine prompt: ${prompt.trim().replace(/\s*\n\s*/g, " ")}`;
}

/** SDXL settings with SDXL's usual values where the result has none. */
function sdSettings(parameters: RunnableResult["parameters"]) {
  return {
    width: numberOr(parameters.width, 1024),
    height: numberOr(parameters.height, 1024),
    steps: numberOr(parameters.steps, 30),
    cfg: numberOr(parameters.cfg_scale, 7),
    batchSize: numberOr(parameters.batch_size, 1),
    seed: typeof parameters.seed === "number" ? parameters.seed : undefined,
    ...samplerOf(parameters),
  };
}

/**
 * AUTOMATIC1111's generation parameters (its "infotext"), the text its PNG Info tab and "Read generation
 * parameters" button, and image sites, read back: the prompt, a `Negative prompt:` line, then one line of
 * `Key: value` pairs. Seed -1 is A1111's "random".
 */
export function a1111Parameters({ prompt, negativePrompt, parameters }: RunnableResult): string {
  const sd = sdSettings(parameters);
  const settings = [
    `Steps: ${sd.steps}`,
    `Sampler: ${sd.sampler}`,
    `Schedule type: ${schedulerLabel(sd.scheduler)}`,
    `CFG scale: ${sd.cfg}`,
    `Seed: ${sd.seed ?? -1}`,
    `Size: ${sd.width}x${sd.height}`,
    ...(sd.batchSize > 1 ? [`Batch size: ${sd.batchSize}`] : []),
  ];
  return [prompt.trim(), ...(negativePrompt ? [`Negative prompt: ${negativePrompt.trim()}`] : []), settings.join(", ")].join("\n");
}

/** The SDXL base checkpoint's file name as Stability AI publishes it; the user's own may differ. */
export const SDXL_CHECKPOINT = "sd_xl_base_1.0.safetensors";

/**
 * A ComfyUI text-to-image workflow in its API format, as its `/prompt` endpoint takes it, with core nodes only:
 * each node is `{ class_type, inputs }`, a link is `[node id, output index]`. `seed` stands in when the result has
 * none (ComfyUI has no "random" seed value in this format).
 */
export function comfyUiWorkflow({ prompt, negativePrompt, parameters }: RunnableResult, seed: number) {
  const sd = sdSettings(parameters);
  return {
    prompt: {
      "1": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: SDXL_CHECKPOINT } },
      "2": { class_type: "CLIPTextEncode", inputs: { text: prompt.trim(), clip: ["1", 1] } },
      "3": { class_type: "CLIPTextEncode", inputs: { text: negativePrompt?.trim() ?? "", clip: ["1", 1] } },
      "4": { class_type: "EmptyLatentImage", inputs: { width: sd.width, height: sd.height, batch_size: sd.batchSize } },
      "5": {
        class_type: "KSampler",
        inputs: {
          seed: sd.seed ?? seed,
          steps: sd.steps,
          cfg: sd.cfg,
          ...comfySampler(parameters),
          denoise: 1,
          model: ["1", 0],
          positive: ["2", 0],
          negative: ["3", 0],
          latent_image: ["4", 0],
        },
      },
      "6": { class_type: "VAEDecode", inputs: { samples: ["5", 0], vae: ["1", 2] } },
      "7": { class_type: "SaveImage", inputs: { filename_prefix: "Promptsmith", images: ["6", 0] } },
    },
  };
}

/** The OpenAI Images API's body (DALL·E 3, gpt-image-1): the prompt and the result's parameters, which are its own fields. */
export function openAiImageBody({ prompt, parameters }: RunnableResult) {
  return { ...parameters, prompt: prompt.trim() };
}

export const OPENAI_IMAGES_URL = "https://api.openai.com/v1/images/generations";
export const BFL_API = "https://api.bfl.ai/v1";

/**
 * The endpoint: the composer's (FLUX_ENDPOINT, documented in art-targets.ts), since a Flux result's body has
 * no model; a result saved when the endpoint rode in `parameters.model` keeps its own.
 */
const bflEndpoint = (parameters: RunnableResult["parameters"]) =>
  `${BFL_API}/${typeof parameters.model === "string" ? parameters.model : FLUX_ENDPOINT}`;

/** The Black Forest Labs API's body: the prompt and the endpoint's own fields (`model` names the endpoint, not a field). */
export function bflBody({ prompt, parameters }: RunnableResult): Record<string, ParameterValue> {
  const { model: _endpoint, ...fields } = parameters;
  return { prompt: prompt.trim(), ...fields };
}

/** A shell word in single quotes (a quote inside closes, escapes and reopens it). */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function curl(url: string, keyHeader: string, body: object): string {
  return [`curl -X POST ${url}`, `-H "Content-Type: application/json"`, `-H "${keyHeader}"`, `-d ${shellQuote(JSON.stringify(body))}`].join(" \\\n  ");
}

/** The same request as a curl command, the key read from OPENAI_API_KEY. */
export const openAiImageCurl = (result: RunnableResult) =>
  curl(OPENAI_IMAGES_URL, "Authorization: Bearer $OPENAI_API_KEY", openAiImageBody(result));

/** The same request as a curl command, the key read from BFL_API_KEY; the answer gives a `polling_url` for the image. */
export const bflCurl = (result: RunnableResult) => curl(bflEndpoint(result.parameters), "x-key: $BFL_API_KEY", bflBody(result));
