/**
 * Each request format checked against a definition of it that is not ours: the `openai` package's request types,
 * ComfyUI's core node inputs and sampler names (comfyanonymous/ComfyUI nodes.py and comfy/samplers.py), a parser
 * of A1111's generation parameters written after its own (modules/infotext_utils.py, parse_generation_parameters),
 * and the Black Forest Labs API reference (docs.bfl.ai). Sources in decision record 0036.
 */
import type { ImageGenerateParamsNonStreaming } from "openai/resources/images";
import { describe, expect, it } from "vitest";
import type { ComposedPrompt, ParameterValue } from "../builders/composed-prompt";
import { runRequestsFor } from "./index";
import { comfySampler } from "./samplers";
import {
  a1111Parameters,
  BFL_API,
  bflBody,
  bflCurl,
  comfyUiWorkflow,
  midjourneyImagine,
  OPENAI_IMAGES_URL,
  openAiImageBody,
  openAiImageCurl,
} from "./writers";

const sdxl: ComposedPrompt = {
  prompt: "a lighthouse at dawn, (watercolor:1.2), soft light",
  negativePrompt: "people, text, watermark",
  parameters: { width: 1216, height: 832, steps: 30, cfg_scale: 6, sampler_name: "DPM++ 2M", scheduler: "Karras", batch_size: 2 },
  notes: ["The 3:2 shape is rendered at 1216x832."],
};

/** A1111's own reading of its infotext, after modules/infotext_utils.py: prompt lines, `Negative prompt:`, then `Key: value` pairs. */
function parseA1111(text: string) {
  const reParam = /\s*(\w[\w \-/]+):\s*("(?:\\.|[^\\"])+"|[^,]*)(?:,|$)/g;
  const lines = text.trim().split("\n");
  let last = lines.pop()!;
  const settings = [...last.matchAll(reParam)];
  if (settings.length < 3) {
    lines.push(last);
    last = "";
  }
  let prompt = "";
  let negative = "";
  let inNegative = false;
  for (const line of lines) {
    if (line.trim().startsWith("Negative prompt:")) {
      inNegative = true;
      negative = line.trim().slice(16).trim();
    } else if (inNegative) negative += `\n${line}`;
    else prompt += (prompt ? "\n" : "") + line;
  }
  const fields: Record<string, string> = {};
  for (const [, key, value] of last ? settings : []) fields[key!.trim()] = value!.trim();
  return { prompt, negative, fields };
}

/**
 * ComfyUI's core nodes as nodes.py declares them: required inputs and output count. Optional inputs are none here.
 * KSampler's `sampler_name` and `scheduler` take comfy/samplers.py's SAMPLER_NAMES and SCHEDULER_NAMES.
 */
const COMFY_NODES: Record<string, { inputs: string[]; outputs: number }> = {
  CheckpointLoaderSimple: { inputs: ["ckpt_name"], outputs: 3 },
  CLIPTextEncode: { inputs: ["text", "clip"], outputs: 1 },
  EmptyLatentImage: { inputs: ["width", "height", "batch_size"], outputs: 1 },
  KSampler: { inputs: ["model", "seed", "steps", "cfg", "sampler_name", "scheduler", "positive", "negative", "latent_image", "denoise"], outputs: 1 },
  VAEDecode: { inputs: ["samples", "vae"], outputs: 1 },
  SaveImage: { inputs: ["images", "filename_prefix"], outputs: 0 },
};
const COMFY_SAMPLERS = [
  "euler", "euler_ancestral", "heun", "dpm_2", "dpm_2_ancestral", "lms", "dpm_fast", "dpm_adaptive", "dpmpp_2s_ancestral",
  "dpmpp_sde", "dpmpp_2m", "dpmpp_2m_sde", "dpmpp_2m_sde_heun", "dpmpp_3m_sde", "lcm", "ddim", "uni_pc",
];
const COMFY_SCHEDULERS = ["simple", "sgm_uniform", "karras", "exponential", "ddim_uniform", "beta", "normal", "linear_quadratic", "kl_optimal"];

/** The JSON a curl command sends: its `-d '…'` argument, unquoted as a shell would. */
const curlBody = (command: string) => JSON.parse(/-d '((?:[^']|'\\'')*)'$/.exec(command)![1]!.replaceAll(`'\\''`, "'"));

describe("the Midjourney command", () => {
  it("is /imagine with the prompt line, its parameters kept and its lines joined into one", () => {
    const line = midjourneyImagine({ prompt: "a lighthouse at dawn,\nwatercolor --ar 3:2 --v 7 --no people", parameters: {} });
    expect(line).toBe("/imagine prompt: a lighthouse at dawn, watercolor --ar 3:2 --v 7 --no people");
  });
});

describe("A1111's generation parameters", () => {
  it("read back, by A1111's own rules, as the prompt, the negative prompt and each setting", () => {
    const parsed = parseA1111(a1111Parameters(sdxl));
    expect(parsed.prompt).toBe(sdxl.prompt);
    expect(parsed.negative).toBe(sdxl.negativePrompt);
    expect(parsed.fields).toEqual({
      Steps: "30",
      Sampler: "DPM++ 2M",
      "Schedule type": "Karras",
      "CFG scale": "6",
      Seed: "-1",
      Size: "1216x832",
      "Batch size": "2",
    });
  });

  it("give the user's seed, no negative line when there is none, and SDXL's defaults for missing settings", () => {
    const parsed = parseA1111(a1111Parameters({ prompt: "a fox\nin snow", parameters: { seed: 1234 } }));
    expect(parsed).toEqual({
      prompt: "a fox\nin snow",
      negative: "",
      fields: { Steps: "30", Sampler: "DPM++ 2M", "Schedule type": "Karras", "CFG scale": "7", Seed: "1234", Size: "1024x1024" },
    });
  });

  it("split a sampler named the old way with its schedule, and take a schedule by its API name", () => {
    expect(parseA1111(a1111Parameters({ prompt: "p", parameters: { sampler_name: "DPM++ 2M SDE Karras" } })).fields).toMatchObject({
      Sampler: "DPM++ 2M SDE",
      "Schedule type": "Karras",
    });
    expect(parseA1111(a1111Parameters({ prompt: "p", parameters: { sampler_name: "Euler a", scheduler: "sgm_uniform" } })).fields).toMatchObject({
      Sampler: "Euler a",
      "Schedule type": "SGM Uniform",
    });
  });
});

describe("the ComfyUI workflow", () => {
  const workflow = comfyUiWorkflow(sdxl, 42);
  const nodes = Object.entries(workflow.prompt);

  it("uses core nodes only, each with exactly the inputs ComfyUI declares, linked to outputs that exist", () => {
    expect(nodes.map(([, node]) => node.class_type).sort()).toEqual(
      ["CLIPTextEncode", "CLIPTextEncode", "CheckpointLoaderSimple", "EmptyLatentImage", "KSampler", "SaveImage", "VAEDecode"].sort(),
    );
    for (const [id, node] of nodes) {
      const declared = COMFY_NODES[node.class_type]!;
      expect(Object.keys(node.inputs).sort(), `${id} ${node.class_type}`).toEqual([...declared.inputs].sort());
      for (const value of Object.values(node.inputs)) {
        if (!Array.isArray(value)) continue;
        const [from, output] = value as [string, number];
        const source = workflow.prompt[from as keyof typeof workflow.prompt];
        expect(source, `${id} links to ${from}`).toBeDefined();
        expect(output).toBeLessThan(COMFY_NODES[source.class_type]!.outputs);
      }
    }
  });

  it("carries the prompt, the negative prompt and the settings, with A1111's sampler under ComfyUI's names", () => {
    const { prompt: p } = workflow;
    expect(p["2"].inputs.text).toBe(sdxl.prompt);
    expect(p["3"].inputs.text).toBe(sdxl.negativePrompt);
    expect(p["5"].inputs.positive).toEqual(["2", 0]);
    expect(p["5"].inputs.negative).toEqual(["3", 0]);
    expect(p["4"].inputs).toEqual({ width: 1216, height: 832, batch_size: 2 });
    expect(p["5"].inputs).toMatchObject({ seed: 42, steps: 30, cfg: 6, sampler_name: "dpmpp_2m", scheduler: "karras", denoise: 1 });
    expect(comfyUiWorkflow({ ...sdxl, parameters: { ...sdxl.parameters, seed: 7 } }, 42).prompt["5"].inputs.seed).toBe(7);
  });

  it("maps every A1111 sampler and schedule to names ComfyUI has", () => {
    const samplers = ["Euler a", "Euler", "LMS", "Heun", "DPM2", "DPM2 a", "DPM++ 2S a", "DPM++ 2M", "DPM++ SDE", "DPM++ 2M SDE", "DPM++ 3M SDE", "DPM fast", "DPM adaptive", "LCM", "DDIM", "UniPC", "Restart"];
    const schedulers = ["Automatic", "Uniform", "Karras", "Exponential", "Polyexponential", "SGM Uniform", "KL Optimal", "Align Your Steps", "Simple", "Normal", "DDIM", "Beta"];
    for (const sampler_name of samplers) {
      for (const scheduler of schedulers) {
        const comfy = comfySampler({ sampler_name, scheduler });
        expect(COMFY_SAMPLERS, sampler_name).toContain(comfy.sampler_name);
        expect(COMFY_SCHEDULERS, scheduler).toContain(comfy.scheduler);
      }
    }
    expect(comfySampler({ sampler_name: "Euler a", scheduler: "DDIM" })).toEqual({ sampler_name: "euler_ancestral", scheduler: "ddim_uniform" });
  });
});

describe("the OpenAI Images API request", () => {
  // The agreed parameters of each OpenAI target are fields of the API's own request type (ISSUE 32's contract).
  const dalle = { model: "dall-e-3", size: "1792x1024", quality: "hd", style: "vivid", n: 1 } satisfies Omit<ImageGenerateParamsNonStreaming, "prompt">;
  const gptImage = { model: "gpt-image-1", size: "1024x1536", quality: "high", background: "transparent", n: 2, output_format: "png" } satisfies Omit<
    ImageGenerateParamsNonStreaming,
    "prompt"
  >;

  it("is the API's body: the prompt with the target's parameters as its fields", () => {
    for (const parameters of [dalle, gptImage]) {
      const body = openAiImageBody({ prompt: " a lighthouse at dawn ", parameters });
      const typed: ImageGenerateParamsNonStreaming = { prompt: "a lighthouse at dawn", ...parameters };
      expect(body).toEqual(typed);
    }
  });

  it("and a curl command that posts the same body to the generations endpoint", () => {
    const result = { prompt: "Ada's lighthouse", parameters: dalle };
    const command = openAiImageCurl(result);
    expect(command).toContain(`curl -X POST ${OPENAI_IMAGES_URL}`);
    expect(command).toContain(`-H "Authorization: Bearer $OPENAI_API_KEY"`);
    expect(curlBody(command)).toEqual(openAiImageBody(result));
  });
});

describe("the Black Forest Labs request", () => {
  /** The documented fields of FLUX1.1 [pro] (FluxPro11Inputs) and FLUX.1 [dev] (FluxDevInputs), and their size limits. */
  const FIELDS: Record<string, string[]> = {
    "flux-pro-1.1": ["prompt", "image_prompt", "width", "height", "prompt_upsampling", "seed", "safety_tolerance", "output_format", "webhook_url", "webhook_secret"],
    "flux-dev": ["prompt", "image_prompt", "width", "height", "steps", "prompt_upsampling", "seed", "guidance", "safety_tolerance", "output_format", "webhook_url", "webhook_secret"],
  };
  const inLimits = (n: unknown) => typeof n === "number" && n % 32 === 0 && n >= 256 && n <= 1440;

  it("posts to the endpoint the parameters name, with only that endpoint's documented fields", () => {
    const cases: { prompt: string; parameters: Record<string, ParameterValue> & { model: string } }[] = [
      { prompt: "a lighthouse", parameters: { model: "flux-pro-1.1", width: 1440, height: 960 } },
      { prompt: "a lighthouse", parameters: { model: "flux-dev", width: 1024, height: 768, steps: 28, guidance: 3 } },
    ];
    for (const result of cases) {
      const model = result.parameters.model;
      const body = bflBody(result);
      expect(Object.keys(body).every((key) => FIELDS[model]!.includes(key)), model).toBe(true);
      expect(body).toMatchObject({ prompt: "a lighthouse", width: result.parameters.width, height: result.parameters.height });
      expect(inLimits(body.width) && inLimits(body.height)).toBe(true);
      const command = bflCurl(result);
      expect(command).toContain(`curl -X POST ${BFL_API}/${model}`);
      expect(command).toContain(`-H "x-key: $BFL_API_KEY"`);
      expect(curlBody(command)).toEqual(body);
    }
    expect(bflCurl({ prompt: "p", parameters: {} })).toContain(`${BFL_API}/flux-pro-1.1`);
  });
});

describe("the requests a result offers", () => {
  const labels = (target: string | null) => runRequestsFor(target, sdxl, 1).map((r) => r.label);

  it("are the ones of its target, none for the generic target or a text prompt", () => {
    expect(labels("midjourney")).toEqual(["Copy /imagine"]);
    expect(labels("midjourney-v6")).toEqual(["Copy /imagine"]);
    expect(labels("stable-diffusion")).toEqual(["Copy A1111 parameters", "Copy ComfyUI workflow"]);
    expect(labels("dalle")).toEqual(["Copy OpenAI request", "Copy OpenAI curl"]);
    expect(labels("gpt-image")).toEqual(["Copy OpenAI request", "Copy OpenAI curl"]);
    expect(labels("flux")).toEqual(["Copy BFL request", "Copy BFL curl"]);
    expect(labels("generic")).toEqual([]);
    expect(labels(null)).toEqual([]);
  });

  it("copy JSON the tools take as it is", () => {
    const [, comfy] = runRequestsFor("stable-diffusion", sdxl, 1);
    expect(JSON.parse(comfy!.text)).toEqual(comfyUiWorkflow(sdxl, 1));
  });
});
