import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { App } from '../../server/app.ts';

/**
 * Every JSON answer an API test receives is checked against the OpenAPI document the app serves
 * (issue 21): its path and method must be in the document, and the body must match the schema of
 * its status (or the `default` failure shape). A mismatch turns the answer into a 500 naming the
 * drift, so the test that made the call fails. On in every test app (tests/helpers/test-app.ts).
 *
 * Issue 39: a failure status must be declared by its own operation, not only through `default`
 * (a generated client types 404/409/422 from it), and a file answer (the .ics, a proof) must be in a
 * media type its operation declares.
 */
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export function checkAnswersAgainstOpenApi(app: App, isApiRoute: (url: string) => boolean = () => true): void {
  let ajv: Ajv2020 | undefined;
  let document: Document | undefined;
  const validators = new Map<string, ValidateFunction | null>();

  function validatorFor(path: string, method: string, status: string): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (validators.has(key)) return validators.get(key)!;
    document ??= app.swagger() as unknown as Document;
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
      ajv.addSchema(document as object, 'openapi');
    }
    const responses = document.paths[path]?.[method]?.responses ?? {};
    if (!(status in responses)) throw new Error(`OpenAPI drift: ${method.toUpperCase()} ${path} answered ${status}, which its operation does not declare`);
    const which = status;
    const schema = responses[which]?.content?.['application/json']?.schema;
    const validate = schema === undefined ? null : (ajv.getSchema(`openapi#/${pointer('paths', path, method, 'responses', which, 'content', 'application/json', 'schema')}`) ?? null);
    validators.set(key, validate);
    return validate;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/openapi.json' || !isApiRoute(url)) return payload;
    const method = request.method.toLowerCase();
    const path = url.replace(/:(\w+)/g, '{$1}');
    const contentType = String(reply.getHeader('content-type') ?? '');
    if (payload !== '' && payload !== null && payload !== undefined && !contentType.includes('json') && reply.statusCode < 300 && method !== 'head') {
      document ??= app.swagger() as unknown as Document;
      const declared = Object.keys(document.paths[path]?.[method]?.responses?.[String(reply.statusCode)]?.content ?? {});
      const mediaType = contentType.split(';')[0]!.trim();
      if (!declared.includes(mediaType)) throw new Error(`OpenAPI drift: ${request.method} ${url} answered ${mediaType}; its operation declares ${declared.join(', ') || 'nothing'}`);
      return payload;
    }
    if (typeof payload !== 'string' || payload === '' || !contentType.includes('json')) return payload;
    document ??= app.swagger() as unknown as Document;
    if (!document.paths[path]?.[method]) throw new Error(`OpenAPI drift: ${request.method} ${url} is not in the document`);
    const validate = validatorFor(path, method, String(reply.statusCode));
    if (!validate) throw new Error(`OpenAPI drift: ${request.method} ${url} answered ${reply.statusCode} with JSON the document has no schema for`);
    if (!validate(JSON.parse(payload))) {
      throw new Error(`OpenAPI drift: ${request.method} ${url} ${reply.statusCode}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
    return payload;
  });
}
