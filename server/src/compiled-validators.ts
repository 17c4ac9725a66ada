// Fastify gives each app an Ajv of its own and compiles a validator for every part of every route
// as the app is built: about 0.5 s of each build for the contract's operations. A process that
// builds several apps (a test worker builds one or more per test file) compiles each distinct
// schema once: every app's Ajv looks its compiled functions up here by the schema's content and
// the Ajv's options. A compiled validator keeps nothing between calls but `errors`, which Fastify
// reads right after the call that set them.
import type { FastifyServerOptions } from 'fastify';

type AjvOptions = NonNullable<FastifyServerOptions['ajv']>;
type Ajv = Parameters<NonNullable<AjvOptions['onCreate']>>[0];

const compiled = new Map<string, ReturnType<Ajv['compile']>>();

/** Fastify's `ajv.onCreate`: the new Ajv compiles through the process's shared map. */
export function shareCompiledValidators(ajv: Ajv): void {
  const compile = ajv.compile.bind(ajv);
  // The options that change what a schema compiles to are plain values (coercion, defaults,
  // removal, strictness); the rest are objects of Ajv's own, some of them circular.
  const options = JSON.stringify(Object.entries(ajv.opts).filter(([, value]) => value === null || typeof value !== 'object'));
  ajv.compile = ((schema: Parameters<Ajv['compile']>[0], meta?: boolean) => {
    if (meta !== undefined) return compile(schema, meta);
    const key = `${options}\n${JSON.stringify(schema)}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  }) as Ajv['compile'];
}
