import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";

/**
 * The shape in which a list that filters instead of seeking shows: many users, and the measured user's rows (and their
 * team's) older than everyone else's, so that a walk of a table-wide order meets every other row before theirs.
 * `users` accounts in all (the measured one included), `history` generations spread over the others (a fifth of them in
 * other teams), a tenth as many saved prompts, saved inputs and team activity rows, and `ownRows` of each in the
 * measured user's personal workspace and as many in their team (written by the other users: a personal list then has
 * none of its user's rows in teams to step over, and whatever a plan filters out is other users'). Seeded in SQL (generate_series): a million history rows
 * take seconds, not the hours of as many requests. The plan test (src/server/db/list-plans.test.ts) and the lists
 * benchmark (bench/lists.ts) use it at their own sizes.
 */
export interface ListDataset {
  /** The measured user, an existing account. */
  me: string;
  users: number;
  history: number;
  ownRows: number;
}

/** The measured user's team, created by `seedListDataset` with them as its owner. */
export const MEASURED_TEAM = "lists-team-0";

export async function seedListDataset(db: Db, { me, users, history, ownRows }: ListDataset) {
  const others = users - 1;
  const otherTeams = Math.max(1, Math.floor(others / 2));
  const library = Math.floor(history / 10);
  // The measured user's rows: a year and more ago, a second apart (newest first is the order of n).
  const ownAt = (n: string) => sql.raw(`now() - interval '400 days' - ${n} * interval '1 second'`);
  // Everyone else's: within the last year.
  const recent = sql.raw(`now() - random() * interval '365 days'`);
  const other = (n: string) => sql.raw(`'lists-user-' || (1 + ${n} % ${others})`);
  const otherTeam = (n: string) => sql.raw(`'lists-team-' || (1 + ${n} % ${otherTeams})`);
  const statements = [
    sql`insert into users (id, full_name, email, email_verified, created_at)
        select 'lists-user-' || n, 'List User ' || n, 'lists-user-' || n || '@example.com', true, ${recent}
        from generate_series(1, ${others}) n`,
    sql`insert into teams (id, name, slug, created_at)
        select 'lists-team-' || n, 'List Team ' || n, 'lists-team-' || n, ${recent} from generate_series(0, ${otherTeams}) n`,
    sql`insert into team_members (id, team_id, user_id, role)
        select 'lists-member-' || n, 'lists-team-' || n, case when n = 0 then ${me} else ${other("n")} end, 'owner'
        from generate_series(0, ${otherTeams}) n`,
    // History: the measured user's, personal and in their team, then everyone else's.
    sql`insert into generation_history (user_id, team_id, generation_type, model_used, status, prompt_content, created_at)
        select case when n % 2 = 0 then ${me} else ${other("n")} end, case when n % 2 = 1 then ${MEASURED_TEAM} end, 'text',
               'promptsmith-composer', 'completed', 'My prompt ' || n, ${ownAt("n")}
        from generate_series(1, ${2 * ownRows}) n`,
    sql`insert into generation_history (user_id, team_id, generation_type, model_used, status, prompt_content, created_at)
        select ${other("n")}, case when n % 5 = 0 then ${otherTeam("n")} end, case when n % 3 = 0 then 'art' else 'text' end,
               'promptsmith-composer', 'completed', 'Prompt ' || n, ${recent}
        from generate_series(1, ${history}) n`,
    sql`insert into saved_prompts (user_id, team_id, title, content, prompt_type, tags, created_at, updated_at)
        select case when n % 2 = 0 then ${me} else ${other("n")} end, case when n % 2 = 1 then ${MEASURED_TEAM} end, 'My prompt ' || n, 'Write about topic ' || n,
               'text', array['tag' || (n % 10)], ${ownAt("n")}, ${ownAt("n")}
        from generate_series(1, ${2 * ownRows}) n`,
    sql`insert into saved_prompts (user_id, team_id, title, content, prompt_type, tags, created_at, updated_at)
        select ${other("n")}, case when n % 5 = 0 then ${otherTeam("n")} end, 'Prompt ' || n, 'Write about topic ' || n,
               'text', array['tag' || (n % 10)], ${recent}, now()
        from generate_series(1, ${library}) n`,
    sql`insert into saved_inputs (user_id, team_id, name, input_type, input_data, created_at, updated_at)
        select case when n % 2 = 0 then ${me} else ${other("n")} end, case when n % 2 = 1 then ${MEASURED_TEAM} end, 'My inputs ' || n, 'text', '{}', ${ownAt("n")}, now()
        from generate_series(1, ${2 * ownRows}) n`,
    sql`insert into saved_inputs (user_id, team_id, name, input_type, input_data, created_at, updated_at)
        select ${other("n")}, case when n % 5 = 0 then ${otherTeam("n")} end, 'Inputs ' || n, 'art', '{}', ${recent}, now()
        from generate_series(1, ${library}) n`,
    sql`insert into team_activity (team_id, actor_id, activity_type, subject_email, created_at)
        select ${MEASURED_TEAM}, ${me}, 'invited', 'invitee' || n || '@example.com', ${ownAt("n")} from generate_series(1, ${ownRows}) n`,
    sql`insert into team_activity (team_id, actor_id, activity_type, subject_email, created_at)
        select ${otherTeam("n")}, ${other("n")}, 'invited', 'invitee' || n || '@example.com', ${recent} from generate_series(1, ${library}) n`,
    sql`insert into contact_messages (name, email, subject, message, created_at)
        select 'Sender ' || n, 'sender' || n || '@example.com', 'Question ' || n, 'A question about plans.', ${recent}
        from generate_series(1, ${library}) n`,
    // As a database that has been running: statistics, and the visibility map that lets an index be read alone.
    sql`vacuum analyze`,
  ];
  for (const statement of statements) await db.execute(statement);
}
