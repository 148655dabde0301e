/**
 * Stable Diffusion's samplers and schedulers under the names of the two tools that run it: AUTOMATIC1111's
 * labels (modules/sd_samplers_kdiffusion.py, modules/sd_schedulers.py) and ComfyUI's names
 * (comfy/samplers.py, KSAMPLER_NAMES, SAMPLER_NAMES and SCHEDULER_NAMES). Sources in decision record 0036.
 */

/** A1111's sampler label → ComfyUI's `sampler_name`. */
const SAMPLERS: Record<string, string> = {
  "Euler a": "euler_ancestral",
  Euler: "euler",
  LMS: "lms",
  Heun: "heun",
  DPM2: "dpm_2",
  "DPM2 a": "dpm_2_ancestral",
  "DPM++ 2S a": "dpmpp_2s_ancestral",
  "DPM++ 2M": "dpmpp_2m",
  "DPM++ SDE": "dpmpp_sde",
  "DPM++ 2M SDE": "dpmpp_2m_sde",
  "DPM++ 2M SDE Heun": "dpmpp_2m_sde_heun",
  "DPM++ 3M SDE": "dpmpp_3m_sde",
  "DPM fast": "dpm_fast",
  "DPM adaptive": "dpm_adaptive",
  LCM: "lcm",
  DDIM: "ddim",
  UniPC: "uni_pc",
};

/**
 * A1111's schedule type: its API name → [its label, ComfyUI's `scheduler`]. Where ComfyUI has no such scheduler
 * (Automatic, Uniform, Polyexponential, Align Your Steps), its `normal` is the nearest general one.
 */
const SCHEDULERS: Record<string, readonly [label: string, comfy: string]> = {
  automatic: ["Automatic", "normal"],
  uniform: ["Uniform", "normal"],
  karras: ["Karras", "karras"],
  exponential: ["Exponential", "exponential"],
  polyexponential: ["Polyexponential", "normal"],
  sgm_uniform: ["SGM Uniform", "sgm_uniform"],
  kl_optimal: ["KL Optimal", "kl_optimal"],
  align_your_steps: ["Align Your Steps", "normal"],
  simple: ["Simple", "simple"],
  normal: ["Normal", "normal"],
  ddim: ["DDIM", "ddim_uniform"],
  beta: ["Beta", "beta"],
};

const DEFAULT_SAMPLER = "DPM++ 2M";
const DEFAULT_SCHEDULER = "karras";

/** A scheduler given as A1111's API name or its label ("sgm_uniform", "SGM Uniform"). */
const schedulerKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, "_");

/**
 * The sampler and schedule type of A1111 settings. A sampler named the pre-1.9 way with its schedule
 * ("DPM++ 2M Karras") is split in two; unknown names fall back to DPM++ 2M with Karras.
 */
export function samplerOf(parameters: Record<string, unknown>): { sampler: string; scheduler: string } {
  let sampler = typeof parameters.sampler_name === "string" ? parameters.sampler_name.trim() : DEFAULT_SAMPLER;
  let scheduler = typeof parameters.scheduler === "string" ? schedulerKey(parameters.scheduler) : undefined;
  const suffix = / (Karras|Exponential)$/i.exec(sampler);
  if (suffix && !(sampler in SAMPLERS)) {
    sampler = sampler.slice(0, suffix.index);
    scheduler ??= schedulerKey(suffix[1]!);
  }
  if (!(sampler in SAMPLERS)) sampler = DEFAULT_SAMPLER;
  if (!scheduler || !(scheduler in SCHEDULERS)) scheduler = DEFAULT_SCHEDULER;
  return { sampler, scheduler };
}

/** A1111's label of a schedule type (its infotext's `Schedule type:`). */
export const schedulerLabel = (scheduler: string) => SCHEDULERS[scheduler]![0];

/** ComfyUI's `sampler_name` and `scheduler` for A1111 settings: "DPM++ 2M" with Karras is "dpmpp_2m" with "karras". */
export function comfySampler(parameters: Record<string, unknown>): { sampler_name: string; scheduler: string } {
  const { sampler, scheduler } = samplerOf(parameters);
  return { sampler_name: SAMPLERS[sampler]!, scheduler: SCHEDULERS[scheduler]![1] };
}
