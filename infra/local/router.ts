import type { HttpFunctionDef } from '#functions/registry.ts';
import type { RouteDef } from '#shared/http/route.ts';

export type RouteMatch = { fn: HttpFunctionDef; route: RouteDef; pathParameters: Record<string, string> };

/**
 * Decodes a path segment; a malformed escape (`%ZZ`, a lone `%`, a cut UTF-8 sequence) stays as
 * sent, so that the handler's validation answers 400 naming the parameter instead of the gateway
 * failing. Deployed REST APIs pass such segments through encoded; the kernel accepts both shapes.
 */
export const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

type Compiled = {
  fn: HttpFunctionDef;
  route: RouteDef;
  regex: RegExp;
  names: string[];
  literalScore: number;
};

/**
 * Matches a request path to a declared route the way API Gateway does: literal segments win over
 * `{param}` segments. Returns the allowed methods when the path exists but the method does not.
 */
export const createRouter = (functions: readonly HttpFunctionDef[]) => {
  const compiled: Compiled[] = functions.flatMap((fn) =>
    Object.values(fn.routes).map((route) => {
      const names: string[] = [];
      const segments = route.path.split('/').filter(Boolean);
      const pattern = segments
        .map((s) => {
          const param = /^\{(\w+)\}$/.exec(s);
          if (param?.[1]) {
            names.push(param[1]);
            return '/([^/]+)';
          }
          return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
        })
        .join('');
      // Earlier literal segments weigh more, so /a/search beats /a/{id}.
      const literalScore = segments.reduce((acc, s, i) => acc + (s.startsWith('{') ? 0 : 2 ** (20 - i)), 0);
      return { fn, route, regex: new RegExp(`^${pattern}/?$`), names, literalScore };
    }),
  );
  compiled.sort((a, b) => b.literalScore - a.literalScore);

  return (method: string, path: string): RouteMatch | { allow: string[] } | undefined => {
    const candidates = compiled.filter((c) => c.regex.test(path));
    if (candidates.length === 0) return undefined;
    const best = candidates[0]!.literalScore;
    const samePath = candidates.filter((c) => c.literalScore === best);
    const hit = samePath.find((c) => c.route.method === method);
    if (!hit) return { allow: [...new Set(samePath.map((c) => c.route.method))] };
    const values = hit.regex.exec(path)!.slice(1);
    const pathParameters = Object.fromEntries(hit.names.map((n, i) => [n, decodeSegment(values[i] ?? '')]));
    return { fn: hit.fn, route: hit.route, pathParameters };
  };
};
