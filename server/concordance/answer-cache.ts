import type { FastifyReply } from 'fastify';
import { LruCache } from '../http/lru-cache';

/** The content type Fastify gives an object it serialises. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The UTF-8 JSON of each kept answer, written once when it is kept and sent as it is (see `sendAnswer`). */
const serialised = new WeakMap<object, Buffer>();

/** Freezes an answer and everything in it, so that the JSON written when it was kept stays its JSON. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * Sends a route's answer: a kept one as the JSON bytes written when it was kept (the same bytes and headers
 * the route's `plainJson` serializer would give, without serialising and encoding 20-50 KB again), any other
 * answer as usual.
 */
export function sendAnswer<T extends object>(reply: FastifyReply, answer: T): T | FastifyReply {
  const json = serialised.get(answer);
  return json ? reply.type(JSON_TYPE).send(json) : answer;
}

/**
 * Finished answers (frozen, with their JSON) by key, for one set of sources: the objects they were built
 * from (the dictionary catalogue, the loaded texts). The dictionary store and the index registry hand out a
 * new object after an import, so a call that brings sources other than the kept answers' drops them all
 * before anything is looked up: nothing built from replaced data is ever answered, and the cache holds no
 * replaced index alive past the next call. At most `capacity` answers and `maxBytes` bytes of JSON are kept
 * (decision 053).
 */
export class AnswerCache<T extends object> {
  private readonly answers: LruCache<string, T>;
  private sources: readonly unknown[] = [];

  constructor(capacity: number, maxBytes: number) {
    this.answers = new LruCache(capacity, maxBytes);
  }

  /** Answers kept, and the bytes of their JSON. */
  get size(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.answers.weight };
  }

  /** The kept answer of `key` built from these `sources`, compared one by one by identity. */
  get(key: string, sources: readonly unknown[]): T | undefined {
    if (!this.holds(sources)) {
      this.answers.clear();
      this.sources = sources;
      return undefined;
    }
    return this.answers.get(key);
  }

  /**
   * Freezes an answer built from `sources` and keeps it, unless other sources came in the meantime (an import
   * while it was built); returns it. The caller must not change anything the answer holds (shared parts, such
   * as a cached definition's lists, are frozen too).
   */
  set(key: string, sources: readonly unknown[], answer: T): T {
    deepFreeze(answer);
    if (!this.holds(sources)) return answer;
    const json = Buffer.from(JSON.stringify(answer));
    serialised.set(answer, json);
    this.answers.set(key, answer, json.length);
    return answer;
  }

  private holds(sources: readonly unknown[]): boolean {
    return (
      sources.length === this.sources.length &&
      sources.every((source, index) => source === this.sources[index])
    );
  }
}
