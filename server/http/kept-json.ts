import type { FastifyReply, preValidationHookHandler } from 'fastify';
import { LruCache } from './lru-cache';

/** The content type Fastify gives an object it serialises; kept answers are sent with the same. */
export const JSON_TYPE = 'application/json; charset=utf-8';

interface Kept {
  /** What the answer was built from, held weakly: a replaced index is never kept alive by its answers. */
  sources: WeakRef<object>[];
  json: Buffer;
}

/**
 * Finished answers as their UTF-8 JSON, by key, each with the objects it was built from (a version's loaded
 * text, the reference data): an answer is given again only to a call that brings the very same objects, so
 * after an import (which replaces them) nothing built from the old data is answered (decision 216). Writing a
 * chapter's 35 KB or an interlinear's 120 KB of JSON cost more than building it; kept, the call costs a
 * lookup. At most `capacity` answers and `maxBytes` bytes are kept, the least recently used going first.
 */
export class KeptJson {
  private readonly kept: LruCache<string, Kept>;

  constructor(capacity: number, maxBytes: number) {
    this.kept = new LruCache(capacity, maxBytes);
  }

  /** Answers kept and the bytes of their JSON. */
  get size(): { answers: number; bytes: number } {
    return { answers: this.kept.size, bytes: this.kept.weight };
  }

  /** The kept JSON of `key` if it was built from these same `sources`. */
  get(key: string, sources: readonly object[]): Buffer | undefined {
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    if (
      kept.sources.length === sources.length &&
      kept.sources.every((source, index) => source.deref() === sources[index])
    ) {
      return kept.json;
    }
    this.kept.delete(key);
    return undefined;
  }

  /** Writes `answer`'s JSON (with `write`, JSON.stringify by default), keeps it under `key` with its `sources`. */
  set(
    key: string,
    sources: readonly object[],
    answer: unknown,
    write: (answer: unknown) => string = JSON.stringify,
  ): Buffer {
    const json = Buffer.from(write(answer));
    this.kept.set(key, { sources: sources.map((source) => new WeakRef(source)), json }, json.length);
    return json;
  }

  /** The kept JSON, or the JSON of the answer `build` makes (then kept); a failed build keeps nothing. */
  async answer(
    key: string,
    sources: readonly object[],
    build: () => unknown,
    write?: (answer: unknown) => string,
  ): Promise<Buffer> {
    return this.get(key, sources) ?? this.set(key, sources, await build(), write);
  }
}

/** Sends JSON bytes as they are, with the content type a serialised answer gets. */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type(JSON_TYPE).send(json);
}

/**
 * A kept answer found by the request's URL alone, before the query is validated (decision 251). The first time
 * a URL is answered, its route remembers the validated input (`remember`; nothing changes it afterwards). Asked
 * again, the route's `preValidation` hook looks the input up by the URL and sends the answer kept for it, if it
 * still is, without the validation, the cost gate's turn (a kept answer costs no work) or the handler: about a
 * fifth of a small search's CPU. The rate limit, an `onRequest` hook, has counted the request before, and the
 * answer passes the `onSend` and `onResponse` hooks as any other. Only for GET routes whose answer depends on
 * the URL alone; an input once validated stays valid, and what the answer was built from is checked by
 * `keptJson`.
 */
export class KeptByUrl<Input> {
  private readonly inputs: LruCache<string, Input>;

  constructor(
    capacity: number,
    private readonly keptJson: (input: Input) => Buffer | undefined,
  ) {
    this.inputs = new LruCache(capacity);
  }

  /** Remembers the validated input of a URL once it has been answered, if its answer is kept. */
  remember(url: string, input: Input): void {
    if (this.keptJson(input) !== undefined) this.inputs.set(url, input);
  }

  /** The route's `preValidation` hook: the kept answer of a URL seen before, or on to validation. */
  readonly preValidation: preValidationHookHandler = (request, reply, done) => {
    const input = this.inputs.get(request.url);
    const kept = input === undefined ? undefined : this.keptJson(input);
    if (kept) sendJson(reply, kept);
    else done();
  };
}
