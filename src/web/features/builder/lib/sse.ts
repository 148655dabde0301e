/**
 * A reader for server-sent events (text/event-stream) delivered through fetch: the bytes of a
 * ReadableStream in, one `{ event, data }` per dispatched event out. Chunks may split an event, a line,
 * a CRLF pair or a multi-byte character anywhere; the parser only dispatches complete events.
 * (EventSource cannot POST a body, hence this.)
 */
export interface SseEvent {
  /** The `event:` field, or 'message' when the event names none. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
}

/** Incremental parser: feed it text as it arrives, it returns the events completed so far. */
export function createSseParser() {
  let buffer = "";
  let eventName = "";
  let dataLines: string[] = [];

  function takeLine(line: string, out: SseEvent[]) {
    if (line === "") {
      if (dataLines.length > 0) out.push({ event: eventName || "message", data: dataLines.join("\n") });
      eventName = "";
      dataLines = [];
      return;
    }
    if (line.startsWith(":")) return; // a comment (keep-alive)
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") dataLines.push(value);
    // `id` and `retry` mean nothing to a one-shot answer.
  }

  return {
    /** Adds text; with `final`, the end of the stream (a trailing lone CR then ends its line). */
    push(text: string, final = false): SseEvent[] {
      buffer += text;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A CR at the very end may be the first half of a CRLF still on its way.
        if (match[0] === "\r" && match.index === buffer.length - 1 && !final) break;
        takeLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
  };
}

/** Reads a stream of server-sent events to its end. An event left unterminated at the end is dropped. */
export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        yield* parser.push(decoder.decode(), true);
        return;
      }
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    // Stops the download when the consumer leaves early (an error event, an unmount).
    await reader.cancel().catch(() => {});
  }
}
