import { describe, expect, it } from "vitest";
import { streamOf } from "../test-support";
import { createSseParser, readSseEvents } from "./sse";

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readSseEvents(body)) events.push(event);
  return events;
}

describe("createSseParser", () => {
  it("dispatches an event only at its blank line, wherever the chunks split", () => {
    const parser = createSseParser();
    expect(parser.push("event: del")).toEqual([]);
    expect(parser.push('ta\ndata: {"text":"Hel')).toEqual([]);
    expect(parser.push('lo"}\n')).toEqual([]);
    expect(parser.push("\nevent: restart\ndata: {}\n\n")).toEqual([
      { event: "delta", data: '{"text":"Hello"}' },
      { event: "restart", data: "{}" },
    ]);
  });

  it("accepts CRLF, even split between two chunks, and ignores comments and ids", () => {
    const parser = createSseParser();
    expect(parser.push(": keep-alive\r\nid: 1\r\nevent: done\r\ndata: {}\r")).toEqual([]);
    expect(parser.push("\n\r")).toEqual([]);
    expect(parser.push("\n")).toEqual([{ event: "done", data: "{}" }]);
  });

  it("joins several data lines and names an unnamed event 'message'", () => {
    expect(createSseParser().push("data: a\ndata: b\n\n")).toEqual([{ event: "message", data: "a\nb" }]);
  });
});

describe("readSseEvents", () => {
  it("decodes a multi-byte character split across chunks and drops an unterminated last event", async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: {"text":"DALL·E"}\n\nevent: delta\ndata: {"text":"lost"}');
    const middleDot = bytes.indexOf(0xc2);
    const events = await collect(streamOf([bytes.slice(0, middleDot + 1), bytes.slice(middleDot + 1)]));
    expect(events).toEqual([{ event: "delta", data: '{"text":"DALL·E"}' }]);
  });

  it("reads a stream delivered one character at a time", async () => {
    const text = 'event: delta\ndata: {"text":"a"}\n\nevent: done\ndata: {"generatedPrompt":"a"}\n\n';
    const events = await collect(streamOf([...text]));
    expect(events.map((e) => e.event)).toEqual(["delta", "done"]);
  });
});
