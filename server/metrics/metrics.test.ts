import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

describe.each(kinds)('GET /metrics on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('is off (404) until a token is set, then needs it', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await harness.app.services.settings.update('metrics.token', 'scrape-token-123', {
      id: null,
      username: 'test',
    });
    harness.app.services.settings.invalidate();
    expect((await harness.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await harness.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-124' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and reports jobs, imports and bot tasks', async () => {
    await harness.app.inject({ method: 'GET', url: '/api/health' });
    await harness.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    await harness.app.services.bot.run();
    const response = await harness.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /openconcordance_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(text).toContain(
      'openconcordance_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"}',
    );
    expect(text).not.toContain('x=1');
    expect(text).toMatch(/openconcordance_job_queue_jobs\{status="queued"\} \d+/);
    expect(text).toMatch(/openconcordance_installed_versions \d+/);
    expect(text).toMatch(/openconcordance_bot_tasks\{check="mail",status="pending"\} 1/);
  });
});
