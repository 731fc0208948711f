// Why we own this: a rate limit counts requests, not the work under way; one batch lookup held /api/health for
// 3.95 s (decision 100). The gate lets a few costly calls work at once so the health probe's p99 stays under
// 50 ms in `npm run bench:abuse`, and sits on the costly routes only (decision 250).
import type {
  FastifyInstance,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { errors } from '../errors';
import type { SharedCountsRepository } from '../http/shared-counts.repository';

declare module 'fastify' {
  interface FastifyInstance {
    costGate: CostGate;
  }
  interface FastifyContextConfig {
    /** The call's work grows with what it is asked: it takes its turn at the cost gate (decision 100). */
    costly?: boolean;
  }
}

export interface CostGateLimits {
  /** Costly requests worked on at once in the process. */
  concurrent: number;
  /** Costly requests one address may have under way (worked on or waiting); 429 beyond. */
  perAddress: number;
  /** Costly requests that may wait, all addresses together; 503 beyond. */
  waiting: number;
}

/**
 * One at a time: the thread does one thing at a time anyway, and another request then waits for one costly
 * call at most; eight under way for one address, so that a page's few calls (a search and two batches) from
 * several readers behind one address pass, while one client cannot take every waiting place; 32 waiting,
 * about half a second of work.
 */
export const COST_GATE_LIMITS: CostGateLimits = { concurrent: 1, perAddress: 8, waiting: 32 };

/**
 * Lets costly requests through a few at a time. The server has one thread: a burst of costly requests, each
 * allowed by the per-address limits, once queued all their work at once, and every other request (the health
 * check too) waited for all of it. Waiting at the gate, a request holds no work in the queue, so the others
 * are served between two costly ones.
 */
export class CostGate {
  private running = 0;
  private readonly queue: Place[] = [];
  private readonly underWay = new Map<string, number>();

  constructor(private readonly limits: CostGateLimits) {}

  /**
   * Lets the request in now (undefined), or gives the promise of its turn; refuses it at once (throws) when its
   * address or the queue is full. Letting in needs no promise: most requests never wait (decision 245).
   */
  enter(request: object, address: string): Promise<void> | undefined {
    const mine = this.underWay.get(address) ?? 0;
    if (mine >= this.limits.perAddress) throw errors.tooManyAtOnce(this.limits.perAddress);
    const mustWait = this.running >= this.limits.concurrent;
    if (mustWait && this.queue.length >= this.limits.waiting) throw errors.serverBusy();
    this.underWay.set(address, mine + 1);
    const place: Place = { address, running: !mustWait, start: () => undefined };
    (request as Holder)[PLACE] = place;
    if (!mustWait) {
      this.running += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => {
      place.start = resolve;
      this.queue.push(place);
    });
  }

  /** Gives up the request's place (once; nothing for a request never let in), to the next one waiting. */
  leave(request: object): void {
    const holder = request as Holder;
    const place = holder[PLACE];
    if (!place) return;
    holder[PLACE] = undefined;
    const mine = (this.underWay.get(place.address) ?? 1) - 1;
    if (mine > 0) this.underWay.set(place.address, mine);
    else this.underWay.delete(place.address);
    if (!place.running) {
      this.queue.splice(this.queue.indexOf(place), 1);
      return;
    }
    const next = this.queue.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    next.running = true;
    next.start();
  }
}

interface Place {
  address: string;
  running: boolean;
  start: () => void;
}

/**
 * The place a request holds, worked on or waiting, kept on the request itself: a `WeakMap` of requests was
 * garbage the young-generation collections had to trace through (decision 250).
 */
const PLACE = Symbol('cost gate place');
interface Holder {
  [PLACE]?: Place | undefined;
}

/**
 * Puts the routes marked `config: { costly: true }` behind one gate. A request enters after validation (an
 * invalid one costs nothing) and leaves once its answer is written out (`onSend`, which follows the handler
 * and the serialisation, errors included); `onResponse` is a second chance, for answers sent another way.
 */
export function registerCostGate(
  app: FastifyInstance,
  limits: CostGateLimits = COST_GATE_LIMITS,
  shared?: SharedCountsRepository,
): void {
  const gate = new CostGate(limits);
  app.decorate('costGate', gate);
  const enterHere = (request: FastifyRequest, done: (error?: Error) => void) => {
    let turn: Promise<void> | undefined;
    try {
      turn = gate.enter(request, request.ip);
    } catch (error) {
      return done(error as Error);
    }
    if (turn) turn.then(() => done(), done);
    else done();
  };
  // Callback hooks, and only on the costly routes: the others pass no hook of the gate (decision 250).
  const enter: preHandlerHookHandler = shared
    ? (request, _reply, done) => {
        // Several instances (decision 363): the address's places under way are counted in the database
        // first, then the request queues here as alone. A database that does not answer leaves this
        // instance's own count to hold the line.
        shared.take(sharedKey(request.ip), limits.perAddress, SHARED_PLACE_MS).then(
          (taken) => {
            if (!taken) return done(errors.tooManyAtOnce(limits.perAddress));
            (request as SharedHolder)[SHARED_PLACE] = true;
            enterHere(request, done);
          },
          () => enterHere(request, done),
        );
      }
    : (request, _reply, done) => enterHere(request, done);
  const leave = (request: FastifyRequest) => {
    gate.leave(request);
    const holder = request as SharedHolder;
    if (shared && holder[SHARED_PLACE]) {
      holder[SHARED_PLACE] = false;
      shared.release(sharedKey(request.ip)).catch(() => undefined);
    }
  };
  const leaveOnSend: onSendHookHandler = (request, _reply, payload, done) => {
    leave(request);
    done(null, payload);
  };
  const leaveOnResponse: onResponseHookHandler = (request, _reply, done) => {
    leave(request);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.costly !== true) return;
    route.preHandler = [...hooks(route.preHandler), enter];
    route.onSend = [...hooks(route.onSend), leaveOnSend];
    route.onResponse = [...hooks(route.onResponse), leaveOnResponse];
  });
}

/**
 * How long a place taken in the shared count lasts if its instance dies before giving it back: longer than
 * any costly call takes (their deadlines are seconds), short enough that a crash does not lock an address out.
 */
const SHARED_PLACE_MS = 30_000;
const sharedKey = (address: string) => `cost-gate|${address}`;
const SHARED_PLACE = Symbol('shared cost gate place');
interface SharedHolder {
  [SHARED_PLACE]?: boolean;
}

/** A route's hooks of one kind as a list (a route gives none, one, or a list). */
function hooks<Hook>(given: Hook | Hook[] | undefined): Hook[] {
  if (given === undefined) return [];
  return Array.isArray(given) ? given : [given];
}
