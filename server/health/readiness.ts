/** Where an instance is in its life, as its readiness call reports it (decision 360). */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

/**
 * Whether the instance should be sent readers: not before it has loaded what it serves (texts, the start
 * versions' indexes, study sources), and not once it has begun to stop. Liveness (`/api/health`) is another
 * question: a starting instance is alive but not ready.
 */
export class Readiness {
  private current: ReadinessState = 'starting';

  get state(): ReadinessState {
    return this.current;
  }

  /** Everything the instance serves is loaded; a stopping instance stays stopping. */
  ready(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  /** The instance has been asked to stop: it finishes what it has, and takes nothing new. */
  stopping(): void {
    this.current = 'stopping';
  }
}
