/** Reads a whole server-sent-events answer into its events, in order. */
export async function readEvents(res: Response): Promise<{ event: string; data: string }[]> {
  const text = (await res.text()).replace(/\r\n/g, "\n");
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((l) => l.startsWith("event:"))?.slice(6).trim() ?? "message";
      const data = lines
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).replace(/^ /, ""))
        .join("\n");
      return { event, data };
    });
}
