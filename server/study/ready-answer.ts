import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, compressBytes, COMPRESS_THRESHOLD_BYTES } from '../plugins/compression';
import { chooseEncoding } from '../plugins/static-assets';

/**
 * An answer kept as the bytes sent: its JSON, and each compressed form once a reader asked for it. A reader's
 * chapter of marks is asked at every page turn and changes only when the reader writes a mark (issue 37).
 */
export class ReadyAnswer {
  private readonly forms: { br?: Buffer; gzip?: Buffer } = {};
  /**
   * The JSON's UTF-8 bytes: sent as they are, where a string would be encoded again at every answer (a fifth of
   * the work of answering a chapter's marks, decision 411).
   */
  readonly body: Buffer;

  constructor(json: string) {
    this.body = Buffer.from(json);
  }

  /** What it costs to keep: the JSON and room for its two compressed forms, which are smaller. */
  get bytes(): number {
    return 2 * this.body.length;
  }

  form(encoding: 'br' | 'gzip'): Buffer {
    return (this.forms[encoding] ??= compressBytes(this.body, encoding));
  }

  /** Sends it as the compression hook would have: compressed above its threshold for a reader that accepts it. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('content-type', 'application/json; charset=utf-8');
    if (this.body.length < COMPRESS_THRESHOLD_BYTES) return reply.send(this.body);
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
    if (!encoding) return reply.send(this.body);
    reply.header('content-encoding', encoding);
    return reply.send(this.form(encoding));
  }
}
