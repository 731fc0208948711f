import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';

interface JsonSchemaNode {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  [key: string]: unknown;
}

/** Every number in a JSON schema, with where it sits. */
function numberNodes(node: unknown, at: string, found: [string, JsonSchemaNode][] = []) {
  if (Array.isArray(node)) node.forEach((child, index) => numberNodes(child, `${at}[${index}]`, found));
  else if (node !== null && typeof node === 'object') {
    const schema = node as JsonSchemaNode;
    const types = [schema.type ?? []].flat();
    if (types.includes('number') || types.includes('integer')) found.push([at, schema]);
    for (const [key, child] of Object.entries(schema)) numberNodes(child, `${at}.${key}`, found);
  }
  return found;
}

describe('every route schema', () => {
  let harness: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    harness = await createTestApp('pglite', {}, { onRoute: (route) => routes.push(route) });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('bounds every number a request may carry to a whole number within explicit limits', () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const part of ['body', 'querystring', 'params'] as const) {
        const schema = route.schema?.[part];
        if (!(schema instanceof z.ZodType)) continue;
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        for (const [at, node] of numberNodes(json, `${String(route.method)} ${route.url} ${part}`)) {
          checked += 1;
          const bounded =
            node.type === 'integer' &&
            node.minimum !== undefined &&
            node.minimum > Number.MIN_SAFE_INTEGER &&
            node.maximum !== undefined &&
            node.maximum < Number.MAX_SAFE_INTEGER;
          if (!bounded) unbounded.push(`${at}: ${JSON.stringify(node)}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(unbounded).toEqual([]);
  });
});
