/**
 * A saved prompt as an application uses it: found by its name in the workspace, at the version a label points at
 * (`production` unless another is asked for) or at a version given by number, and rendered with its variables
 * filled in. Plain functions of the workspace, for the public API's routes and any other caller.
 */
import { sql } from "drizzle-orm";
import type { RenderedPrompt, ServedPrompt } from "@/domain/api/prompts-by-name";
import { DEFAULT_LABEL } from "@/domain/prompt-names";
import { fillVariables, variablesOf } from "@/domain/prompt-variables";
import type { PromptType } from "@/domain/prompt-type";
import { type Db, preparedStatement } from "../db/client";
import { savedPromptVersions, savedPrompts } from "../db/schema-library";
import { HttpError } from "../http/errors";
import { notDeleted } from "./deletion";
import { personalRows, teamRows } from "./saved-prompts";
import { type LibraryScope, workspaceKey } from "./workspace-scope";

/** Which version to serve: the one a label points at, or one by number; neither is `production`, else the newest. */
export type VersionChoice = { label?: string; version?: number };

interface FoundRow {
  id: string;
  name: string;
  title: string;
  promptType: PromptType;
  labels: Record<string, number>;
  version: number | null;
  content: string | null;
  createdAt: Date | string | null;
}

/**
 * One statement, prepared (db/client.ts), read through the unique index of names and the versions' index: the prompt
 * and the version chosen, or the prompt alone (version null) when the label or the version asked for is not there.
 */
function byName(statement: string, workspace: ReturnType<typeof sql>) {
  const label = sql`${sql.placeholder("label")}::text`;
  const version = sql`${sql.placeholder("version")}::int`;
  const chosen = sql`coalesce(${version}, (${savedPrompts.labels} ->> coalesce(${label}, ${DEFAULT_LABEL}))::int)`;
  return preparedStatement<{ owner: string; name: string; label: string | null; version: number | null }, FoundRow>(
    statement,
    () => sql`select ${savedPrompts.id} as "id", ${savedPrompts.name} as "name", ${savedPrompts.title} as "title",
        ${savedPrompts.promptType} as "promptType", ${savedPrompts.labels} as "labels",
        chosen.version as "version", chosen.content as "content", chosen.created_at as "createdAt"
      from ${savedPrompts}
      left join lateral (
        select ${savedPromptVersions.version} as version, ${savedPromptVersions.content} as content, ${savedPromptVersions.createdAt} as created_at
        from ${savedPromptVersions}
        where ${savedPromptVersions.promptId} = ${savedPrompts.id}
          and (${savedPromptVersions.version} = ${chosen} or (${chosen} is null and ${version} is null and ${label} is null))
        order by ${savedPromptVersions.version} desc limit 1
      ) chosen on true
      where ${workspace} and ${savedPrompts.name} = ${sql.placeholder("name")} and ${notDeleted(savedPrompts)}`,
  );
}
const promptByName = { personal: byName("saved_prompt_by_name", personalRows), team: byName("team_prompt_by_name", teamRows) };

function notFound(message: string) {
  return new HttpError(404, "not_found", message);
}

/** The workspace's prompt `name` at the version chosen; 404 naming what is missing (the prompt, the label or the version). */
export async function getPromptByName(db: Db, scope: LibraryScope, name: string, choice: VersionChoice = {}): Promise<ServedPrompt> {
  const statement = scope.team ? promptByName.team : promptByName.personal;
  const [row] = await statement(db, { owner: workspaceKey(scope), name, label: choice.label ?? null, version: choice.version ?? null });
  if (!row) throw notFound(`No prompt is named "${name}".`);
  if (row.version === null || row.content === null || row.createdAt === null) {
    throw notFound(
      choice.version !== undefined ? `The prompt "${name}" has no version ${choice.version}.` : `No version of the prompt "${name}" is labelled "${choice.label}".`,
    );
  }
  const { version, content } = row;
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    promptType: row.promptType,
    version,
    labels: Object.keys(row.labels).filter((label) => row.labels[label] === version).sort(),
    content,
    variables: variablesOf(content),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/**
 * The prompt's text with its `{{variables}}` filled in from `values`. Every variable of the text needs a value (a
 * missing one is refused by name, 400 missing_variables); values for names the text does not have are ignored.
 */
export async function renderPromptByName(
  db: Db,
  scope: LibraryScope,
  name: string,
  choice: VersionChoice,
  values: Readonly<Record<string, string>>,
): Promise<RenderedPrompt> {
  const prompt = await getPromptByName(db, scope, name, choice);
  const missing = prompt.variables.filter((variable) => !Object.hasOwn(values, variable));
  if (missing.length) {
    const message = `Missing a value for ${missing.length === 1 ? "the variable" : "the variables"} ${missing.join(", ")}.`;
    const fields = Object.fromEntries(missing.map((variable) => [`variables.${variable}`, [`Missing a value for ${variable}`]]));
    throw new HttpError(400, "missing_variables", message, fields);
  }
  const { id, title, promptType, version, labels, variables } = prompt;
  return { id, name: prompt.name, title, promptType, version, labels, variables, text: fillVariables(prompt.content, values) };
}
